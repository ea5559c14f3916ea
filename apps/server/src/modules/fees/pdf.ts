import { PDFDocument } from 'pdf-lib';
import { PAYMENT_MODE_LABELS, type Receipt } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { printedLetterhead, type PrintedLetterhead } from '../profiles/index.ts';
import { embedPrintFonts } from '../../pdf/fonts.ts';
import { MixedTypesetter, ScriptProbe } from '../../pdf/text.ts';
import { Composer, embedLogo, layOut } from './print-layout.ts';
import { PRINT_WORDS } from './print-words.ts';

/** Indian grouping with the rupee sign (₹1,00,000); paise only when there are some (₹1,250.50). */
export const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

export const day = (iso: string) => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** How it was paid, as the receipt prints it: "Mode: Cheque (Cheque 004512, SBI, 1 Jun 2026)". */
export function modeLine(r: Pick<Receipt, 'mode' | 'reference' | 'chequeNumber' | 'bank' | 'chequeDate'>): string {
  const ref = [r.reference, r.chequeNumber && `Cheque ${r.chequeNumber}`, r.bank, r.chequeDate && day(r.chequeDate)].filter(Boolean).join(', ');
  return `Mode: ${PAYMENT_MODE_LABELS[r.mode]}${ref ? ` (${ref})` : ''}`;
}

/** A document of the school: its fonts and logo embedded, each copy laid out, saved. */
export async function printed(title: string, head: PrintedLetterhead, copies: ((c: Composer) => void)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // A first pass finds the scripts the text is in, so a Hindi or Tamil font is embedded only when printed.
  const probe = new ScriptProbe();
  for (const compose of copies) compose(new Composer(probe, 1, null));
  const [fonts, logo] = await Promise.all([embedPrintFonts(doc, probe.scripts), embedLogo(doc, head)]);
  layOut(doc, new MixedTypesetter(fonts), logo, copies);
  // Plain objects (no object streams): the page size and fonts stay readable to simple PDF tools.
  return doc.save({ useObjectStreams: false });
}

function receiptContent(c: Composer, receipt: Receipt, head: PrintedLetterhead, copy: string | undefined) {
  if (copy) c.label(copy);
  c.letterhead(head);
  c.rule();
  c.text(receipt.status === 'active' ? PRINT_WORDS.receiptTitle : `${PRINT_WORDS.receiptTitle} (${receipt.status.toUpperCase()})`, { size: 12, bold: true, center: true });
  c.pair(`Receipt No. ${receipt.receiptNo}`, `Date ${day(receipt.paidOn)}`);
  c.pair(`Student: ${receipt.student.name}`, `Adm. No. ${receipt.student.admissionNumber}`);
  c.pair(`Class: ${receipt.student.className} ${receipt.student.sectionName}`, `Guardian: ${receipt.student.guardianName}`);
  c.rule();
  c.pair('Fee', 'Amount', { bold: true });
  for (const l of receipt.lines) c.pair(`${l.headName} - ${l.label}`, rupees(l.amount));
  c.rule();
  c.pair('Total', rupees(receipt.amount), { bold: true });
  c.text(receipt.amountInWords, { size: 9 });
  c.text(modeLine(receipt));
  c.text(`Collected by: ${receipt.collectedBy}`);
  if (receipt.status !== 'active') c.text(`Reason: ${receipt.cancelReason ?? ''}`);
  c.signature(PRINT_WORDS.signatory);
}

/**
 * The receipt as the parent keeps it: the same content as the printed page, on A5. With two copies,
 * the office's and the parent's side by side on one A4 sheet, each labelled, to be cut apart.
 */
export async function receiptPdf(db: DbOrTx, at: Institute, receipt: Receipt, copies = 1): Promise<Uint8Array> {
  return receiptDocument(receipt, await printedLetterhead(db, at), copies);
}

export function receiptDocument(receipt: Receipt, head: PrintedLetterhead, copies = 1): Promise<Uint8Array> {
  const labels = copies === 2 ? [PRINT_WORDS.officeCopy, PRINT_WORDS.parentCopy] : [undefined];
  return printed(
    `Receipt ${receipt.receiptNo}`,
    head,
    labels.map((copy) => (c: Composer) => receiptContent(c, receipt, head, copy)),
  );
}
