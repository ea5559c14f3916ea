import { academicYearName, type DuesByClass } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import type { Translate } from '../../http/language.ts';
import { currentYear, findYear } from '../classes/index.ts';
import { classDuesOfYear, sumClassDues, toClassDues } from './class-dues.ts';
import { indianToday } from './reports.ts';
import { toCsv } from './report-helpers.ts';

/** Each class's dues for a year (left out: the current one), with the school's totals. */
export async function duesByClass(
  db: DbOrTx,
  institute: Institute,
  academicYearId: string | undefined,
  now = new Date(),
): Promise<DuesByClass> {
  const year = academicYearId ? await findYear(db, institute, academicYearId) : await currentYear(db, institute);
  if (!year)
    return {
      academicYear: null,
      classes: [],
      totals: { students: 0, due: 0, collected: 0, lateFeesCollected: 0, outstanding: 0, overdue: 0, defaulters: 0 },
    };
  const inPaise = await classDuesOfYear(db, institute, year.id, indianToday(now));
  // Summed in paise, then turned into rupees once, like each class.
  const { classId: _c, className: _n, ...totals } = toClassDues(sumClassDues(inPaise));
  const classes = inPaise.map(toClassDues);
  return { academicYear: { _id: year.id, name: academicYearName(year.startYear) }, classes, totals };
}

/** Headers and the total's name in the caller's language (`t`). */
export function duesByClassCsv(report: DuesByClass, t: Translate): string {
  const totals = report.totals;
  return toCsv(
    [
      t(/*i18n*/ 'Class'),
      t(/*i18n*/ 'Students'),
      t(/*i18n*/ 'Due (Rs.)'),
      t(/*i18n*/ 'Collected (Rs.)'),
      t(/*i18n*/ 'Of Which Late Fees (Rs.)'),
      t(/*i18n*/ 'Outstanding (Rs.)'),
      t(/*i18n*/ 'Overdue (Rs.)'),
      t(/*i18n*/ 'Defaulters'),
    ],
    [...report.classes, { className: t(/*i18n*/ 'Total'), ...totals }].map((c) => [
      c.className,
      c.students,
      c.due,
      c.collected,
      c.lateFeesCollected,
      c.outstanding,
      c.overdue,
      c.defaulters,
    ]),
  );
}
