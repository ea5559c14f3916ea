import { sql, type SQL } from 'drizzle-orm';
import type { Institute } from '../../db/scoped.ts';

/**
 * The fee rule (decisions 016, 021 and 022): what a student is charged, one line per student and instalment, with its
 * net amount and the day it falls due. This is its only copy (issue 46): the reports add up the stored lines
 * set-wise, and the counter, the fee card and the guardian's page read the same lines one student at a time
 * (student-ledger.ts). The rule:
 * - who: the students of the year, in the class they sit in, or, promoted since, where they sat at its end
 *   (`student_year_places`): what they owe of a year stays that year's until paid, conceded or written off;
 * - charged: due on or after the admission date (or a mid-year move into the class), or of a head charged regardless,
 *   or paid something; of each class the student sat in this year, what fell due while they sat in it (a student moved
 *   out and back sits in it twice), reported under the class they sit in now; a head for chosen students only within
 *   the student's assignment; nothing that falls due after a leaving day, until a re-admission (`student_absences`):
 *   a leaver owes up to the day they left, as Indian schools charge up to the month of leaving;
 * - due on: the instalment's day, or the day the student came (admission, move, assignment) if later: a head charged
 *   in full to mid-year admissions falls due on their admission day, and its late fee counts from then (issue 47);
 * - net: less the concessions and the school's sibling concession for a second or later child (amounts add, a percent in hundredths rounds up to the paisa) and what the institute
 *   admin wrote off, never beyond the instalment; a line's remaining due never goes below nothing.
 *
 * The lines are stored in `fee_lines` (db/schema/fee-lines.ts): what stands paid is kept there by triggers with
 * every allocation and cancellation, and what is charged is placed by `ruleLinesCte` below (ledger-store.ts runs it
 * when something it is built from has changed). A report then adds up one table: at 3,000 students building the
 * lines on every call took about 160 ms, most of it joining 48,000 paid balances to 51,000 lines.
 */
export interface LedgerScope {
  academicYearId: string;
  /** The Indian calendar day: what fell due before it is overdue. */
  today: string;
  /** Days whose dues the dashboard's month shows (`due_in_window`); today alone unless told. */
  window?: { from: string; to: string };
  classId?: string;
}

/** Whom a year's lines are placed for: the reports' active students, or also those who left (the counter's), or one student. */
interface Placing {
  classId?: string | undefined;
  /** Also students who have left: their lines stay charged for the counter, outside the ledger the reports count. */
  leavers?: boolean;
  studentId?: string | undefined;
}

/**
 * The students of a year once each (`placed`), in the class and section they sit in now, or, for a student since
 * placed in another year (promoted), where they sat at that year's end (`student_year_places`, decision 032): every
 * line of theirs is reported there, so what they still owe of an earlier year stays in that year's books. `active`
 * says the reports count them.
 */
function placedCte(
  institute: Institute,
  academicYearId: string,
  { classId, leavers = false, studentId }: Placing,
): SQL {
  const status = leavers ? sql`` : sql`and s.status = 'active'`;
  return sql`
    placed as (
      select s.id as student_id, sec.class_id, sec.id as section_id, s.admission_date, s.status = 'active' as active
      from students s
      join class_sections sec on sec.id = s.section_id and sec.institute_code = ${institute}
      join school_classes c on c.id = sec.class_id and c.institute_code = ${institute}
      where s.institute_code = ${institute} and c.academic_year_id = ${academicYearId} ${status}
        ${classId ? sql`and sec.class_id = ${classId}` : sql``} ${studentId ? sql`and s.id = ${studentId}` : sql``}
      union all
      select s.id, yp.class_id, yp.section_id, s.admission_date, s.status = 'active'
      from student_year_places yp
      join students s on s.id = yp.student_id and s.institute_code = ${institute}
      where yp.institute_code = ${institute} and yp.academic_year_id = ${academicYearId} ${status}
        ${classId ? sql`and yp.class_id = ${classId}` : sql``} ${studentId ? sql`and yp.student_id = ${studentId}` : sql``}
    )`;
}

/**
 * Every line the rule could charge of the year (`rule_lines`): each student's classes of the year (`spans`, with
 * their stretches) times those classes' instalments, with its net amount, whether it is charged and the class
 * and section it is reported under. Stored by ledger-store.ts placeLines.
 */
