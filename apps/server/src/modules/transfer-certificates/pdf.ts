import { dateInWordsIn, TC_PROMOTION_LABELS, type UiLanguage } from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { day, printed, printWords, rupees } from '../fees/index.ts';
import { printedLetterhead } from '../profiles/index.ts';
import type { TcRow } from './service.ts';

/**
 * A transfer certificate on A5 in the school's letterhead and the reader's language, with what Indian TCs carry, each
 * item numbered as schools number them; a duplicate says so above the title and in it.
 */
export async function tcPdf(
  db: DbOrTx,
  institute: Institute,
  tc: TcRow,
  duplicate: boolean,
  language: UiLanguage = 'en',
): Promise<Uint8Array> {
  const head = await printedLetterhead(db, institute);
  const t = translatorFor(language);
  const words = printWords(t);
  const duesPaid =
    tc.duesAtIssuePaise === 0
      ? t(/*i18n*/ 'Yes')
      : t(/*i18n*/ 'No: {amount} due; issued by the institute admin: {reason}', {
          amount: rupees(tc.duesAtIssuePaise / 100),
          reason: tc.overrideReason ?? '',
        });
  const items: [string, string][] = [
    [t(/*i18n*/ 'Name of the student'), tc.studentName],
    [t(/*i18n*/ "Father's name"), tc.fatherName],
    [t(/*i18n*/ "Mother's name"), tc.motherName],
    [t(/*i18n*/ 'Nationality'), tc.nationality],
    [t(/*i18n*/ 'Date of birth (in figures)'), day(tc.dob, language)],
    [t(/*i18n*/ 'Date of birth (in words)'), dateInWordsIn(language, tc.dob)],
    [t(/*i18n*/ 'Admission number'), tc.admissionNumber],
    [t(/*i18n*/ 'Date of admission'), day(tc.admissionDate, language)],
    [t(/*i18n*/ 'Class last studied'), tc.className],
    [t(/*i18n*/ 'Whether qualified for promotion to the higher class'), t(TC_PROMOTION_LABELS[tc.promoted])],
    [t(/*i18n*/ 'Date of leaving the school'), day(tc.leftOn, language)],
    [t(/*i18n*/ 'Reason for leaving'), tc.reason],
    [t(/*i18n*/ 'General conduct'), tc.conduct],
    [t(/*i18n*/ 'Subjects studied'), tc.subjects],
    [t(/*i18n*/ 'Whether all dues to the school are paid'), duesPaid],
  ];
  const title = duplicate ? t(/*i18n*/ 'TRANSFER CERTIFICATE (DUPLICATE)') : t(/*i18n*/ 'TRANSFER CERTIFICATE');
  return printed(
    t(/*i18n*/ 'Transfer certificate {number} - {name}', { number: tc.number, name: tc.studentName }),
    head,
    [
      (c) => {
        if (duplicate) c.label(t(/*i18n*/ 'Duplicate'));
        c.letterhead(head, words);
        c.rule();
        c.text(title, { size: 12, bold: true, center: true });
        c.pair(
          t(/*i18n*/ 'TC No. {number}', { number: tc.number }),
          t(/*i18n*/ 'Date {date}', { date: day(tc.createdAt.toISOString(), language) }),
        );
        c.rule();
        items.forEach(([label, value], i) => c.text(`${i + 1}. ${label}: ${value}`));
        c.rule();
        c.text(t(/*i18n*/ 'Certified that the above particulars are as in the school register.'), { size: 9 });
        c.signature(words.principal, t(/*i18n*/ 'Prepared by the school office'));
      },
    ],
  );
}
