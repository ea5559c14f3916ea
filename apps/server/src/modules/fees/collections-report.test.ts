import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  REPORT_MESSAGES,
  type CashSummary,
  type CollectionsReport,
  type Receipt,
} from '@school-portal/contract';
import { feeInstalments } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createFeeHead,
  createInstitute,
  createStudentWithFees,
  signedIn,
  type SignedInUser,
} from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let keys = 0;
type Pay = {
  studentId: string;
  allocations: { instalmentId: string; amount: number }[];
  paidOn: string;
  mode?: 'cash' | 'upi' | 'cheque';
};
const pay = (by: SignedInUser, p: Pay) =>
  app.as(by).call(feesApi.collect, {
    body: {
      studentId: p.studentId,
      idempotencyKey: `collections-${Date.now()}-${++keys}`,
      paidOn: p.paidOn,
      paidOnReason: 'Paid at the bank',
      mode: p.mode ?? 'cash',
      ...(p.mode === 'upi' ? { reference: 'UPI-1' } : {}),
      ...(p.mode === 'cheque' ? { chequeNumber: '112233', bank: 'SBI', chequeDate: p.paidOn } : {}),
      allocations: p.allocations,
    },
  });

/** A school whose class pays tuition (₹12,500 yearly) and transport (₹3,000) per student. */
async function schoolWithTwoHeads() {
  const school = await createInstitute(app);
  const fees = await createStudentWithFees(app, school.code, 12_500);
  const transport = await createFeeHead(app, school.code, { name: 'Transport', isTuition: false });
  const bus = await scoped(app.deps.db, institute(school.code)).insert(feeInstalments, {
    academicYearId: fees.year.id,
    classId: fees.schoolClass.id,
    headId: transport.id,
    frequency: 'yearly',
    label: 'Yearly',
    dueDate: '2026-04-10',
    amountPaise: 300_000,
  });
  return { school, ...fees, bus };
}

