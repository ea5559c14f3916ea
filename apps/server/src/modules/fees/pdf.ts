import { PDFDocument } from 'pdf-lib';
import {
  instalmentLabelIn,
  LANGUAGE_LOCALES,
  PAYMENT_MODE_LABELS,
  rupeesInWordsIn,
  type Receipt,
  type UiLanguage,
} from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { printedLetterhead, type PrintedLetterhead } from '../profiles/index.ts';
import { embedPrintFonts } from '../../pdf/fonts.ts';
import { MixedTypesetter, ScriptProbe } from '../../pdf/text.ts';
import { Composer, embedLogo, layOut } from './print-layout.ts';
import { printWords } from './print-words.ts';

/** Indian grouping with the rupee sign (₹1,00,000) in every language; paise only when there are some (₹1,250.50). */
export const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** "1 Jun 2026" in English; the language's own month names in Hindi and Tamil ("1 जून 2026"). */
export const day = (iso: string, language: UiLanguage = 'en') => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString(LANGUAGE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** How it was paid, as the receipt prints it: "Mode: Cheque (Cheque 004512, SBI, 1 Jun 2026)". */
export function modeLine(
  r: Pick<Receipt, 'mode' | 'reference' | 'chequeNumber' | 'bank' | 'chequeDate'>,
  language: UiLanguage = 'en',
): string {
  const t = translatorFor(language);
  const ref = [
    r.reference,
    r.chequeNumber && t(/*i18n*/ 'Cheque {number}', { number: r.chequeNumber }),
    r.bank,
    r.chequeDate && day(r.chequeDate, language),
  ]
    .filter(Boolean)
    .join(', ');
  return t(/*i18n*/ 'Mode: {mode}', { mode: t(PAYMENT_MODE_LABELS[r.mode]) + (ref ? ` (${ref})` : '') });
}

/** A document of the school: its fonts and logo embedded, each copy laid out, saved. */
export async function printed(
  title: string,
  head: PrintedLetterhead,
  copies: ((c: Composer) => void)[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // A first pass finds the scripts the text is in, so a Hindi or Tamil font is embedded only when printed.
  const probe = new ScriptProbe();
  for (const compose of copies) compose(new Composer(probe, 1, null));
  const [fonts, logo] = await Promise.all([embedPrintFonts(doc, probe.faces), embedLogo(doc, head)]);
  layOut(doc, new MixedTypesetter(fonts), logo, copies);
  // Plain objects (no object streams): the page size and fonts stay readable to simple PDF tools.
  return doc.save({ useObjectStreams: false });
}

function receiptContent(
  c: Composer,
  receipt: Receipt,
  head: PrintedLetterhead,
  copy: string | undefined,
  language: UiLanguage,
) {
  const t = translatorFor(language);
  const words = printWords(t);
  const student = receipt.student;
  if (copy) c.label(copy);
  c.letterhead(head, words);
  c.rule();
  const title = { active: words.receiptTitle, cancelled: words.cancelledTitle, bounced: words.bouncedTitle }[
    receipt.status
  ];
  c.text(title, { size: 12, bold: true, center: true });
  c.pair(
    t(/*i18n*/ 'Receipt No. {number}', { number: receipt.receiptNo }),
    t(/*i18n*/ 'Date {date}', { date: day(receipt.paidOn, language) }),
  );
  c.pair(
    t(/*i18n*/ 'Student: {name}', { name: student.name }),
    t(/*i18n*/ 'Adm. No. {number}', { number: student.admissionNumber }),
  );
  c.pair(
    t(/*i18n*/ 'Class: {name}', { name: `${student.className} ${student.sectionName}` }),
    t(/*i18n*/ 'Guardian: {name}', { name: student.guardianName }),
  );
  c.rule();
  c.pair(t(/*i18n*/ 'Fee'), t(/*i18n*/ 'Amount'), { bold: true });
  for (const l of receipt.lines) c.pair(`${l.headName} - ${instalmentLabelIn(t, l.label)}`, rupees(l.amount));
  c.rule();
  c.pair(t(/*i18n*/ 'Total'), rupees(receipt.amount), { bold: true });
  c.text(rupeesInWordsIn(language, Math.round(receipt.amount * 100)), { size: 9 });
  c.text(modeLine(receipt, language));
  c.text(t(/*i18n*/ 'Collected by: {name}', { name: receipt.collectedBy }));
  if (receipt.status !== 'active') c.text(t(/*i18n*/ 'Reason: {reason}', { reason: receipt.cancelReason ?? '' }));
  c.signature(words.signatory);
}

/**
 * The receipt as the parent keeps it: the same content as the printed page, on A5, in the reader's
 * language. With two copies, the office's and the parent's side by side on one A4 sheet, each
 * labelled, to be cut apart.
 */
export async function receiptPdf(
  db: DbOrTx,
  at: Institute,
  receipt: Receipt,
  copies = 1,
  language: UiLanguage = 'en',
): Promise<Uint8Array> {
  return receiptDocument(receipt, await printedLetterhead(db, at), copies, language);
}

export function receiptDocument(
  receipt: Receipt,
  head: PrintedLetterhead,
  copies = 1,
  language: UiLanguage = 'en',
): Promise<Uint8Array> {
  const words = printWords(translatorFor(language));
  const labels = copies === 2 ? [words.officeCopy, words.parentCopy] : [undefined];
  return printed(
    translatorFor(language)(/*i18n*/ 'Receipt {number}', { number: receipt.receiptNo }),
    head,
    labels.map((copy) => (c: Composer) => receiptContent(c, receipt, head, copy, language)),
  );
}
