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
      ? t('Yes')
      : t('No: {amount} due; issued by the institute admin: {reason}', {
          amount: rupees(tc.duesAtIssuePaise / 100),
          reason: tc.overrideReason ?? '',
        });
  const items: [string, string][] = [
    [t('Name of the student'), tc.studentName],
    [t("Father's name"), tc.fatherName],
    [t("Mother's name"), tc.motherName],
    [t('Nationality'), tc.nationality],
    [t('Date of birth (in figures)'), day(tc.dob, language)],
    [t('Date of birth (in words)'), dateInWordsIn(language, tc.dob)],
    [t('Admission number'), tc.admissionNumber],
    [t('Date of admission'), day(tc.admissionDate, language)],
    [t('Class last studied'), tc.className],
    [t('Whether qualified for promotion to the higher class'), t(TC_PROMOTION_LABELS[tc.promoted])],
    [t('Date of leaving the school'), day(tc.leftOn, language)],
    [t('Reason for leaving'), tc.reason],
    [t('General conduct'), tc.conduct],
    [t('Subjects studied'), tc.subjects],
    [t('Whether all dues to the school are paid'), duesPaid],
  ];
  const title = duplicate ? t('TRANSFER CERTIFICATE (DUPLICATE)') : t('TRANSFER CERTIFICATE');
  return printed(t('Transfer certificate {number} - {name}', { number: tc.number, name: tc.studentName }), head, [
    (c) => {
      if (duplicate) c.label(t('Duplicate'));
      c.letterhead(head, words);
      c.rule();
      c.text(title, { size: 12, bold: true, center: true });
      c.pair(
        t('TC No. {number}', { number: tc.number }),
        t('Date {date}', { date: day(tc.createdAt.toISOString(), language) }),
      );
      c.rule();
      items.forEach(([label, value], i) => c.text(`${i + 1}. ${label}: ${value}`));
      c.rule();
      c.text(t('Certified that the above particulars are as in the school register.'), { size: 9 });
      c.signature(words.principal, t('Prepared by the school office'));
    },
  ]);
}