export function ruleLinesCte(institute: Institute, academicYearId: string, studentId?: string): SQL {
  return sql`
    ${placedCte(institute, academicYearId, { leavers: true, studentId })}, away as (
      -- The days a student was not on the roll (issue 46): after the leaving day of one who has left, and each stretch
      -- between a leaving and a re-admission. Nothing falling due in them is charged; the leaving day itself is.
      select a.student_id, range_agg(a.gone) as gone from (
        select s.id as student_id, daterange(s.left_on, null, '()') as gone
        from students s where s.institute_code = ${institute} and s.status = 'left' and s.left_on is not null
          and s.id in (select student_id from placed)
        union all
        select ab.student_id, daterange(ab.left_on, ab.back_on, '()') from student_absences ab
        where ab.institute_code = ${institute} and ab.student_id in (select student_id from placed)
      ) a group by a.student_id
    ), moved as (
      -- Their moves between classes of this year (a move is within a year; a past year's stays out).
      select m.student_id, m.from_class_id, m.to_class_id, m.moved_on
      from student_class_moves m join placed p on p.student_id = m.student_id
      where m.institute_code = ${institute}
        and m.from_class_id in (select id from school_classes where institute_code = ${institute} and academic_year_id = ${academicYearId})
    ), stretches as (
      -- A moved student's stretches in each class of the year (fee-math.ts classSpans): from each move into it after the
      -- admission, and from the admission unless their first move after it was into that class (so A→B→A sits in A twice);
      -- each until their first move out of that class after the stretch began.
      select st.student_id, st.charged_class_id, st.from_date,
        (select min(mo.moved_on) from moved mo where mo.student_id = st.student_id and mo.from_class_id = st.charged_class_id and mo.moved_on > st.from_date) as until
      from (
        select m.student_id, m.to_class_id as charged_class_id, m.moved_on as from_date
        from moved m join placed p on p.student_id = m.student_id where m.moved_on > p.admission_date
        union
        select k.student_id, k.charged_class_id, p.admission_date
        from (select student_id, from_class_id as charged_class_id from moved union select m.student_id, p.class_id from moved m join placed p on p.student_id = m.student_id) k
        join placed p on p.student_id = k.student_id
        where not exists (
          select 1 from moved e where e.student_id = k.student_id and e.to_class_id = k.charged_class_id and e.moved_on > p.admission_date
            and not exists (select 1 from moved x where x.student_id = k.student_id and x.from_class_id = k.charged_class_id and x.moved_on > p.admission_date and x.moved_on <= e.moved_on))
      ) st
    ), spans as (
      -- One row per student and class charged. Most students never moved: their one class, from the admission.
      select p.student_id, p.class_id, p.section_id, p.active, p.class_id as charged_class_id, p.admission_date, null::datemultirange as sat, null::date as until
      from placed p where not exists (select 1 from moved m where m.student_id = p.student_id)
      union all
      -- A moved student: each class of the year they sat in, with its stretches (sat) and the end of the last (null while in it).
      select s.student_id, p.class_id, p.section_id, p.active, s.charged_class_id, min(s.from_date), range_agg(daterange(s.from_date, s.until)),
        case when bool_or(s.until is null) then null else max(s.until) end
      from stretches s join placed p on p.student_id = s.student_id
      group by s.student_id, p.class_id, p.section_id, p.active, s.charged_class_id
    ), siblings as (
      -- The second and later child of a family by date of birth (decision 037): every child linked counts, whether
      -- still here or not, so a sibling leaving never re-prices what the others were charged.
      select f.student_id, f.n from (
        select fm.student_id, row_number() over (partition by fm.family_id order by s.dob, lower(s.admission_number), s.id) as n
        from family_members fm join students s on s.id = fm.student_id and s.institute_code = ${institute}
        where fm.institute_code = ${institute}
          and fm.family_id in (select family_id from family_members where institute_code = ${institute} and student_id in (select student_id from placed))
      ) f where f.n > 1
    ), concessions as (
      -- The student's own concessions of the year, and the school's sibling concession as one more.
      select c.student_id, c.head_id, c.mode, c.value from fee_concessions c
      where c.institute_code = ${institute} and c.academic_year_id = ${academicYearId}
      union all
      select sib.student_id, r.head_id, r.mode, r.value from siblings sib
      join sibling_concession_rules r on r.institute_code = ${institute}
    ), offered as (
      select c.student_id, i.id as instalment_id,
        sum(case when c.mode = 'amount' then c.value else ceil(i.amount_paise * c.value / 10000.0) end)::bigint as paise
      from concessions c
      join spans p on p.student_id = c.student_id
      join fee_instalments i on i.class_id = p.charged_class_id and i.institute_code = ${institute} and (c.head_id is null or c.head_id = i.head_id)
      group by c.student_id, i.id
    ), written_off as (
      -- What the institute admin wrote off (decision 032): off the line as a concession is, so it is owed nowhere.
      select w.student_id, w.instalment_id, sum(w.amount_paise)::bigint as paise
      from fee_write_offs w join placed p on p.student_id = w.student_id
      where w.institute_code = ${institute}
      group by w.student_id, w.instalment_id
    ), assigned as (
      -- starts_on: a head assigned later than the student came charges from the assignment, as from an admission.
      select fa.student_id, i.id as instalment_id, min(fa.starts_on) as starts_on
      from fee_head_assignments fa
      join fee_heads h on h.id = fa.head_id and h.institute_code = ${institute}
      join spans p on p.student_id = fa.student_id
      join fee_instalments i on i.class_id = p.charged_class_id and i.head_id = fa.head_id and i.institute_code = ${institute}
      where fa.institute_code = ${institute}
        and (fa.ends_on is null or i.due_date < fa.ends_on) and (i.due_date >= fa.starts_on or h.charged_before_admission)
      group by fa.student_id, i.id
    ), ruled as (
      select p.student_id, p.class_id, p.section_id, p.active, i.id as instalment_id, i.due_date as instalment_due,
        i.amount_paise - least(coalesce(off.paise, 0) + coalesce(wo.paise, 0), i.amount_paise) as net,
        -- Due while they sat in the class, or of a head charged regardless and due before they last left it.
        ((p.until is null or i.due_date < p.until)
          and (case when p.sat is null then i.due_date >= p.admission_date else p.sat @> i.due_date end or h.charged_before_admission)
          and (not h.for_chosen_students or asg.student_id is not null)
          and not coalesce(aw.gone @> i.due_date, false)) as charged,
        -- The day their charge starts: the stretch in the class it falls in (for a head charged regardless, the first
        -- stretch they left after its due date), or the admission; a head assigned later starts at the assignment.
        greatest(
          case when p.sat is null then p.admission_date
            else coalesce((select min(lower(r)) from unnest(p.sat) r where upper_inf(r) or upper(r) > i.due_date), p.admission_date) end,
          case when h.for_chosen_students then asg.starts_on end
        ) as starts
      from spans p
      join fee_instalments i on i.class_id = p.charged_class_id and i.institute_code = ${institute}
      join fee_heads h on h.id = i.head_id and h.institute_code = ${institute}
      left join offered off on off.student_id = p.student_id and off.instalment_id = i.id
      left join written_off wo on wo.student_id = p.student_id and wo.instalment_id = i.id
      left join assigned asg on asg.student_id = p.student_id and asg.instalment_id = i.id
      left join away aw on aw.student_id = p.student_id
    ), rule_lines as (
      -- The line falls due on its instalment's day, or, charged to a student who came later (a head charged in full
      -- to mid-year admissions), on the day they came: overdue and late from then, never before they were here
      -- (issue 47). Its late fee counts from this day (student-ledger.ts).
      select student_id, class_id, section_id, active, instalment_id, net, charged,
        greatest(instalment_due, starts) as due_date
      from ruled
    )`;
}

