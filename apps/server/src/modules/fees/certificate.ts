import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { academicYearName, rupeesInWordsIn, type UiLanguage } from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import type { DbOrTx } from '../../db/client.ts';
import { feeAllocations, feeHeads, feeInstalments, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { printedLetterhead } from '../profiles/index.ts';
import { getStudent } from '../students/index.ts';
import { day, printed, rupees } from './pdf.ts';
import { printWords } from './print-words.ts';
import { indianToday } from './reports.ts';

/** The financial year (April to March) running on an Indian calendar day, by the year it starts. */
export const financialYearOf = (isoDay: string) => {
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
};

/**
 * Tuition paid by a student in a financial year, per head, in paise: receipts that stand, dated in the
 * year (income tax counts what was paid in the year), and only heads marked tuition.
 */
export async function tuitionPaid(db: DbOrTx, institute: Institute, studentId: string, startYear: number) {
  const rows = scoped(db, institute);
  const found = await db
    .select({ headName: feeHeads.name, paise: sql<string>`sum(${feeAllocations.amountPaise})` })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
    .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
    .where(
      and(
        // Tuition paid, net of concessions by construction; a late fee is not tuition.
        rows.where(feeAllocations, and(eq(feeAllocations.studentId, studentId), eq(feeAllocations.kind, 'fee'))),
        rows.where(
          feeReceipts,
          and(
            eq(feeReceipts.status, 'active'),
            gte(feeReceipts.paidOn, `${startYear}-04-01`),
            lte(feeReceipts.paidOn, `${startYear + 1}-03-31`),
          ),
        ),
        rows.where(feeInstalments),
        rows.where(feeHeads, eq(feeHeads.isTuition, true)),
      ),
    )
    .groupBy(feeHeads.name)
    .orderBy(feeHeads.name);
  return found.map((f) => ({ headName: f.headName, paise: Number(f.paise) }));
}

/** The certificate a parent files for the income-tax deduction on children's tuition fees, in the reader's language. */
export async function tuitionCertificatePdf(
  db: DbOrTx,
  institute: Institute,
  studentId: string,
  year: number | undefined,
  now = new Date(),
  language: UiLanguage = 'en',
): Promise<Uint8Array> {
  const student = await getStudent(db, institute, studentId);
  const startYear = year ?? financialYearOf(indianToday(now));
  const [head, heads] = await Promise.all([
    printedLetterhead(db, institute),
    tuitionPaid(db, institute, studentId, startYear),
  ]);
  const totalPaise = heads.reduce((sum, h) => sum + h.paise, 0);
  const yearName = academicYearName(startYear);

  const t = translatorFor(language);
  const words = printWords(t);
  const span = { start: day(`${startYear}-04-01`, language), end: day(`${startYear + 1}-03-31`, language) };

  return printed(t(/*i18n*/ 'Tuition fee certificate {year} - {name}', { year: yearName, name: student.name }), head, [
    (c) => {
      c.letterhead(head, words);
      c.rule();
      c.text(words.certificateTitle, { size: 12, bold: true, center: true });
      c.text(t(/*i18n*/ 'Financial year {year} ({start} to {end})', { year: yearName, ...span }), {
        size: 9,
        center: true,
      });
      c.pair(
        t(/*i18n*/ 'Student: {name}', { name: student.name }),
        t(/*i18n*/ 'Adm. No. {number}', { number: student.admissionNumber }),
      );
      c.pair(
        t(/*i18n*/ 'Class: {name}', { name: `${student.className} ${student.sectionName}` }),
        t(/*i18n*/ 'Guardian: {name}', { name: student.guardianName }),
      );
      c.rule();
      c.pair(t(/*i18n*/ 'Tuition fee paid'), t(/*i18n*/ 'Amount'), { bold: true });
      if (heads.length === 0) c.text(t(/*i18n*/ 'No tuition fee was paid in this year.'));
      for (const h of heads) c.pair(h.headName, rupees(h.paise / 100));
      c.rule();
      c.pair(t(/*i18n*/ 'Total'), rupees(totalPaise / 100), { bold: true });
      c.text(rupeesInWordsIn(language, totalPaise), { size: 9 });
      c.text(words.certified, { size: 9 });
      c.signature(words.principal, t(/*i18n*/ 'Issued on {date}', { date: day(indianToday(now), language) }));
    },
  ]);
}
