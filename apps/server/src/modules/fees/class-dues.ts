import { sql } from 'drizzle-orm';
import type { ClassDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { ledgerLinesCte } from './ledger-lines.ts';
import { ensureLinesPlaced } from './ledger-store.ts';
import { rupeesOf, sqlRows } from './report-helpers.ts';

interface ClassDuesRow {
  class_id: string;
  class_name: string;
  students: number;
  due: string;
  collected: string;
  late_fees: string;
  outstanding: string;
  overdue: string;
  due_in_window: string;
  defaulters: number;
}

export interface ClassDuesInPaise {
  classId: string;
  className: string;
  students: number;
  /** Net of concessions; late fees are not dues here (they are asked at the counter). */
  due: number;
  /** What receipts that stand paid, late fees included. */
  collected: number;
  /** The late fees within `collected`. */
  lateFees: number;
  /** What is still to pay of `due`. */
  outstanding: number;
  overdue: number;
  /** What falls due between the window's days (the dashboard's month). */
  dueInWindow: number;
  defaulters: number;
}

/**
 * Every class of a year with what its active students are charged, have paid (receipts that stand,
 * late fees included and named), still owe and have overdue (due before `today`, Indian time), and how
 * many are defaulters: the ledger's lines (ledger-lines.ts, the same rule as the counter and the fee
 * card) summed by PostgreSQL, so a school of thousands is one query, not one per student.
 */
export async function classDuesOfYear(
  db: DbOrTx,
  institute: Institute,
  academicYearId: string,
  today: string,
  window = { from: today, to: today },
): Promise<ClassDuesInPaise[]> {
  await ensureLinesPlaced(db, institute, academicYearId);
  const rows = await sqlRows<ClassDuesRow>(
    db,
    sql`
    with ${ledgerLinesCte(institute, { academicYearId, today, window })},
    classes as (
      select id, name, position from school_classes where institute_code = ${institute} and academic_year_id = ${academicYearId}
    ), headcount as (
      select class_id, count(*)::int as students from placed group by class_id
    ), per_class as (
      select class_id, sum(due) as due, sum(paid_fee + paid_late) as collected, sum(paid_late) as late_fees, sum(remaining) as outstanding,
        sum(overdue) as overdue, sum(due_in_window) as due_in_window, (count(*) filter (where overdue > 0))::int as defaulters
      from per_student group by class_id
    )
    select c.id as class_id, c.name as class_name, coalesce(hc.students, 0) as students,
      coalesce(pc.due, 0) as due, coalesce(pc.collected, 0) as collected, coalesce(pc.late_fees, 0) as late_fees,
      coalesce(pc.outstanding, 0) as outstanding, coalesce(pc.overdue, 0) as overdue,
      coalesce(pc.due_in_window, 0) as due_in_window, coalesce(pc.defaulters, 0) as defaulters
    from classes c left join headcount hc on hc.class_id = c.id left join per_class pc on pc.class_id = c.id
    order by c.position, c.name`,
  );
  return rows.map((r) => ({
    classId: r.class_id,
    className: r.class_name,
    students: Number(r.students),
    due: Number(r.due),
    collected: Number(r.collected),
    lateFees: Number(r.late_fees),
    outstanding: Number(r.outstanding),
    overdue: Number(r.overdue),
    dueInWindow: Number(r.due_in_window),
    defaulters: Number(r.defaulters),
  }));
}

/** A class's figures on the wire, in rupees. */
export const toClassDues = (c: ClassDuesInPaise): ClassDues => ({
  classId: c.classId,
  className: c.className,
  students: c.students,
  due: rupeesOf(c.due),
  collected: rupeesOf(c.collected),
  lateFeesCollected: rupeesOf(c.lateFees),
  outstanding: rupeesOf(c.outstanding),
  overdue: rupeesOf(c.overdue),
  defaulters: c.defaulters,
});

/** The school's figures: every class's added up, in paise. */
export function sumClassDues(classes: ClassDuesInPaise[]): ClassDuesInPaise {
  const zero: ClassDuesInPaise = {
    classId: '',
    className: 'Total',
    students: 0,
    due: 0,
    collected: 0,
    lateFees: 0,
    outstanding: 0,
    overdue: 0,
    dueInWindow: 0,
    defaulters: 0,
  };
  return classes.reduce(
    (t, c) => ({
      ...t,
      students: t.students + c.students,
      due: t.due + c.due,
      collected: t.collected + c.collected,
      lateFees: t.lateFees + c.lateFees,
      outstanding: t.outstanding + c.outstanding,
      overdue: t.overdue + c.overdue,
      dueInWindow: t.dueInWindow + c.dueInWindow,
      defaulters: t.defaulters + c.defaulters,
    }),
    zero,
  );
}