/**
 * The stored lines of a year the reports count (`lines`, paid or charged, of an active student in a class they sat in),
 * with `placed` and, per student charged something, their sums (`per_student`: due, paid_fee, paid_late, remaining,
 * overdue, due_in_window, oldest_due). Run ledger-store.ts ensureLinesPlaced first.
 */
export function ledgerLinesCte(
  institute: Institute,
  { academicYearId, today, window = { from: today, to: today }, classId }: LedgerScope,
): SQL {
  return sql`
    ${placedCte(institute, academicYearId, { classId })}, lines as (
      select student_id, class_id, section_id, instalment_id, due_date, net_paise as net, fee_paise as paid_fee, late_paise as paid_late
      from fee_lines
      where institute_code = ${institute} and academic_year_id = ${academicYearId} and in_ledger and (charged or allocations > 0)
        ${classId ? sql`and class_id = ${classId}` : sql``}
    ), per_student as (
      select student_id, class_id, section_id,
        sum(net) as due,
        sum(paid_fee) as paid_fee,
        sum(paid_late) as paid_late,
        sum(greatest(net - paid_fee, 0)) as remaining,
        coalesce(sum(greatest(net - paid_fee, 0)) filter (where due_date < ${today}), 0) as overdue,
        coalesce(sum(net) filter (where due_date between ${window.from} and ${window.to}), 0) as due_in_window,
        min(due_date) filter (where due_date < ${today} and net > paid_fee) as oldest_due
      from lines group by student_id, class_id, section_id
    )`;
}
