import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PAYMENT_MODE_LABELS, type Receipt } from '@school-portal/contract';

/** A5 portrait, in points. */
export const A5: [number, number] = [419.53, 595.28];
const MARGIN = 32;

/** The standard PDF fonts carry Latin-1 only: other letters (a name in Devanagari) print as '?', the rupee sign as "Rs.". */
const latin1 = (s: string) => s.replace(/₹/g, 'Rs. ').replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');

/** Indian grouping (1,00,000) without the rupee sign the standard fonts lack. */
export const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;

export const day = (iso: string) => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** How it was paid, as the receipt prints it: "Mode: Cheque (Cheque 004512, SBI, 1 Jun 2026)". */
export function modeLine(r: Pick<Receipt, 'mode' | 'reference' | 'chequeNumber' | 'bank' | 'chequeDate'>): string {
  const ref = [r.reference, r.chequeNumber && `Cheque ${r.chequeNumber}`, r.bank, r.chequeDate && day(r.chequeDate)].filter(Boolean).join(', ');
  return `Mode: ${PAYMENT_MODE_LABELS[r.mode]}${ref ? ` (${ref})` : ''}`;
}

export function writer(page: PDFPage, font: PDFFont, bold: PDFFont) {
  let y = A5[1] - MARGIN;
  return {
    line(text: string, opts: { size?: number; bold?: boolean; center?: boolean; right?: string } = {}) {
      const size = opts.size ?? 10;
      const f = opts.bold ? bold : font;
      const t = latin1(text);
      const x = opts.center ? (A5[0] - f.widthOfTextAtSize(t, size)) / 2 : MARGIN;
      page.drawText(t, { x, y, size, font: f });
      if (opts.right !== undefined) {
        const r = latin1(opts.right);
        page.drawText(r, { x: A5[0] - MARGIN - f.widthOfTextAtSize(r, size), y, size, font: f });
      }
      y -= size + 6;
    },
    rule() {
      page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: A5[0] - MARGIN, y: y + 8 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
      y -= 6;
    },
  };
}

/** The receipt as the parent keeps it: the same content as the printed page. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${receipt.receiptNo}`);
  const page = doc.addPage(A5);
  const w = writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(receipt.school.name, { size: 14, bold: true, center: true });
  if (receipt.school.address) w.line(receipt.school.address, { size: 9, center: true });
  if (receipt.school.affiliation) w.line(`Affiliation No. ${receipt.school.affiliation}`, { size: 9, center: true });
  w.rule();
  w.line(receipt.status === 'active' ? 'FEE RECEIPT' : `FEE RECEIPT (${receipt.status.toUpperCase()})`, { size: 12, bold: true, center: true });
  w.line(`Receipt No. ${receipt.receiptNo}`, { right: `Date ${day(receipt.paidOn)}` });
  w.line(`Student: ${receipt.student.name}`, { right: `Adm. No. ${receipt.student.admissionNumber}` });
  w.line(`Class: ${receipt.student.className} ${receipt.student.sectionName}`, { right: `Guardian: ${receipt.student.guardianName}` });
  w.rule();
  w.line('Fee', { bold: true, right: 'Amount' });
  for (const l of receipt.lines) w.line(`${l.headName} - ${l.label}`, { right: rupees(l.amount) });
  w.rule();
  w.line('Total', { bold: true, right: rupees(receipt.amount) });
  w.line(receipt.amountInWords, { size: 9 });
  w.line(modeLine(receipt));
  w.line(`Collected by: ${receipt.collectedBy}`);
  if (receipt.status !== 'active') w.line(`Reason: ${receipt.cancelReason ?? ''}`);
  // Plain objects (no object streams): the page size and fonts stay readable to simple PDF tools.
  return doc.save({ useObjectStreams: false });
}
