import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_MESSAGES, feesApi, type Receipt, type ReceiptPrefix } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createStudentWithFees } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let keys = 0;

describe("the school's own receipt prefix", () => {
  it('numbers receipts with the prefix the school sets, going on from where the count is', async () => {
    const school = await createInstitute(app);
    const clerk = () => app.as(school.staff);
    const { student, instalment } = await createStudentWithFees(app, school.code);
    const pay = async () =>
      (
        await clerk().call(feesApi.collect, {
          body: {
            studentId: student.id,
            idempotencyKey: `prefix-key-${Date.now()}-${++keys}`,
            paidOn: '2026-06-05',
            paidOnReason: 'Paid at the bank',
            mode: 'cash',
            allocations: [{ instalmentId: instalment.id, amount: 100 }],
          },
        })
      ).json<Receipt>();

    expect((await clerk().call(feesApi.receiptPrefix)).json<ReceiptPrefix>()).toEqual({
      academicYear: '2026-27',
      prefix: '2026-27/',
      nextReceiptNo: '2026-27/000001',
    });
    expect((await pay()).receiptNo).toBe('2026-27/000001');

    const set = await clerk().call(feesApi.setReceiptPrefix, { body: { prefix: 'SPS/26-27/' } });
    expect([set.statusCode, set.json<ReceiptPrefix>().nextReceiptNo]).toEqual([200, 'SPS/26-27/000002']);
    expect((await pay()).receiptNo).toBe('SPS/26-27/000002');
    // A receipt already issued keeps the number printed on it.
    const first = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<{
      receipts: { receiptNo: string }[];
    }>();
    expect(first.receipts.map((r) => r.receiptNo).sort()).toEqual(['2026-27/000001', 'SPS/26-27/000002']);
  });

  it('refuses a prefix with spaces or other signs, by the field; a school with no current year is told to add it', async () => {
    const school = await createInstitute(app);
    const bad = await app.as(school.staff).call(feesApi.setReceiptPrefix, { body: { prefix: 'SPS 2026<' } });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([400, { prefix: FEE_MESSAGES.prefixInvalid }]);
    const noYear = await app.as(school.staff).call(feesApi.setReceiptPrefix, { body: { prefix: 'SPS/' } });
    expect([noYear.statusCode, noYear.json().message]).toEqual([409, FEE_MESSAGES.noCurrentYear]);
  });
});
