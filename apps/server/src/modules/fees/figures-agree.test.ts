import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  FEE_FREQUENCIES,
  sessionDates,
  type FeeFrequency,
  type PaymentMode,
  type Receipt,
  type StudentDues,
} from '@school-portal/contract';
import {
  academicYears,
  classSections,
  families,
  familyMembers,
  feeConcessions,
  feeHeadAssignments,
  feeHeads,
  feeLateRules,
  institutes,
  schoolClasses,
  siblingConcessionRules,
  students,
  upiClaims,
  upiClaimShares,
} from '../../db/schema/index.ts';
import { institute as asInstitute, scoped, type Institute } from '../../db/scoped.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstituteUser, unique } from '../../../test/factories.ts';
import { cashSummary } from './cash-summary.ts';
import { tuitionPaid } from './certificate.ts';
import { collect } from './collect.ts';
import { collectionsReport } from './collections-report.ts';
import { feeDashboard } from './dashboard-figures.ts';
import { duesByClass } from './dues-by-class.ts';
import { studentDues } from './dues.ts';
import { feeCard } from './fee-card.ts';
import { indianToday } from './fee-math.ts';
import { monthOf, sqlRows } from './report-helpers.ts';
import { defaulters } from './reports.ts';
import { bounceCheque, cancelReceipt, receiptOf } from './receipts.ts';
import { setStructure } from './setup.ts';
import { leaveIn, moveToClass, readmitStudent } from '../students/index.ts';
import { confirmClaim } from '../guardian-fees/index.ts';
import { issueTc } from '../transfer-certificates/index.ts';
import { runYearEnd } from '../year-end/index.ts';
import { writeOff } from './write-offs.ts';

/*
 * One truth (issue 27, decision 016): random schools (fee structures, concessions, late fee rules,
 * admissions during the year, heads for chosen students assigned mid-year and ended, mid-year moves to another class, payments,
 * cancellations, bounced cheques, families with the sibling concession and one UPI payment for all the children, issue 49)
 * are built through the
 * services, and every money figure of every screen is checked against the others and against the sum
 * of the receipts that stand, to the paisa. FEE_PROPERTY_SEED repeats a failed run; FEE_PROPERTY_RUNS
 * sets how many schools.
 */

