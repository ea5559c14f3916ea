import { sql } from 'drizzle-orm';
import type { ClassDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { classSections, feeAllocations, feeConcessions, feeInstalments, feeReceipts, schoolClasses, students } from '../../db/schema/index.ts';
import type { Institute } from '../../db/scoped.ts';
import { rupeesOf, sqlRows } from './report-helpers.ts';

interface ClassDuesRow {
  class_id: string;
  class_name: string;
  students: number;
  due: string;
  collected: string;
  overdue: string;
  due_in_window: string;
  defaulters: number;
}

export interface ClassDuesInPaise {
  classId: string;
  className: string;
  students: number;
  due: number;
  collected: number;
  overdue: number;
  /** What falls due between the window's days (the dashboard's month). */
  dueInWindow: number;
  defaulters: number;
}

/**
 * Every class of a year with what its active students are charged, have paid (receipts that stand),
 * have overdue (due before `today`, Indian time) and how many are defaulters, in one aggregate: the
 * same rule as studentDues and the defaulters report (the class's instalments minus standing
 * allocations), summed by PostgreSQL so a school of thousands is one query, not one per student.
 * The collection never lets an instalment be paid beyond its amount, so a student is a defaulter
 * exactly when they paid less than their class's past-due instalments add up to: payments are
 * summed per student and class (a few thousand rows), never per student and instalment; paid to a
 * class the student has left, a payment counts for neither.
 * Dues are net of concessions (computed as fee-math.ts does); late fees and what paid them are left out.
 */
export async function classDuesOfYear(db: DbOrTx, institute: Institute, academicYearId: string, today: string, window = { from: today, to: today }): Promise<ClassDuesInPaise[]> {
  const rows = await sqlRows<ClassDuesRow>(
    db,
    sql`
    with classes as (
      select id, name, position from ${schoolClasses} where institute_code = ${institute} and academic_year_id = ${academicYearId}
    ), placed as (
      select s.id as student_id, sec.class_id
      from ${students} s join ${classSections} sec on sec.id = s.section_id
      where s.institute_code = ${institute} and s.status = 'active' and sec.class_id in (select id from classes)
    ), charges as (
      select class_id,
        sum(amount_paise) as each_due,
        coalesce(sum(amount_paise) filter (where due_date < ${today}), 0) as each_past_due,
        coalesce(sum(amount_paise) filter (where due_date between ${window.from} and ${window.to}), 0) as each_in_window
      from ${feeInstalments} where institute_code = ${institute} and academic_year_id = ${academicYearId}
      group by class_id
    ), concession as (
      -- fee-math.ts concessionPaise, per student and instalment: amounts add, a percent (in hundredths)
      -- rounds up to the paisa, never beyond the instalment.
      select c.student_id, i.class_id, i.due_date,
        least(sum(case when c.mode = 'amount' then c.value else ceil(i.amount_paise * c.value / 10000.0) end), i.amount_paise) as off
      from ${feeConcessions} c
      join placed p on p.student_id = c.student_id
      join ${feeInstalments} i on i.class_id = p.class_id and (c.head_id is null or c.head_id = i.head_id)
      where c.institute_code = ${institute} and c.academic_year_id = ${academicYearId}
      group by c.student_id, i.id, i.class_id, i.due_date, i.amount_paise
    ), off as (
      select student_id, class_id, sum(off) as paise,
        coalesce(sum(off) filter (where due_date < ${today}), 0) as past_paise,
        coalesce(sum(off) filter (where due_date between ${window.from} and ${window.to}), 0) as window_paise
      from concession group by student_id, class_id
    ), paid as (
      -- The instalments themselves: what paid a late fee is not part of the dues here.
      select a.student_id, i.class_id, sum(a.amount_paise) as paise, coalesce(sum(a.amount_paise) filter (where i.due_date < ${today}), 0) as past_paise
      from ${feeAllocations} a
      join ${feeInstalments} i on i.id = a.instalment_id
      join ${feeReceipts} r on r.id = a.receipt_id
      where a.institute_code = ${institute} and r.status = 'active' and a.kind = 'fee' and i.academic_year_id = ${academicYearId}
      group by a.student_id, i.class_id
    ), per_class as (
      select p.class_id, count(*)::int as students,
        coalesce(sum(paid.paise), 0) as collected,
        coalesce(sum(paid.past_paise), 0) as past_paid,
        coalesce(sum(off.paise), 0) as off,
        coalesce(sum(off.past_paise), 0) as past_off,
        coalesce(sum(off.window_paise), 0) as window_off,
        count(*) filter (where coalesce(paid.past_paise, 0) < ch.each_past_due - coalesce(off.past_paise, 0))::int as defaulters
      from placed p
      left join charges ch on ch.class_id = p.class_id
      left join paid on paid.student_id = p.student_id and paid.class_id = p.class_id
      left join off on off.student_id = p.student_id and off.class_id = p.class_id
      group by p.class_id
    )
    select c.id as class_id, c.name as class_name, coalesce(pc.students, 0) as students,
      coalesce(pc.students * ch.each_due - pc.off, 0) as due,
      coalesce(pc.collected, 0) as collected,
      coalesce(pc.students * ch.each_past_due - pc.past_off - pc.past_paid, 0) as overdue,
      coalesce(pc.students * ch.each_in_window - pc.window_off, 0) as due_in_window,
      coalesce(pc.defaulters, 0) as defaulters
    from classes c left join per_class pc on pc.class_id = c.id left join charges ch on ch.class_id = c.id
    order by c.position, c.name`,
  );
  return rows.map((r) => ({
    classId: r.class_id,
    className: r.class_name,
    students: Number(r.students),
    due: Number(r.due),
    collected: Number(r.collected),
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
  outstanding: rupeesOf(c.due - c.collected),
  overdue: rupeesOf(c.overdue),
  defaulters: c.defaulters,
});

/** The school's figures: every class's added up, in paise. */
export function sumClassDues(classes: ClassDuesInPaise[]): ClassDuesInPaise {
  const zero: ClassDuesInPaise = { classId: '', className: 'Total', students: 0, due: 0, collected: 0, overdue: 0, dueInWindow: 0, defaulters: 0 };
  return classes.reduce(
    (t, c) => ({
      ...t,
      students: t.students + c.students,
      due: t.due + c.due,
      collected: t.collected + c.collected,
      overdue: t.overdue + c.overdue,
      dueInWindow: t.dueInWindow + c.dueInWindow,
      defaulters: t.defaulters + c.defaulters,
    }),
    zero,
  );
}