describe('the collections report', () => {
  it('sums receipts that stand by day, mode and head in exact paise; cancelled and bounced ones are left out', async () => {
    const { school, student, instalment, bus } = await schoolWithTwoHeads();
    const clerk = school.staff;
    expect(
      (
        await pay(clerk, {
          studentId: student.id,
          paidOn: '2026-06-03',
          allocations: [
            { instalmentId: instalment.id, amount: 4001 },
            { instalmentId: bus.id, amount: 1500 },
          ],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await pay(clerk, {
          studentId: student.id,
          paidOn: '2026-06-05',
          mode: 'upi',
          allocations: [{ instalmentId: instalment.id, amount: 2999 }],
        })
      ).statusCode,
    ).toBe(201);
    const cancelled = (
      await pay(clerk, {
        studentId: student.id,
        paidOn: '2026-06-05',
        allocations: [{ instalmentId: bus.id, amount: 1000 }],
      })
    ).json<Receipt>();
    const bounced = (
      await pay(clerk, {
        studentId: student.id,
        paidOn: '2026-06-05',
        mode: 'cheque',
        allocations: [{ instalmentId: instalment.id, amount: 100 }],
      })
    ).json<Receipt>();
    await app
      .as(clerk)
      .call(feesApi.cancel, { params: { receiptId: cancelled._id }, body: { reason: 'Entered twice' } });
    await app
      .as(clerk)
      .call(feesApi.bounce, { params: { receiptId: bounced._id }, body: { reason: 'Insufficient funds' } });
    // Outside the range: not counted.
    await pay(clerk, {
      studentId: student.id,
      paidOn: '2026-07-01',
      allocations: [{ instalmentId: instalment.id, amount: 7 }],
    });

    const res = await app
      .as(school.admin)
      .call(feeReportsApi.collections, { query: { from: '2026-06-01', to: '2026-06-30' } });
    expect(res.statusCode).toBe(200);
    const report = res.json<CollectionsReport>();
    expect([report.total, report.receipts]).toEqual([8500, 2]);
    expect(report.byDay).toHaveLength(30);
    expect(report.byDay.filter((d) => d.receipts > 0)).toEqual([
      { date: '2026-06-03', amount: 5501, receipts: 1 },
      { date: '2026-06-05', amount: 2999, receipts: 1 },
    ]);
    expect(report.byDay[0]).toEqual({ date: '2026-06-01', amount: 0, receipts: 0 });
    expect(report.byMode).toEqual([
      { mode: 'cash', amount: 5501, receipts: 1 },
      { mode: 'upi', amount: 2999, receipts: 1 },
    ]);
    expect(report.byHead).toEqual([
      { headName: expect.stringContaining('Tuition'), amount: 7000, receipts: 2 },
      { headName: 'Transport', amount: 1500, receipts: 1 },
    ]);
  });

  it("counts only the caller's institute", async () => {
    const { school, student, instalment } = await schoolWithTwoHeads();
    const other = await createInstitute(app);
    await pay(school.staff, {
      studentId: student.id,
      paidOn: '2026-06-10',
      allocations: [{ instalmentId: instalment.id, amount: 500 }],
    });
    const theirs = (
      await app.as(other.staff).call(feeReportsApi.collections, { query: { from: '2026-06-01', to: '2026-06-30' } })
    ).json<CollectionsReport>();
    expect([theirs.total, theirs.receipts, theirs.byMode, theirs.byHead]).toEqual([0, 0, [], []]);
  });

  it('refuses a range that runs backwards, is longer than 366 days or is not dates, by the field', async () => {
    const school = await createInstitute(app);
    const ask = (query: Record<string, string>) =>
      app.as(school.staff).call(feeReportsApi.collections, { query: query as { from: string; to: string } });
    const backwards = await ask({ from: '2026-06-10', to: '2026-06-01' });
    expect([backwards.statusCode, backwards.json().fieldErrors]).toEqual([400, { to: REPORT_MESSAGES.rangeBackwards }]);
    const long = await ask({ from: '2026-01-01', to: '2027-01-02' });
    expect([long.statusCode, long.json().fieldErrors]).toEqual([400, { to: REPORT_MESSAGES.rangeTooLong }]);
    expect((await ask({ from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
    const bad = await ask({ from: '2026-02-30', to: '2026-03-01' });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['from']]);
    const missing = await app
      .as(school.staff)
      .call(feeReportsApi.collections, { query: {} as { from: string; to: string } });
    expect(missing.statusCode).toBe(400);
    const table = await app
      .as(school.staff)
      .call(feeReportsApi.collectionsCsv, { query: { from: '2026-06-01', to: '2026-06-02', table: 'clerk' as 'day' } });
    expect([table.statusCode, Object.keys(table.json().fieldErrors)]).toEqual([400, ['table']]);
  });

  it('exports each table as CSV with its total, a formula-like head name escaped', async () => {
    const { school, student, instalment, bus } = await schoolWithTwoHeads();
    const evil = await createFeeHead(app, school.code, { name: '=HYPERLINK("x")', isTuition: false });
    const trap = await scoped(app.deps.db, institute(school.code)).insert(feeInstalments, {
      academicYearId: instalment.academicYearId,
      classId: instalment.classId,
      headId: evil.id,
      frequency: 'yearly',
      label: 'Once',
      dueDate: '2026-04-10',
      amountPaise: 10_000,
    });
    await pay(school.staff, {
      studentId: student.id,
      paidOn: '2026-06-02',
      allocations: [
        { instalmentId: instalment.id, amount: 1000 },
        { instalmentId: bus.id, amount: 250 },
        { instalmentId: trap.id, amount: 100 },
      ],
    });
    const lines = async (table: 'day' | 'mode' | 'head') => {
      const res = await app
        .as(school.staff)
        .call(feeReportsApi.collectionsCsv, { query: { from: '2026-06-01', to: '2026-06-02', table } });
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    expect(await lines('day')).toEqual([
      'Date,Receipts,Amount (Rs.)',
      '2026-06-01,0,0',
      '2026-06-02,1,1350',
      'Total,1,1350',
    ]);
    expect(await lines('mode')).toEqual(['Mode,Receipts,Amount (Rs.)', 'Cash,1,1350', 'Total,1,1350']);
    const heads = await lines('head');
    expect(heads[0]).toBe('Fee Head,Receipts,Amount (Rs.)');
    expect(heads).toContain('Transport,1,250');
    expect(heads).toContain(`"'=HYPERLINK(""x"")",1,100`);
    expect(heads.at(-1)).toBe('Total,,1350');
  });
});

describe('the day-end cash summary', () => {
  it('splits the day per clerk and mode; withdrawn receipts are listed apart and not counted', async () => {
    const { school, student, instalment, bus } = await schoolWithTwoHeads();
    const second = await signedIn(app, { role: 'instituteUser', instituteCode: school.code, name: 'Zoya Clerk' });
    const first = school.staff;
    await pay(first, {
      studentId: student.id,
      paidOn: '2026-06-05',
      allocations: [{ instalmentId: instalment.id, amount: 1000 }],
    });
    await pay(first, {
      studentId: student.id,
      paidOn: '2026-06-05',
      allocations: [{ instalmentId: instalment.id, amount: 500 }],
    });
    await pay(first, {
      studentId: student.id,
      paidOn: '2026-06-05',
      mode: 'upi',
      allocations: [{ instalmentId: bus.id, amount: 300 }],
    });
    await pay(second, {
      studentId: student.id,
      paidOn: '2026-06-05',
      allocations: [{ instalmentId: bus.id, amount: 700 }],
    });
    const wrong = (
      await pay(second, {
        studentId: student.id,
        paidOn: '2026-06-05',
        allocations: [{ instalmentId: instalment.id, amount: 2000 }],
      })
    ).json<Receipt>();
    await app.as(second).call(feesApi.cancel, { params: { receiptId: wrong._id }, body: { reason: 'Wrong student' } });
    // Another day: not in this summary.
    await pay(second, {
      studentId: student.id,
      paidOn: '2026-06-06',
      allocations: [{ instalmentId: instalment.id, amount: 1 }],
    });

    const res = await app.as(school.admin).call(feeReportsApi.cashSummary, { query: { date: '2026-06-05' } });
    expect(res.statusCode).toBe(200);
    const summary = res.json<CashSummary>();
    expect([summary.total, summary.receipts]).toEqual([2500, 4]);
    const byName = new Map(summary.collectors.map((c) => [c.collectorId, c]));
    expect(byName.get(first.account.id)).toMatchObject({
      amount: 1800,
      receipts: 3,
      byMode: [
        { mode: 'cash', amount: 1500, receipts: 2 },
        { mode: 'upi', amount: 300, receipts: 1 },
      ],
    });
    expect(byName.get(second.account.id)).toMatchObject({
      name: 'Zoya Clerk',
      amount: 700,
      receipts: 1,
      byMode: [{ mode: 'cash', amount: 700, receipts: 1 }],
    });
    expect(summary.byMode).toEqual([
      { mode: 'cash', amount: 2200, receipts: 3 },
      { mode: 'upi', amount: 300, receipts: 1 },
    ]);
    expect(summary.withdrawn).toEqual([
      expect.objectContaining({
        _id: wrong._id,
        amount: 2000,
        status: 'cancelled',
        collectedBy: 'Zoya Clerk',
        cancelledBy: 'Zoya Clerk',
        reason: 'Wrong student',
        studentName: 'Aarav Sharma',
      }),
    ]);

    const csv = await app.as(school.staff).call(feeReportsApi.cashSummaryCsv, { query: { date: '2026-06-05' } });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Collected By,Mode,Receipts,Amount (Rs.),Receipt No.,Student,Status,Cancelled By,Reason');
    expect(lines).toContain('Zoya Clerk,Cash,1,700,,,Stands,,');
    expect(lines).toContain('All clerks,Total,4,2500,,,Stands,,');
    expect(lines.at(-1)).toBe(
      `Zoya Clerk,Cash,1,2000,${wrong.receiptNo},Aarav Sharma,Cancelled,Zoya Clerk,Wrong student`,
    );

    // A Tamil clerk's file: headers and the fixed words in Tamil, names and numbers as they are, still UTF-8 with its mark.
    const tamil = await app
      .as({ headers: { ...school.staff.headers, 'accept-language': 'ta' } })
      .call(feeReportsApi.cashSummaryCsv, { query: { date: '2026-06-05' } });
    expect(tamil.body.startsWith('\uFEFF')).toBe(true);
    const tamilLines = tamil.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(tamilLines[0]).toBe('வசூலித்தவர்,முறை,ரசீதுகள்,தொகை (ரூ.),ரசீது எண்,மாணவர்,நிலை,ரத்து செய்தவர்,காரணம்');
    expect(tamilLines).toContain('Zoya Clerk,ரொக்கம்,1,700,,,செல்லும்,,');
    expect(tamilLines).toContain('அனைத்து எழுத்தர்களும்,மொத்தம்,4,2500,,,செல்லும்,,');
    expect(tamilLines.at(-1)).toBe(
      `Zoya Clerk,ரொக்கம்,1,2000,${wrong.receiptNo},Aarav Sharma,ரத்துசெய்யப்பட்டது,Zoya Clerk,Wrong student`,
    );
  });

  it('refuses a day that is not one', async () => {
    const school = await createInstitute(app);
    const res = await app.as(school.staff).call(feeReportsApi.cashSummary, { query: { date: '2026-13-01' } });
    expect([res.statusCode, Object.keys(res.json().fieldErrors)]).toEqual([400, ['date']]);
  });
});
