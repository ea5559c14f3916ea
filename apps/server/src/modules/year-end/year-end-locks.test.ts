import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  type DuesByClass,
  type FeeCard,
  type Receipt,
  type StudentDues,
} from '@school-portal/contract';
import { schoolClasses } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { createClass, createInstitute, createStudent, createYear } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { runYearEnd } from './service.ts';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the run and the counter hold two connections at once; on PGlite
// the one connection queues them, and the test checks the same figures.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Class 7 (₹6,875 a quarter) of 2026-27 with Karthik in it, nothing paid, and Class 8 (₹7,500) to promote him into. */
async function school() {
  const s = await createInstitute(app);
  await createYear(app, s.code, 2026, true);
  const made = async (name: string, position: number) => {
    const c = await createClass(app, s.code, name, ['A'], 2026);
    await scoped(app.deps.db, institute(s.code)).update(
      schoolClasses,
      { position },
      sql`${schoolClasses.id} = ${c.schoolClass.id}`,
    );
    return c;
  };
  const class7 = await made('Class 7', 1);
  const class8 = await made('Class 8', 2);
  const admin = app.as(s.admin);
  const head = (await admin.call(feesApi.addHead, { body: { name: 'Tuition', isTuition: true } })).json<{
    _id: string;
  }>();
  for (const [c, amount] of [
    [class7, 6875],
    [class8, 7500],
  ] as const)
    await admin.call(feesApi.setStructure, {
      body: { classId: c.schoolClass.id, headId: head._id, frequency: 'quarterly', amount, dueDay: 10 },
    });
  const karthik = await createStudent(app, s.code, { name: 'Karthik Subramanian', sectionId: class7.sections[0]!.id });
  return { s, class7, karthik, yearId: class7.year.id };
}

describe('the year end holds each student’s fees as the counter does (issue 46)', () => {
  it('a payment taken at the counter while the year end runs waits for it: receipts, dues and arrears agree after', async () => {
    const { s, class7, karthik, yearId } = await school();
    const clerk = app.as(s.staff);
    const dues = async () =>
      (await clerk.call(feesApi.dues, { params: { studentId: karthik.id } })).json<StudentDues>();
    expect((await dues()).totalDue).toBe(27_500);

    let counter: ReturnType<typeof clerk.call> | undefined;
    const result = await runYearEnd(
      app.deps.db,
      institute(s.code),
      s.staff.account.id,
      { fromYearId: yearId, increasePercent: 0, roundTo: 10, detained: [], leavers: [], endedConcessions: [] },
      async () => {
        // The run has planned and holds its locks: the clerk takes a quarter's fee now, and the run writes meanwhile.
        counter = clerk.call(feesApi.collect, {
          body: {
            studentId: karthik.id,
            idempotencyKey: `during-year-end-${karthik.id}`,
            paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
            mode: 'cash',
            pay: { by: 'amount', amount: 6875 },
          },
        });
        await sleep(1000);
      },
    );
    expect(result.promoted).toBe(1);
    const paid = await counter!;
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json<Receipt>();
    // Taken after the year end committed: in the new year's series, where Karthik now sits (decision 032), and
    // paying his oldest dues, last year's first quarter.
    expect(receipt.receiptNo.startsWith('2027-28/')).toBe(true);
    expect(receipt.amount).toBe(6875);

    // Last year's ₹27,500 less the quarter paid, and this year's ₹30,000: nothing lost, nothing paid twice.
    const after = await dues();
    expect(after.totalDue).toBe(27_500 - 6875 + 30_000);
    expect(after.receipts.map((r) => r.amount)).toEqual([6875]);
    const card = (await clerk.call(feeReportsApi.feeCard, { params: { studentId: karthik.id } })).json<FeeCard>();
    expect(card).toMatchObject({ paid: 6875, due: 27_500 - 6875 + 30_000 });
    expect(card.years.find((y) => y.academicYearId === yearId)).toMatchObject({ paid: 6875, due: 20_625 });
    // Last year's Dues by Class keeps his arrears, less what he paid.
    const report = (
      await clerk.call(feeReportsApi.duesByClass, { query: { academicYearId: yearId } })
    ).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === class7.schoolClass.id)).toMatchObject({
      due: 27_500,
      collected: 6875,
      outstanding: 20_625,
    });
  });
});
