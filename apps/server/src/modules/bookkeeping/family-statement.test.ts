import { describe, expect, it } from 'vitest';
import {
  bookkeepingApi,
  feesApi,
  guardianFeesApi,
  type Claim,
  type ConfirmMatched,
  type FeePageLink,
  type Reconciliation,
  type StudentDues,
} from '@school-portal/contract';
import { createFamilyOfTwo, multipartForm, twoInstitutes } from '../../../test/factories.ts';
import { indianToday } from '../fees/index.ts';
import { statementCsv, UPI_DETAILS } from './statement-samples.ts';

/*
 * A family paid once by UPI from the family's page (decision 037); the bank statement shows the credit, the clerk
 * confirms the matched credits in one action, and each child gets their own receipt.
 */

const t = twoInstitutes();
let seq = 0;
const newUtr = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`;
const receiptsOf = async (studentId: string) =>
  (await t.clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>().receipts;

async function familyPaying(amount: number) {
  const made = await createFamilyOfTwo(t.app, t.school.code);
  const { token } = (
    await t.clerk().call(guardianFeesApi.familyLink, { params: { familyId: made.familyId! } })
  ).json<FeePageLink>();
  const utr = newUtr();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/family-pages/${token}/claims`,
    payload: { amount, utr },
    remoteAddress: `198.18.0.${(seq % 250) + 1}`,
  });
  expect(res.statusCode).toBe(201);
  const claims = (await t.clerk().call(guardianFeesApi.claims, { query: { limit: 100 } })).json<Claim[]>();
  return { ...made, utr, claim: claims.find((c) => c.utr === utr)! };
}

describe("a family's UPI payment on the bank statement", () => {
  it('is matched on the bank statement and confirmed with the other matched credits, one receipt per child', async () => {
    const { elder, younger, utr } = await familyPaying(16_000);
    const file = statementCsv('sbi', [
      {
        date: indianToday(new Date()),
        details: UPI_DETAILS.sbi!(utr, 'SENTHIL KUMAR', 'senthil@okaxis'),
        credit: 16_000,
      },
    ]);
    const form = await multipartForm({ statement: file });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/statements',
      headers: { ...t.school.staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const lists = (await t.clerk().call(bookkeepingApi.reconciliation, { query: {} })).json<Reconciliation>();
    expect(lists.matched.find((m) => m.credit.utr === utr)?.claim.familyChildren).toEqual([
      'Kavya Senthil',
      'Arjun Senthil',
    ]);
    const done = (await t.clerk().call(bookkeepingApi.confirmMatched)).json<ConfirmMatched>();
    expect(done.failed).toEqual([]);
    expect((await receiptsOf(elder.id)).map((r) => r.amount)).toEqual([10_000]);
    expect((await receiptsOf(younger.id)).map((r) => r.amount)).toEqual([6_000]);
    const after = (await t.clerk().call(bookkeepingApi.reconciliation, { query: {} })).json<Reconciliation>();
    expect(after.matched.some((m) => m.credit.utr === utr)).toBe(false);
    expect(after.unclaimed.some((c) => c.utr === utr)).toBe(false);
  });
});
