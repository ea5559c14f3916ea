import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  feeAssignmentsApi,
  feeReportsApi,
  feesApi,
  studentsApi,
  type DuesByClass,
  type FeeInstalment,
} from '@school-portal/contract';
import { institute } from '../../db/scoped.ts';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';
import { ensureLinesPlaced } from './ledger-store.ts';

/*
 * The reports' stored ledger (decision 021): after any change an office makes, Dues by Class must read what
 * the lines placed afresh from scratch read, and a payment must be on the lines without placing them again.
 */
const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

const duesByClass = async () => {
  const res = await clerk().call(feeReportsApi.duesByClass, {});
  expect(res.statusCode).toBe(200);
  return res.json<DuesByClass>();
};

/** What the report reads when every line of the year is placed again from the rule. */
async function rebuilt(yearId: string): Promise<DuesByClass> {
  await t.app.deps.db.execute(sql`delete from fee_line_years where academic_year_id = ${yearId}`);
  return duesByClass();
}

/** The report as the office sees it now, checked against the lines placed from scratch. */
async function agrees(): Promise<DuesByClass> {
  const seen = await duesByClass();
  expect(await rebuilt(seen.academicYear!._id), 'stored lines = lines placed from scratch').toEqual(seen);
  return seen;
}

const classOf = (report: DuesByClass, classId: string) => report.classes.find((c) => c.classId === classId)!;

describe("the reports' stored lines", () => {
  it('follow every change to what they are built from: admissions, structures, concessions, heads for chosen students, moves, leaving', async () => {
    const a = await createClass(t.app, t.school.code);
    const b = await createClass(t.app, t.school.code);
    const tuition = (
      await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })
    ).json<{ _id: string }>();
    const bus = (
      await admin().call(feesApi.addHead, { body: { name: `Bus ${++keys}`, forChosenStudents: true } })
    ).json<{ _id: string }>();
    for (const c of [a, b]) {
      await admin().call(feesApi.setStructure, {
        body: { classId: c.schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2000, dueDay: 10 },
      });
      await admin().call(feesApi.setStructure, {
        body: { classId: c.schoolClass.id, headId: bus._id, frequency: 'quarterly', amount: 3000, dueDay: 10 },
      });
    }
    const priya = await createStudent(t.app, t.school.code, {
      sectionId: a.sections[0]!.id,
      name: 'Priya Raman',
      admissionDate: '2026-04-01',
    });
    const first = await agrees();
    expect(classOf(first, a.schoolClass.id).due).toBe(24_000);

    // An admission in June: charged from June.
    const arjun = await createStudent(t.app, t.school.code, {
      sectionId: a.sections[1]!.id,
      name: 'Arjun Nair',
      admissionDate: '2026-06-01',
    });
    expect(classOf(await agrees(), a.schoolClass.id).due).toBe(24_000 + 20_000);

    // The structure changed: tuition ₹2,500 a month.
    await admin().call(feesApi.setStructure, {
      body: { classId: a.schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2500, dueDay: 10 },
    });
    expect(classOf(await agrees(), a.schoolClass.id).due).toBe(30_000 + 25_000);

    // A concession of ₹500 on each instalment for Priya.
    await admin().call(feesApi.addConcession, {
      body: {
        studentId: priya.id,
        type: 'custom',
        name: 'Staff child',
        mode: 'amount',
        value: 500,
        headId: tuition._id,
        reason: 'Staff child',
      },
    });
    expect(classOf(await agrees(), a.schoolClass.id).due).toBe(30_000 - 6_000 + 25_000);

    // Arjun takes the school bus from July.
    const assigned = await clerk().call(feeAssignmentsApi.assignHead, {
      params: { headId: bus._id },
      body: { studentIds: [arjun.id], startsOn: '2026-07-01' },
    });
    expect(assigned.statusCode, JSON.stringify(assigned.json())).toBeLessThan(300);
    expect(classOf(await agrees(), a.schoolClass.id).due).toBeGreaterThan(49_000);

    // Priya moves to the other class on 1 October, then Arjun leaves.
    expect(
      (
        await clerk().call(studentsApi.moveClass, {
          params: { studentId: priya.id },
          body: { sectionId: b.sections[0]!.id, movedOn: '2026-10-01' },
        })
      ).statusCode,
    ).toBe(200);
    const moved = await agrees();
    expect(classOf(moved, b.schoolClass.id).students).toBe(1);
    expect(
      (
        await clerk().call(studentsApi.leave, {
          params: { studentId: arjun.id },
          body: { leftOn: '2026-11-01', reason: 'Family moved to Chennai' },
        })
      ).statusCode,
    ).toBe(200);
    expect(classOf(await agrees(), a.schoolClass.id).students).toBe(0);
  });

  it('take a payment, its cancellation and its late fee without being placed again', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code);
    const head = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })).json<{
      _id: string;
    }>();
    const months = (
      await admin().call(feesApi.setStructure, {
        body: { classId: schoolClass.id, headId: head._id, frequency: 'monthly', amount: 1500, dueDay: 10 },
      })
    ).json<FeeInstalment[]>();
    expect(
      (
        await admin().call(feesApi.setLateFeeRule, {
          body: { classId: schoolClass.id, kind: 'fixed', amount: 120, graceDays: 0 },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const student = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      name: 'Kavya Iyer',
      admissionDate: '2026-04-01',
    });
    const before = classOf(await agrees(), schoolClass.id);
    const yearId = (await duesByClass()).academicYear!._id;

    const paid = await admin().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `stored-${++keys}`,
        paidOn: '2026-05-05',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: [
          { instalmentId: months[0]!._id, amount: 1500 },
          { instalmentId: months[0]!._id, amount: 120, kind: 'lateFee' },
        ],
      },
    });
    expect(paid.statusCode, JSON.stringify(paid.json())).toBe(201);
    expect(await ensureLinesPlaced(t.app.deps.db, institute(t.school.code), yearId), 'a payment needs no placing').toBe(
      false,
    );
    const after = classOf(await agrees(), schoolClass.id);
    expect([after.collected, after.lateFeesCollected, after.outstanding]).toEqual([
      before.collected + 1620,
      before.lateFeesCollected + 120,
      before.outstanding - 1500,
    ]);

    const receiptId = paid.json<{ _id: string }>()._id;
    expect(
      (await admin().call(feesApi.cancel, { params: { receiptId }, body: { reason: 'Wrong student' } })).statusCode,
    ).toBe(200);
    expect(
      await ensureLinesPlaced(t.app.deps.db, institute(t.school.code), yearId),
      'a cancellation needs no placing',
    ).toBe(false);
    expect(classOf(await agrees(), schoolClass.id)).toEqual(before);
  });
});