const SEED = Number(process.env.FEE_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
// CI's run on PostgreSQL takes the 500 the issue asks for, a local run 100, and CI's PGlite run beside the PostgreSQL one
// 20 (set by scripts/test.mjs). A school costs PGlite 1.7 s and PostgreSQL 0.7 s (Nov 2026, stored fee lines placed at each look, load 9-13): 500 on PGlite ran
// past ten minutes alone, on one core, as most of its time is the embedded database's own (WASM and its protocol).
const RUNS = Number(process.env.FEE_PROPERTY_RUNS ?? (process.env.CI && process.env.TEST_DATABASE_URL ? 500 : 100));
const YEAR = 2026;

/** The day `offset` days into a session (YYYY-MM-DD). */
const dayOf = (session: { startDate: string }, offset: number) =>
  new Date(Date.parse(`${session.startDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A head for chosen students (a bus route, hostel) is charged only within a student's assignments. */
const headArb = fc.record({
  isTuition: fc.boolean(),
  chargedBeforeAdmission: fc.boolean(),
  forChosenStudents: fc.boolean(),
});
const structureArb = fc.record({
  frequency: fc.constantFrom<FeeFrequency>(...FEE_FREQUENCIES),
  rupees: fc.integer({ min: 100, max: 6000 }),
  dueDay: fc.integer({ min: 1, max: 28 }),
});
const ruleArb = fc.option(
  fc.oneof(
    fc.record({
      kind: fc.constant('fixed' as const),
      amountPaise: fc.integer({ min: 1, max: 500 }).map((r) => r * 100),
      graceDays: fc.integer({ min: 0, max: 15 }),
      capPaise: fc.option(
        fc.integer({ min: 1, max: 2000 }).map((r) => r * 100),
        { nil: null },
      ),
      scope: fc.constantFrom('instalment' as const, 'year' as const),
    }),
    fc.record({
      kind: fc.constant('perDay' as const),
      amountPaise: fc.integer({ min: 1, max: 50 }).map((r) => r * 100),
      graceDays: fc.integer({ min: 0, max: 15 }),
      capPaise: fc.integer({ min: 1, max: 1000 }).map((r) => r * 100),
      scope: fc.constantFrom('instalment' as const, 'year' as const),
    }),
  ),
  { nil: undefined },
);
const concessionArb = fc.option(
  fc.record({
    headIndex: fc.option(fc.nat(2), { nil: null }),
    percent: fc.boolean(),
    value: fc.integer({ min: 1, max: 10_000 }),
  }),
  { nil: undefined },
);
/** An assignment of a head (used when the head is for chosen students) from a day of the session, ended some days later or running. */
const assignmentArb = fc.record({
  headIndex: fc.nat(2),
  startsAfterDays: fc.nat(330),
  endsAfterDays: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
});
/**
 * Mid-year moves to another class (decision 016), each some days after the admission or the move before; none when the
 * school has one class. Two moves are out and back (A→B→A) with two classes, and A→B→A or A→B→C with three.
 */
const moveArb = fc.record({ afterDays: fc.integer({ min: 1, max: 200 }), classIndex: fc.nat(2) });
const studentArb = fc.record({
  admittedAfterDays: fc.oneof(fc.constant(0), fc.nat(300)),
  concession: concessionArb,
  assignments: fc.array(assignmentArb, { maxLength: 2 }),
  moves: fc.oneof(fc.constant([]), fc.array(moveArb, { minLength: 1, maxLength: 2 })),
});
const paymentArb = fc.record({
  studentIndex: fc.nat(20),
  dayOffset: fc.nat(365),
  /** Of what is due on the day, in thousandths: a part payment or all of it. */
  share: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 1000 })),
  withLateFees: fc.boolean(),
  mode: fc.constantFrom<PaymentMode>('cash', 'cheque', 'upi'),
  outcome: fc.constantFrom('stands', 'stands', 'stands', 'cancelled', 'bounced'),
});
/** Brothers and sisters (indices into the school's students; a student joins the first family naming them). */
const familyArb = fc.array(fc.nat(20), { minLength: 2, maxLength: 3 });
const siblingRuleArb = fc.option(
  fc.record({ headIndex: fc.nat(2), percent: fc.boolean(), value: fc.integer({ min: 1, max: 10_000 }) }),
  { nil: undefined },
);
/** A family's one UPI payment: a share of what all its children owe on the day, confirmed by the office. */
const familyPaymentArb = fc.record({
  familyIndex: fc.nat(2),
  dayOffset: fc.nat(365),
  share: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 1000 })),
});
const schoolArb = fc.record({
  /** The session's first month: April, or June as many state boards. */
  startMonth: fc.constantFrom(4, 6),
  heads: fc.array(headArb, { minLength: 1, maxLength: 3 }),
  classes: fc.array(
    fc.record({
      structures: fc.array(structureArb, { minLength: 1, maxLength: 3 }),
      rule: ruleArb,
      students: fc.array(studentArb, { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  payments: fc.array(paymentArb, { maxLength: 6 }),
  families: fc.array(familyArb, { maxLength: 2 }),
  siblingRule: siblingRuleArb,
  familyPayments: fc.array(familyPaymentArb, { maxLength: 3 }),
  // After which of the moves and payments the office opens Dues by Class (the stored lines are placed then; payments
  // after it must keep them right, and moves must have them placed again).
  looks: fc.array(fc.nat(8), { maxLength: 3 }),
});
type School = typeof schoolArb extends fc.Arbitrary<infer T> ? T : never;

let app: TestApp;
let clerk: { id: string; name: string; role: string };
beforeAll(async () => {
  app = await createTestApp();
  const user = await createInstituteUser(app, `FIG-${unique()}`.toUpperCase());
  // Collections and cancellations are the services' own: one clerk account serves every school.
  clerk = { id: user.account.id, name: user.account.name, role: 'instituteAdmin' };
});
afterAll(() => app.close());

interface Built {
  institute: Institute;
  yearId: string;
  session: { startDate: string; endDate: string };
  students: { id: string; classId: string; admissionDate: string }[];
  /** Each class's section, where a moved student goes. */
  sections: { classId: string; sectionId: string }[];
  /** The moves to make, by the day they are dated. */
  moves: { studentIndex: number; movedOn: string; to: { classId: string; sectionId: string } }[];
  /** Each class's cap on a student's late fees of the year, for a rule per student and year. */
  yearCaps: Map<string, number>;
  /** Names of the heads marked tuition, as receipts print them: what the 80C certificate counts. */
  tuitionHeads: Set<string>;
  /** Each student's spans of heads for chosen students, by head name: what they may be charged of such a head. */
  assigned: Map<string, { headName: string; from: string; until: string | null; regardless: boolean }[]>;
  chosenHeads: Set<string>;
  /** The class each student was admitted to (a move changes `students[].classId`). */
  builtClassOf: Map<string, string>;
  /** Each family's id and its children's indices. */
  families: { id: string; members: number[] }[];
}

async function build(school: School, startYear = YEAR): Promise<Built> {
  const code = `FIG-${unique()}`.toUpperCase();
  await app.deps.db.insert(institutes).values({ code, name: 'Property School' });
  const institute = asInstitute(code);
  const rows = scoped(app.deps.db, institute);
  const year = await rows.insert(academicYears, { startYear, startMonth: school.startMonth, isCurrent: true });
  const heads = [];
  for (const [i, h] of school.heads.entries()) heads.push(await rows.insert(feeHeads, { name: `Head ${i}`, ...h }));
  const built: Built = {
    institute,
    yearId: year.id,
    session: sessionDates(startYear, school.startMonth),
    students: [],
    sections: [],
    moves: [],
    yearCaps: new Map(),
    tuitionHeads: new Set(heads.filter((h) => h.isTuition).map((h) => h.name)),
    assigned: new Map(),
    chosenHeads: new Set(heads.filter((h) => h.forChosenStudents).map((h) => h.name)),
    builtClassOf: new Map(),
    families: [],
  };
  for (const [ci, c] of school.classes.entries()) {
    const schoolClass = await rows.insert(schoolClasses, {
      academicYearId: year.id,
      name: `Class ${ci + 1}`,
      position: ci,
    });
    const section = await rows.insert(classSections, {
      classId: schoolClass.id,
      name: 'A',
      classTeacher: null,
      capacity: null,
    });
    built.sections.push({ classId: schoolClass.id, sectionId: section.id });
    for (const [si, s] of c.structures.entries()) {
      const head = heads[si % heads.length]!;
      await setStructure(app.deps.db, institute, {
        classId: schoolClass.id,
        headId: head.id,
        frequency: s.frequency,
        amount: s.rupees,
        dueDay: s.dueDay,
      });
    }
    if (c.rule) await rows.insert(feeLateRules, { classId: schoolClass.id, ...c.rule });
    if (c.rule?.scope === 'year' && c.rule.capPaise !== null) built.yearCaps.set(schoolClass.id, c.rule.capPaise);
    for (const [si, s] of c.students.entries()) {
      const student = await rows.insert(students, {
        admissionNumber: `A-${ci}-${si}`,
        name: `Student ${ci}-${si}`,
        gender: 'female',
        dob: `${2010 + ((ci * 3 + si) % 8)}-0${1 + (si % 9)}-15`,
        rollNumber: si + 1,
        guardianName: 'Guardian',
        guardianPhone: '9876543210',
        address: 'Pune',
        admissionDate: dayOf(built.session, s.admittedAfterDays),
        sectionId: section.id,
      });
      if (s.concession) {
        const c2 = s.concession;
        await rows.insert(feeConcessions, {
          studentId: student.id,
          academicYearId: year.id,
          headId: c2.headIndex === null ? null : heads[c2.headIndex % heads.length]!.id,
          type: 'custom',
          mode: c2.percent ? 'percent' : 'amount',
          value: c2.percent ? c2.value : c2.value * 10,
          reason: 'Generated',
          createdBy: clerk.id,
        });
      }
      for (const a of s.assignments) {
        const head = heads[a.headIndex % heads.length]!;
        if (!head.forChosenStudents) continue;
        const span = {
          startsOn: dayOf(built.session, a.startsAfterDays),
          endsOn: a.endsAfterDays === null ? null : dayOf(built.session, a.startsAfterDays + a.endsAfterDays),
        };
        await rows.insert(feeHeadAssignments, { studentId: student.id, headId: head.id, ...span, createdBy: clerk.id });
        const spans = built.assigned.get(student.id) ?? [];
        built.assigned.set(student.id, [
          ...spans,
          { headName: head.name, from: span.startsOn, until: span.endsOn, regardless: head.chargedBeforeAdmission },
        ]);
      }
      built.students.push({ id: student.id, classId: schoolClass.id, admissionDate: student.admissionDate });
      built.builtClassOf.set(student.id, schoolClass.id);
    }
  }
  // Families (decision 037): each student in the first family that names them; a family of fewer than two is none.
  const taken = new Set<number>();
  for (const named of school.families) {
    const members = [...new Set(named.map((i) => i % built.students.length))].filter((i) => !taken.has(i));
    if (members.length < 2) continue;
    members.forEach((i) => taken.add(i));
    const family = await rows.insert(families, { createdBy: clerk.id });
    for (const i of members)
      await rows.insert(familyMembers, { familyId: family.id, studentId: built.students[i]!.id, addedBy: clerk.id });
    built.families.push({ id: family.id, members });
  }
  if (school.siblingRule) {
    const r = school.siblingRule;
    await rows.insert(siblingConcessionRules, {
      headId: heads[r.headIndex % heads.length]!.id,
      mode: r.percent ? 'percent' : 'amount',
      value: r.percent ? r.value : r.value * 10,
      updatedBy: clerk.id,
    });
  }
  // Planned once every class exists: each move goes to another class than the one the student is in, dated after the admission and the move before.
  school.classes
    .flatMap((c, ci) => c.students.map((s) => ({ s, ci })))
    .forEach(({ s, ci }, studentIndex) => {
      let [at, day] = [built.sections[ci]!, s.admittedAfterDays];
      for (const m of s.moves) {
        const others = built.sections.filter((x) => x !== at);
        if (others.length === 0) return;
        day += m.afterDays;
        at = others[m.classIndex % others.length]!;
        built.moves.push({ studentIndex, movedOn: dayOf(built.session, day), to: at });
      }
    });
  return built;
}

/** Pays what the counter shows due on the day, oldest first, as much as the share asks; then cancels or bounces it if told. */
async function pay(b: Built, p: School['payments'][number], today: string): Promise<Receipt | undefined> {
  const student = b.students[p.studentIndex % b.students.length]!;
  const paidOn = [dayOf(b.session, p.dayOffset), today].sort()[0]!;
  const dues = await studentDues(app.deps.db, b.institute, student.id, paidOn);
  const open = [
    ...dues.dues
      .filter((d) => d.due > 0)
      .map((d) => ({
        instalmentId: d.instalmentId,
        dueDate: d.dueDate,
        paise: Math.round(d.due * 100),
        kind: 'fee' as const,
      })),
    ...(p.withLateFees
      ? dues.lateFees
          .filter((l) => l.due > 0)
          .map((l) => ({
            instalmentId: l.instalmentId,
            dueDate: l.dueDate,
            paise: Math.round(l.due * 100),
            kind: 'lateFee' as const,
          }))
      : []),
  ].sort((x, y) => x.dueDate.localeCompare(y.dueDate));
  let left = Math.ceil((open.reduce((s, o) => s + o.paise, 0) * p.share) / 1000);
  const allocations = [];
  for (const o of open) {
    if (left <= 0) break;
    const paise = Math.min(o.paise, left);
    left -= paise;
    allocations.push({ instalmentId: o.instalmentId, amount: paise / 100, kind: o.kind });
  }
  if (allocations.length === 0) return undefined;
  const mode = p.outcome === 'bounced' ? 'cheque' : p.mode;
  const body = {
    studentId: student.id,
    idempotencyKey: `fig-${unique()}`,
    paidOn,
    mode,
    allocations,
    reference: 'REF-1',
    chequeNumber: '000123',
    bank: 'SBI',
    chequeDate: paidOn,
  };
  const { receipt } = await collect(app.deps.db, b.institute, clerk, body);
  if (p.outcome === 'cancelled')
    return cancelReceipt(app.deps.db, b.institute, clerk, receipt._id, { reason: 'Wrong student' });
  if (p.outcome === 'bounced')
    return bounceCheque(app.deps.db, b.institute, clerk, receipt._id, { reason: 'Insufficient funds' });
  return receipt;
}

let familyUtrs = 0;

/**
 * A family's one UPI payment of a share of what its children owe on the day, as the guardian claims it on the family's
 * page and the office confirms it: the receipts (one per child) add up to the claim, and no child's line that fell due
 * before the latest line it paid is left unpaid in the family (oldest first across the children).
 */
async function payFamily(b: Built, p: School['familyPayments'][number], today: string): Promise<Receipt[]> {
  const family = b.families[p.familyIndex % Math.max(b.families.length, 1)];
  if (!family) return [];
  const paidOn = [dayOf(b.session, p.dayOffset), today].sort()[0]!;
  const ids = family.members.map((i) => b.students[i]!.id);
  const before = await Promise.all(ids.map((id) => studentDues(app.deps.db, b.institute, id, paidOn)));
  const owed = sum(before, (d) => paise(d.totalDue) + paise(d.totalLateFeeDue));
  const amountPaise = Math.ceil((owed * p.share) / 1000);
  if (amountPaise <= 0) return [];
  const claim = await scoped(app.deps.db, b.institute).insert(upiClaims, {
    studentId: ids[0]!,
    familyId: family.id,
    amountPaise,
    utr: String(700_000_000_000 + ++familyUtrs),
    reference: 'SPFAMILY',
    createdAt: new Date(`${paidOn}T06:00:00Z`),
  });
  await confirmClaim(app.deps.db, b.institute, clerk, claim.id);
  const shares = await scoped(app.deps.db, b.institute).select(
    upiClaimShares,
    sql`${upiClaimShares.claimId} = ${claim.id}`,
  );
  const receipts = await Promise.all(shares.map((s) => receiptOf(app.deps.db, b.institute, s.receiptId)));
  expect(
    sum(receipts, (r) => paise(r.amount)),
    'family receipts add up to the claim',
  ).toBe(amountPaise);
  const after = await Promise.all(ids.map((id) => studentDues(app.deps.db, b.institute, id, paidOn)));
  const lineDue = (d: StudentDues, instalmentId: string) =>
    paise(d.dues.find((x) => x.instalmentId === instalmentId)?.due ?? 0) +
    paise(d.lateFees.find((x) => x.instalmentId === instalmentId)?.due ?? 0);
  const touched = before.flatMap((d, i) =>
    d.dues.filter((x) => lineDue(after[i]!, x.instalmentId) < lineDue(d, x.instalmentId)).map((x) => x.dueDate),
  );
  const latest = touched.sort().at(-1);
  for (const d of after)
    for (const x of d.dues.filter((x) => latest !== undefined && x.dueDate < latest))
      expect(lineDue(d, x.instalmentId), `${x.label} due ${x.dueDate} paid before ${latest}`).toBe(0);
  return receipts;
}

/** Moves a student to another class's section through the students' service; the figures then follow their current class. */
async function move(b: Built, m: Built['moves'][number]): Promise<undefined> {
  const student = b.students[m.studentIndex]!;
  await moveToClass(app.deps.db, b.institute, clerk.id, student.id, { sectionId: m.to.sectionId, movedOn: m.movedOn });
  student.classId = m.to.classId;
  return undefined;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const sum = <T>(items: readonly T[], of: (t: T) => number) => items.reduce((s, t) => s + of(t), 0);

/** Where a student sat, from the moves the test made (not the services' reading of them): each class from a day until the day before the next move. */
function sittings(b: Built, studentIndex: number) {
  const student = b.students[studentIndex]!;
  const moves = b.moves.filter((m) => m.studentIndex === studentIndex);
  const classes = [b.builtClassOf.get(student.id)!, ...moves.map((m) => m.to.classId)];
  const starts = [student.admissionDate, ...moves.map((m) => m.movedOn)];
  return classes.map((classId, i) => ({ classId, from: starts[i]!, until: starts[i + 1] ?? null }));
}

/** Every figure of the school, in paise, checked against the receipts that stand. */
async function checkFigures(b: Built, receipts: Receipt[], now: Date) {
  const db = app.deps.db;
  const today = indianToday(now);
  const standing = receipts.filter((r) => r.status === 'active');
  const total = sum(standing, (r) => paise(r.amount));
  const lateFees = sum(standing, (r) =>
    sum(
      r.lines.filter((l) => l.kind === 'lateFee'),
      (l) => paise(l.amount),
    ),
  );
  for (const r of receipts)
    expect(
      sum(r.lines, (l) => paise(l.amount)),
      `receipt ${r.receiptNo} adds up`,
    ).toBe(paise(r.amount));

  // The reports read what stands paid from fee_lines, kept by triggers: line by line it is what the allocations of standing receipts add up to.
  const paidLine = sql`student_id::text || ' ' || instalment_id::text`;
  const kept = await sqlRows<{ line: string; fee: string; late: string }>(
    db,
    sql`select ${paidLine} as line, fee_paise::text as fee, late_paise::text as late from fee_lines where institute_code = ${b.institute} and allocations > 0 order by 1`,
  );
  const summed = await sqlRows<{ line: string; fee: string; late: string }>(
    db,
    sql`select ${paidLine} as line, coalesce(sum(amount_paise) filter (where kind <> 'lateFee'), 0)::text as fee, coalesce(sum(amount_paise) filter (where kind = 'lateFee'), 0)::text as late
      from fee_allocations where institute_code = ${b.institute} and receipt_id in (select id from fee_receipts where status = 'active') group by 1 order by 1`,
  );
  expect(kept, 'paid balances kept = allocations of standing receipts').toEqual(summed);

  const collections = await collectionsReport(db, b.institute, { from: b.session.startDate, to: b.session.endDate });
  expect([paise(collections.total), paise(collections.lateFees)], 'collections').toEqual([total, lateFees]);
  expect(
    sum(collections.byDay, (d) => paise(d.amount)),
    'collections by day',
  ).toBe(total);
  expect(
    sum(collections.byMode, (d) => paise(d.amount)),
    'collections by mode',
  ).toBe(total);
  expect(
    sum(collections.byHead, (d) => paise(d.amount)),
    'collections by head',
  ).toBe(total);

  const days = [...new Set(receipts.map((r) => r.paidOn))];
  const cash = await Promise.all(days.map((d) => cashSummary(db, b.institute, d)));
  expect([sum(cash, (c) => paise(c.total)), sum(cash, (c) => paise(c.lateFees))], 'day-end cash').toEqual([
    total,
    lateFees,
  ]);

  const classes = await duesByClass(db, b.institute, b.yearId, now);
  expect([paise(classes.totals.collected), paise(classes.totals.lateFeesCollected)], 'dues by class collected').toEqual(
    [total, lateFees],
  );

  const perStudent = await Promise.all(
    b.students.map(async (s) => ({
      ...s,
      dues: await studentDues(db, b.institute, s.id, today),
      card: await feeCard(db, b.institute, s.id),
      tuition: [
        ...(await tuitionPaid(db, b.institute, s.id, YEAR)),
        ...(await tuitionPaid(db, b.institute, s.id, YEAR + 1)),
      ],
    })),
  );
  for (const s of perStudent) {
    const mine = standing.filter((r) => r.student._id === s.id);
    // One year, in one class or two when moved: the card's figures over its classes are the counter's.
    const card = s.card;
    expect([paise(card.paid), paise(card.lateFeesPaid)], 'fee card paid').toEqual([
      sum(mine, (r) => paise(r.amount)),
      sum(mine, (r) =>
        sum(
          r.lines.filter((l) => l.kind === 'lateFee'),
          (l) => paise(l.amount),
        ),
      ),
    ]);
    expect([paise(card.due), paise(card.lateFeesDue)], 'fee card due = counter').toEqual([
      paise(s.dues.totalDue),
      paise(s.dues.totalLateFeeDue),
    ]);
    expect(
      sum(card.years, (y) => paise(y.due)),
      'fee card years add up',
    ).toBe(paise(card.due));
    expect(
      sum(s.dues.dues, (d) => paise(d.due)),
      'student dues add up',
    ).toBe(paise(s.dues.totalDue));
    // A moved student's late fees follow each class's own rule (decision 016), so one class's cap holds for those never moved.
    const moved = b.moves.some((m) => b.students[m.studentIndex]!.id === s.id);
    const yearCap = moved ? undefined : b.yearCaps.get(s.classId);
    if (yearCap !== undefined)
      expect(
        sum(s.dues.lateFees, (l) => paise(l.paid) + paise(l.due)),
        'late fees within the year cap',
      ).toBeLessThanOrEqual(yearCap);
    const tuitionOnReceipts = sum(mine, (r) =>
      sum(
        r.lines.filter((l) => l.kind === 'fee' && b.tuitionHeads.has(l.headName)),
        (l) => paise(l.amount),
      ),
    );
    expect(
      sum(s.tuition, (t) => t.paise),
      '80C tuition',
    ).toBe(tuitionOnReceipts);
  }
  expect(
    sum(perStudent, (s) => paise(s.card.paid)),
    'fee cards add up to the receipts',
  ).toBe(total);

  // Which instalments are charged, against where the student sat (decision 016): an unpaid line only while in its class
  // (or of a head charged regardless, due before they last left it), and every instalment due while they sat there.
  const instalments = await sqlRows<{
    id: string;
    class_id: string;
    due_date: string;
    regardless: boolean;
    chosen: boolean;
  }>(
    db,
    sql`select i.id::text, i.class_id::text, i.due_date::text, h.charged_before_admission as regardless, h.for_chosen_students as chosen
      from fee_instalments i join fee_heads h on h.id = i.head_id where i.institute_code = ${b.institute}`,
  );
  const instalment = new Map(instalments.map((i) => [i.id, i]));
  for (const [index, s] of perStudent.entries()) {
    const sat = sittings(b, index);
    // A head for chosen students charges only while assigned (from the start unless charged regardless), or what was paid of it.
    const spans = b.assigned.get(s.id) ?? [];
    for (const d of s.dues.dues.filter((d) => b.chosenHeads.has(d.headName) && d.paid === 0)) {
      const due = instalment.get(d.instalmentId)!.due_date;
      const within = spans.some(
        (a) => a.headName === d.headName && (a.until === null || due < a.until) && (due >= a.from || a.regardless),
      );
      expect(within, `${d.headName} ${d.label} charged only while assigned`).toBe(true);
    }
    // A line falls due on its instalment's day, or later when the student came later (issue 47), never before they were admitted.
    for (const d of s.dues.dues.filter((d) => d.paid === 0)) {
      expect(
        d.dueDate >= instalment.get(d.instalmentId)!.due_date,
        `${d.label} due no earlier than its instalment`,
      ).toBe(true);
      expect(d.dueDate >= b.students[index]!.admissionDate, `${d.label} due no earlier than the admission`).toBe(true);
    }
    for (const d of s.dues.dues.filter((d) => d.paid === 0)) {
      const i = instalment.get(d.instalmentId)!;
      const within = sat.some(
        (t) =>
          t.classId === i.class_id &&
          (t.until === null || i.due_date < t.until) &&
          (i.due_date >= t.from || i.regardless),
      );
      expect(within, `${d.headName} ${d.label} charged only while in its class`).toBe(true);
    }
    const listed = new Set(s.dues.dues.map((d) => d.instalmentId));
    for (const i of instalments.filter(
      (i) =>
        !i.chosen &&
        sat.some((t) => t.classId === i.class_id && i.due_date >= t.from && (t.until === null || i.due_date < t.until)),
    )) {
      expect(listed.has(i.id), `instalment due ${i.due_date} charged while in its class`).toBe(true);
    }
  }

  const overdueOf = (s: (typeof perStudent)[number]) =>
    sum(
      s.dues.dues.filter((d) => d.dueDate < today),
      (d) => paise(d.due),
    );
  for (const c of classes.classes) {
    const mine = perStudent.filter((s) => s.classId === c.classId);
    expect(paise(c.due), `${c.className} due`).toBe(sum(mine, (s) => sum(s.dues.dues, (d) => paise(d.amount))));
    expect(paise(c.outstanding), `${c.className} outstanding`).toBe(sum(mine, (s) => paise(s.dues.totalDue)));
    expect(paise(c.overdue), `${c.className} overdue`).toBe(sum(mine, overdueOf));
    expect(c.defaulters, `${c.className} defaulters`).toBe(mine.filter((s) => overdueOf(s) > 0).length);
  }

  const list = await defaulters(db, b.institute, { sort: 'amount', page: 1, limit: 100 }, now);
  expect(list.total, 'defaulters school-wide').toBe(perStudent.filter((s) => overdueOf(s) > 0).length);
  expect(new Map(list.items.map((d) => [d.student._id, paise(d.overdue)])), 'each defaulter').toEqual(
    new Map(perStudent.filter((s) => overdueOf(s) > 0).map((s) => [s.id, overdueOf(s)])),
  );

  const dashboard = await feeDashboard(db, b.institute, now);
  const month = monthOf(today);
  const inMonth = standing.filter((r) => r.paidOn >= month.from && r.paidOn <= month.to);
  expect([paise(dashboard.month.collected), paise(dashboard.today.amount)], 'dashboard').toEqual([
    sum(inMonth, (r) => paise(r.amount)),
    sum(
      standing.filter((r) => r.paidOn === today),
      (r) => paise(r.amount),
    ),
  ]);
}

/** Builds one generated school, pays its payments in date order and checks its figures; a failure names the seed and the school. */
async function runSchool(school: School, index: number, now: Date) {
  try {
    const b = await build(school);
    const receipts: Receipt[] = [];
    // Payments and moves in the order of their days (a move first on the same day), as an office would make them.
    const events = [
      ...b.moves.map((m) => ({ day: m.movedOn, order: 0, run: async () => [await move(b, m)] })),
      ...school.payments.map((p) => ({
        day: dayOf(b.session, p.dayOffset),
        order: 1,
        run: async () => [await pay(b, p, indianToday(now))],
      })),
      ...school.familyPayments.map((p) => ({
        day: dayOf(b.session, p.dayOffset),
        order: 2,
        run: () => payFamily(b, p, indianToday(now)),
      })),
    ].sort((x, y) => x.day.localeCompare(y.day) || x.order - y.order);
    await duesByClass(app.deps.db, b.institute, b.yearId, now);
    for (const [i, e] of events.entries()) {
      for (const r of await e.run()) if (r) receipts.push(r);
      if (school.looks.includes(i)) await duesByClass(app.deps.db, b.institute, b.yearId, now);
    }
    await checkFigures(b, receipts, now);
  } catch (err) {
    throw new Error(
      `School ${index} of FEE_PROPERTY_SEED=${SEED}: ${(err as Error).message}\n${JSON.stringify(school)}`,
      { cause: err },
    );
  }
}

/** Schools at once: each is its own institute, so they do not meet; on PostgreSQL they use the pool's connections. */
const AT_ONCE = 4;

describe('every money figure agrees with every other and with the receipts, to the paisa', () => {
  it(`in ${RUNS} generated schools (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const now = new Date();
    const queue = fc.sample(schoolArb, { seed: SEED, numRuns: RUNS }).map((school, index) => ({ school, index }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runSchool(next.school, next.index, now);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  });
});

/*
 * Across a year end (issue 46): a school's first year (2025) is built and paid as above, then the office runs the year
 * end (some students kept back, some leaving, the highest class passing out, fees raised), and in the second year pays
 * earlier years' dues at the counter, writes some off, issues TCs (over dues only by the admin's override) and
 * re-admits a leaver. What anyone owed of the first year at its end is owed after it until paid or written off, to the
 * paisa, and the cards, the counter, Dues by Class of the first year and the receipts still agree.
 */
const YEAR_END_RUNS = Number(
  process.env.FEE_YEAR_END_RUNS ?? (process.env.CI && process.env.TEST_DATABASE_URL ? 100 : 25),
);
const secondYearArb = fc.record({
  school: schoolArb,
  increasePercent: fc.constantFrom(0, 5, 7.5, 10, 12.5),
  roundTo: fc.constantFrom(10 as const, 50 as const, 100 as const),
  /** Per student of the first year, in order: what the year end does with them. */
  fates: fc.array(fc.constantFrom('promoted', 'promoted', 'detained', 'leaving'), { minLength: 9, maxLength: 9 }),
  /** Second-year payments at the counter, oldest dues first (earlier years' before this year's). */
  payments: fc.array(paymentArb, { maxLength: 5 }),
  writeOffs: fc.array(fc.nat(8), { maxLength: 2 }),
  tcs: fc.array(fc.nat(8), { maxLength: 3 }),
  readmit: fc.option(fc.nat(8), { nil: undefined }),
  /** Students leaving during the first year, a day of it: what falls due after is not charged, what fell due before is. */
  midYearLeavers: fc.array(fc.record({ student: fc.nat(8), afterDays: fc.integer({ min: 1, max: 330 }) }), {
    maxLength: 2,
  }),
});

/** Each instalment's own due day (a line of a student who came later falls due later; the leaving rule reads this). */
async function instalmentDays(b: Built) {
  const rows = await sqlRows<{ id: string; due: string }>(
    app.deps.db,
    sql`select id::text, due_date::text as due from fee_instalments where institute_code = ${b.institute}`,
  );
  return new Map(rows.map((r) => [r.id, r.due]));
}

const owedOf = async (b: Built, studentId: string, asOf: string) =>
  new Map(
    (await studentDues(app.deps.db, b.institute, studentId, asOf)).dues.map((d) => [d.instalmentId, paise(d.due)]),
  );

/** What each student owes of each instalment now, in paise (fees only; late fees are counted on the day asked). */
async function owedLines(b: Built, asOf: string) {
  const owed = new Map<string, Map<string, number>>();
  for (const s of b.students) {
    const dues = await studentDues(app.deps.db, b.institute, s.id, asOf);
    owed.set(s.id, new Map(dues.dues.map((d) => [d.instalmentId, paise(d.due)])));
  }
  return owed;
}

async function runTwoYears(
  plan: typeof secondYearArb extends fc.Arbitrary<infer T> ? T : never,
  index: number,
  now: Date,
) {
  try {
    const db = app.deps.db;
    // The moves of the first year are left out here: they are the single-year test's; this one is about the year end.
    const school = {
      ...plan.school,
      classes: plan.school.classes.map((c) => ({ ...c, students: c.students.map((s) => ({ ...s, moves: [] })) })),
    };
    const b = await build(school, YEAR - 1);
    const receipts: Receipt[] = [];
    for (const p of [...school.payments].sort((x, y) => x.dayOffset - y.dayOffset)) {
      const r = await pay(b, p, b.session.endDate);
      if (r) receipts.push(r);
    }
    // Leavers during the first year (issue 46): charged up to the leaving day, nothing after it.
    const firstDays = await instalmentDays(b);
    const leftMidYear = new Set<string>();
    for (const l of plan.midYearLeavers) {
      const s = b.students[l.student % b.students.length]!;
      const leftOn = dayOf(b.session, l.afterDays);
      if (leftMidYear.has(s.id) || leftOn < s.admissionDate) continue;
      leftMidYear.add(s.id);
      const before = await owedOf(b, s.id, b.session.endDate);
      await leaveIn(db, b.institute, clerk.id, s.id, { leftOn, reason: 'Moved to Madurai' });
      const after = await owedOf(b, s.id, b.session.endDate);
      for (const [instalmentId, due] of before)
        expect(
          after.get(instalmentId) ?? 0,
          `${s.id} left ${leftOn}: instalment due ${firstDays.get(instalmentId)} ${firstDays.get(instalmentId)! <= leftOn ? 'still owed' : 'not charged'}`,
        ).toBe(firstDays.get(instalmentId)! <= leftOn ? due : 0);
      expect(
        [...after.keys()].every((i) => before.has(i)),
        'leaving charges nothing new',
      ).toBe(true);
    }
    // At the year end: what each owes of each first-year instalment.
    const atYearEnd = await owedLines(b, b.session.endDate);

    const fates = b.students
      .map((s, i) => ({ s, fate: plan.fates[i % plan.fates.length]! }))
      .filter((f) => !leftMidYear.has(f.s.id));
    const leaving = fates.filter((f) => f.fate === 'leaving');
    const result = await runYearEnd(db, b.institute, clerk.id, {
      fromYearId: b.yearId,
      increasePercent: plan.increasePercent,
      roundTo: plan.roundTo,
      detained: fates.filter((f) => f.fate === 'detained').map((f) => f.s.id),
      leavers: leaving.map((f) => ({ studentId: f.s.id, leftOn: b.session.endDate, reason: 'Moved to Coimbatore' })),
      endedConcessions: [],
    });
    expect(result.promoted + result.detained + result.left + result.passedOut, 'everyone has a fate').toBe(
      fates.length,
    );

    // Nothing owed at the year end is lost by it: the same instalments are owed, to the paisa.
    const justAfter = await owedLines(b, b.session.endDate);
    for (const s of b.students)
      for (const [instalmentId, due] of atYearEnd.get(s.id)!)
        expect(
          justAfter.get(s.id)!.get(instalmentId) ?? 0,
          `${s.id} ${instalmentId} still owed after the year end`,
        ).toBe(due);

    // The second year: the session, its days, and the counter paying the oldest dues first.
    const second: Built = { ...b, yearId: result.academicYear._id, session: sessionDates(YEAR, school.startMonth) };
    const today = indianToday(now);
    for (const p of [...plan.payments].sort((x, y) => x.dayOffset - y.dayOffset)) {
      const r = await pay(second, p, today);
      if (r) receipts.push(r);
    }
    const stillHere = fates.filter((f) => f.fate !== 'leaving');
    for (const w of plan.writeOffs) {
      const who = stillHere[w % Math.max(stillHere.length, 1)];
      if (!who) continue;
      // Nothing left of the first year to write off is refused; that is fine here.
      await writeOff(db, b.institute, clerk.id, who.s.id, {
        academicYearId: b.yearId,
        reason: 'Family in distress',
      }).catch(() => []);
    }
    // TCs: refused while anything is owed unless the admin overrides; numbered 1, 2, 3 without gaps.
    const issued: number[] = [];
    // One TC a leaver (a second of the same leaving is a duplicate, refused as a new TC).
    for (const who of new Set(plan.tcs.map((i) => leaving[i % Math.max(leaving.length, 1)]))) {
      if (!who) continue;
      const tcBody = {
        fatherName: 'Father',
        motherName: 'Mother',
        nationality: 'Indian',
        leftOn: b.session.endDate,
        reason: 'Moved',
        promoted: 'yes' as const,
        conduct: 'Good',
        subjects: 'Tamil, English',
      };
      const refused = await issueTc(db, b.institute, { id: clerk.id, role: 'instituteUser' }, who.s.id, tcBody).then(
        () => false,
        () => true,
      );
      const tc = refused
        ? await issueTc(db, b.institute, { id: clerk.id, role: 'instituteAdmin' }, who.s.id, {
            ...tcBody,
            overrideReason: 'Allowed',
          })
        : undefined;
      if (tc) expect(tc.duesAtIssue, 'a TC refused to the clerk had dues').toBeGreaterThan(0);
      issued.push(tc?.number ?? issued.length + 1);
    }
    expect(issued, 'TC numbers run without gaps').toEqual(issued.map((_, i) => i + 1));
    if (plan.readmit !== undefined && leaving.length > 0) {
      const who = leaving[plan.readmit % leaving.length]!;
      const [section] = await sqlRows<{ id: string }>(
        db,
        sql`select s.id from class_sections s join school_classes c on c.id = s.class_id where c.academic_year_id = ${second.yearId} and s.institute_code = ${b.institute} limit 1`,
      );
      await readmitStudent(db, b.institute, clerk.id, who.s.id, { sectionId: section!.id, readmittedOn: today });
      // Charged again from the day they came back, nothing that fell due while they were away.
      const days = await instalmentDays(b);
      const back = await studentDues(db, b.institute, who.s.id, today);
      for (const d of back.dues.filter((d) => d.paid === 0)) {
        const due = days.get(d.instalmentId)!;
        expect(due <= b.session.endDate || due >= today, `${d.label} due ${due} while away is not charged`).toBe(true);
      }
      const [{ n } = { n: 0 }] = await sqlRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from fee_instalments i join fee_heads h on h.id = i.head_id join class_sections s on s.class_id = i.class_id
          where s.id = ${section!.id} and i.due_date >= ${today} and not h.for_chosen_students`,
      );
      expect(
        back.dues.filter((d) => days.get(d.instalmentId)! >= today).length,
        'charged again from the re-admission (every instalment of their class from that day, and a chosen head they keep)',
      ).toBeGreaterThanOrEqual(n);
    }

    // What was owed of the first year at its end is now owed less only what receipts paid of it and what was written off.
    const since = await sqlRows<{ key: string; paise: string }>(
      db,
      sql`select a.student_id::text || ' ' || a.instalment_id::text as key, sum(a.amount_paise)::text as paise
        from fee_allocations a join fee_receipts r on r.id = a.receipt_id
        where a.institute_code = ${b.institute} and a.kind = 'fee' and r.status = 'active' and r.paid_on > ${b.session.endDate}
        group by 1
        union all
        select student_id::text || ' ' || instalment_id::text, sum(amount_paise)::text from fee_write_offs
        where institute_code = ${b.institute} group by 1`,
    );
    const gone = new Map<string, number>();
    for (const r of since) gone.set(r.key, (gone.get(r.key) ?? 0) + Number(r.paise));
    const nowOwed = await owedLines(b, today);
    for (const s of b.students)
      for (const [instalmentId, due] of atYearEnd.get(s.id)!) {
        const key = `${s.id} ${instalmentId}`;
        expect(
          (nowOwed.get(s.id)!.get(instalmentId) ?? 0) + (gone.get(key) ?? 0),
          `${key}: owed now + paid since + written off = owed at the year end`,
        ).toBe(due);
      }

    // Every figure still agrees: the card is the counter, its years add up, the cards' payments are the receipts.
    const standing = receipts.filter((r) => r.status === 'active');
    let cardsPaid = 0;
    for (const s of b.students) {
      const [dues, card] = await Promise.all([
        studentDues(db, b.institute, s.id, today),
        feeCard(db, b.institute, s.id),
      ]);
      expect([paise(card.due), paise(card.lateFeesDue)], 'fee card due = counter').toEqual([
        paise(dues.totalDue),
        paise(dues.totalLateFeeDue),
      ]);
      expect(
        sum(card.years, (y) => paise(y.due)),
        'fee card years add up',
      ).toBe(paise(card.due));
      cardsPaid += paise(card.paid);
    }
    expect(cardsPaid, 'fee cards add up to the receipts').toBe(sum(standing, (r) => paise(r.amount)));
    // Dues by Class of the first year keeps every student there, left or promoted, with what they owe of it.
    const firstYear = await duesByClass(db, b.institute, b.yearId, now);
    const activeNow = new Set(
      (await scoped(db, b.institute).select(students)).filter((s) => s.status === 'active').map((s) => s.id),
    );
    const owedFirstYear = sum(
      b.students.filter((s) => activeNow.has(s.id)),
      (s) => sum([...atYearEnd.get(s.id)!.keys()], (i) => nowOwed.get(s.id)!.get(i) ?? 0),
    );
    expect(
      paise(firstYear.totals.outstanding),
      'dues by class of the first year: what its students still owe of it',
    ).toBe(owedFirstYear);
  } catch (err) {
    throw new Error(
      `Two-year school ${index} of FEE_PROPERTY_SEED=${SEED}: ${(err as Error).message}\n${JSON.stringify(plan)}`,
      {
        cause: err,
      },
    );
  }
}

describe('across a year end nothing owed is lost, and every figure still agrees', () => {
  it(`in ${YEAR_END_RUNS} generated schools over two years (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const now = new Date();
    const queue = fc
      .sample(secondYearArb, { seed: SEED, numRuns: YEAR_END_RUNS })
      .map((plan, index) => ({ plan, index }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runTwoYears(next.plan, next.index, now);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  });
});
