import { describe, expect, it } from 'vitest';
import { eq, max, sql } from 'drizzle-orm';
import { feeReceipts } from '../../db/schema/index.ts';
import {
  familiesApi,
  feePagePath,
  feesApi,
  GUARDIAN_FEE_MESSAGES as M,
  guardianFeesApi,
  type Claim,
  type ClaimOutcome,
  type FamilyPage,
  type FeePage,
  type FeePageLink,
  type Receipt,
  type Reminder,
  type StudentDues,
} from '@school-portal/contract';
import { createFamilyOfTwo, twoInstitutes } from '../../../test/factories.ts';
import { indianToday } from '../fees/index.ts';

/*
 * Senthil Kumar has two children at the school, Kavya (₹10,000 due 10 April, ₹8,000 due 10 July) and Arjun (₹6,000
 * due 10 June). One page shows both, he pays once by UPI, and the office's confirmation gives each child a receipt,
 * oldest dues first.
 */

const t = twoInstitutes();
let seq = 0;
const newUtr = () => `5${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`;
const guardian = () => `192.0.2.${(++seq % 250) + 1}`;

const familyToken = async (familyId: string) =>
  (await t.clerk().call(guardianFeesApi.familyLink, { params: { familyId } })).json<FeePageLink>().token;
const page = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/public/family-pages/${token}`, remoteAddress: guardian() })
  ).json<FamilyPage>();
const pay = (token: string, amount: number, utr = newUtr()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/family-pages/${token}/claims`,
    payload: { amount, utr },
    remoteAddress: guardian(),
  });
const waiting = async () => (await t.clerk().call(guardianFeesApi.claims, { query: { limit: 100 } })).json<Claim[]>();
const confirm = (claimId: string) => t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId } });
const dues = async (studentId: string) =>
  (await t.clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();
const receiptsOf = async (studentId: string) => (await dues(studentId)).receipts;

async function familyPaying(amount: number) {
  const made = await createFamilyOfTwo(t.app, t.school.code);
  const token = await familyToken(made.familyId!);
  const utr = newUtr();
  const res = await pay(token, amount, utr);
  expect(res.statusCode).toBe(201);
  const claim = (await waiting()).find((c) => c.utr === utr)!;
  return { ...made, token, utr, claim };
}

describe("the family's page", () => {
  it('lists every child with what each owes, and one UPI request for all of them', async () => {
    await t
      .admin()
      .call(guardianFeesApi.setUpiSettings, { body: { vpa: 'stmarys.fees@sbi', payeeName: 'St Marys School' } });
    const { familyId } = await createFamilyOfTwo(t.app, t.school.code);
    const token = await familyToken(familyId!);
    expect(await familyToken(familyId!)).toBe(token);
    const shown = await page(token);
    expect(shown.children.map((c) => [c.name, c.owes, c.dueNow.length])).toEqual([
      ['Kavya Senthil', 18_000, 2],
      ['Arjun Senthil', 6_000, 1],
    ]);
    expect([shown.payNow, shown.maxClaim, shown.upi?.amount]).toEqual([24_000, 24_000, 24_000]);
    expect(shown.upi?.link).toContain('am=24000.00');

    const html = await t.app.inject({ method: 'GET', url: feePagePath(token), remoteAddress: guardian() });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Kavya Senthil');
    expect(html.body).toContain('Arjun Senthil');
    expect(html.body).toContain('Pay ₹24,000 by UPI');
    // In the guardian's language, as a child's page.
    const tamil = await t.app.inject({
      method: 'GET',
      url: feePagePath(token),
      headers: { 'accept-language': 'ta' },
      remoteAddress: guardian(),
    });
    expect(tamil.body).toContain('எல்லாக் குழந்தைகளுக்கும் இப்போது செலுத்த வேண்டிய மொத்தம்: ₹24,000');
  });

  it("answers 404 for another school's family, an unknown token, and a family whose children were all unlinked", async () => {
    const other = await createFamilyOfTwo(t.app, t.other.code);
    expect(
      (await t.clerk().call(guardianFeesApi.familyLink, { params: { familyId: other.familyId! } })).statusCode,
    ).toBe(404);
    const token = (
      await t.app.as(t.other.staff).call(guardianFeesApi.familyLink, { params: { familyId: other.familyId! } })
    ).json<FeePageLink>().token;
    expect((await t.app.inject({ method: 'GET', url: `/api/public/family-pages/${'x'.repeat(43)}` })).statusCode).toBe(
      404,
    );
    // Another school's family claim is not this school's to confirm.
    const utr = newUtr();
    expect((await pay(token, 1_000, utr)).statusCode).toBe(201);
    const theirs = (await t.app.as(t.other.staff).call(guardianFeesApi.claims, { query: {} })).json<Claim[]>();
    const claimId = theirs.find((c) => c.utr === utr)!._id;
    expect((await confirm(claimId)).statusCode).toBe(404);
    expect((await waiting()).some((c) => c.utr === utr)).toBe(false);
    // The office took both children out of the family: its link opens nothing.
    const theirClerk = t.app.as(t.other.staff);
    await theirClerk.call(familiesApi.unlink, { params: { studentId: other.elder.id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/family-pages/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feePagePath(token) })).statusCode).toBe(404);
  });
});

describe("one UPI payment for the family's children", () => {
  it('is split at confirmation oldest dues first across the children, each with their own numbered receipt', async () => {
    const { elder, younger, claim, utr } = await familyPaying(15_000);
    expect(claim.family?.children.map((c) => c.name)).toEqual(['Kavya Senthil', 'Arjun Senthil']);
    expect(claim.student._id).toBe(elder.id);

    const res = await confirm(claim._id);
    expect(res.statusCode).toBe(200);
    // Kavya's April ₹10,000 fell due first, then Arjun's June: ₹5,000 of it. Kavya's July waits.
    const [kavya, arjun] = [await receiptsOf(elder.id), await receiptsOf(younger.id)];
    expect(kavya.map((r) => r.amount)).toEqual([10_000]);
    expect(arjun.map((r) => r.amount)).toEqual([5_000]);
    expect([(await dues(elder.id)).totalDue, (await dues(younger.id)).totalDue]).toEqual([8_000, 1_000]);
    const numbers = [kavya[0]!.receiptNo, arjun[0]!.receiptNo];
    expect(res.json<Receipt>().receiptNo).toBe(numbers[0]);

    const confirmed = (
      await t.clerk().call(guardianFeesApi.claims, { query: { status: 'confirmed', limit: 100 } })
    ).json<Claim[]>();
    const shown = confirmed.find((c) => c.utr === utr)!;
    expect(shown.family?.shares.map((s) => [s.studentId, s.amount, s.receiptNo])).toEqual([
      [elder.id, 10_000, numbers[0]],
      [younger.id, 5_000, numbers[1]],
    ]);
    expect(shown.receiptNo).toBe(numbers.join(', '));

    // Confirming again, or two clerks at once, make no more receipts.
    const again = await Promise.all([confirm(claim._id), confirm(claim._id)]);
    expect(again.map((r) => r.json<Receipt>().receiptNo)).toEqual([numbers[0], numbers[0]]);
    expect([(await receiptsOf(elder.id)).length, (await receiptsOf(younger.id)).length]).toEqual([1, 1]);
  });

  it("writes every child's receipt or none: a failure at the second child leaves the claim waiting and no number used", async () => {
    const { elder, younger, claim } = await familyPaying(16_000);
    const db = t.app.deps.db;
    const lastNumber = async () => {
      const [row] = await db
        .select({ n: max(feeReceipts.number) })
        .from(feeReceipts)
        .where(eq(feeReceipts.instituteCode, t.school.code));
      return row?.n ?? 0;
    };
    const before = await lastNumber();
    // The database refuses Arjun's receipt, as a crash between the two children's receipts would stop it.
    await db.execute(
      sql.raw(`create or replace function refuse_arjun() returns trigger language plpgsql as $$
        begin if new.student_id = '${younger.id}' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw('create trigger refuse_arjun before insert on fee_receipts for each row execute function refuse_arjun()'),
    );
    try {
      expect((await confirm(claim._id)).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_arjun on fee_receipts'));
      await db.execute(sql.raw('drop function refuse_arjun()'));
    }
    expect([(await receiptsOf(elder.id)).length, (await receiptsOf(younger.id)).length]).toEqual([0, 0]);
    expect((await waiting()).find((c) => c._id === claim._id)?.status).toBe('pending');

    expect((await confirm(claim._id)).statusCode).toBe(200);
    const numbers = [...(await receiptsOf(elder.id)), ...(await receiptsOf(younger.id))].map((r) =>
      Number(r.receiptNo.slice(-6)),
    );
    expect(numbers).toEqual([before + 1, before + 2]);
  });

  it('ends one way only when one clerk confirms as another rejects: every receipt and "confirmed", or none and "rejected"', async () => {
    for (let round = 0; round < 4; round++) {
      const { elder, younger, claim } = await familyPaying(16_000);
      const [confirmed, rejected] = await Promise.all([
        confirm(claim._id),
        t.admin().call(guardianFeesApi.rejectClaim, { params: { claimId: claim._id }, body: { reason: 'Not seen' } }),
      ]);
      const count = (await receiptsOf(elder.id)).length + (await receiptsOf(younger.id)).length;
      if (confirmed.statusCode === 200) expect([rejected.statusCode, count]).toEqual([409, 2]);
      else expect([confirmed.statusCode, rejected.statusCode, count]).toEqual([409, 200, 0]);
    }
  });

  it('shares to the paisa: the receipts add up to what the parent paid', async () => {
    const { elder, younger, claim } = await familyPaying(10_000.55);
    expect((await confirm(claim._id)).statusCode).toBe(200);
    const amounts = [...(await receiptsOf(elder.id)), ...(await receiptsOf(younger.id))].map((r) => r.amount);
    expect(amounts).toEqual([10_000, 0.55]);
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100)).toBe(1_000_055);
  });

  it('refuses a claim for more than the family owes, less payments waiting', async () => {
    const made = await createFamilyOfTwo(t.app, t.school.code);
    const token = await familyToken(made.familyId!);
    const over = await pay(token, 24_000.01);
    expect([over.statusCode, over.json().fieldErrors]).toEqual([400, { amount: M.familyClaimTooMuch }]);
    const familyUtr = newUtr();
    expect((await pay(token, 20_000, familyUtr)).statusCode).toBe(201);
    // A UTR names one transfer: the family's UTR is not taken again, on the family's page or a child's.
    const twice = await pay(token, 1_000, familyUtr);
    expect([twice.statusCode, twice.json().fieldErrors]).toEqual([409, { utr: M.utrUsed }]);
    // Arjun's own page: his ₹6,000, but the family owes only ₹4,000 more after the family's ₹20,000.
    const own = (
      await t.clerk().call(guardianFeesApi.link, { params: { studentId: made.younger.id } })
    ).json<FeePageLink>();
    const ownPage = (
      await t.app.inject({ method: 'GET', url: `/api/public/fee-pages/${own.token}`, remoteAddress: guardian() })
    ).json<FeePage>();
    expect(ownPage.maxClaim).toBe(4_000);
    const onOwn = await t.app.inject({
      method: 'POST',
      url: `/api/public/fee-pages/${own.token}/claims`,
      payload: { amount: 4_500, utr: newUtr() },
      remoteAddress: guardian(),
    });
    expect([onOwn.statusCode, onOwn.json().fieldErrors]).toEqual([400, { amount: M.claimTooMuch }]);
    const sameUtr = await t.app.inject({
      method: 'POST',
      url: `/api/public/fee-pages/${own.token}/claims`,
      payload: { amount: 1_000, utr: familyUtr },
      remoteAddress: guardian(),
    });
    expect([sameUtr.statusCode, sameUtr.json().fieldErrors]).toEqual([409, { utr: M.utrUsed }]);
    const second = await pay(token, 4_000.01);
    expect([second.statusCode, second.json().fieldErrors]).toEqual([400, { amount: M.familyClaimTooMuch }]);
    expect((await pay(token, 4_000)).statusCode).toBe(201);
    expect((await page(token)).maxClaim).toBe(0);
  });

  it('waits again, with no receipt at all, when the family owes less by the time the office confirms', async () => {
    const { elder, younger, claim } = await familyPaying(24_000);
    // Arjun's ₹6,000 is paid at the counter meanwhile.
    const counter = await t.clerk().call(feesApi.collect, {
      body: {
        studentId: younger.id,
        idempotencyKey: `counter-${claim._id}`,
        paidOn: indianToday(new Date()),
        mode: 'cash',
        pay: { by: 'amount', amount: 6_000 },
      },
    });
    expect(counter.statusCode).toBe(201);
    const res = await confirm(claim._id);
    expect(res.statusCode).toBe(400);
    expect((await receiptsOf(elder.id)).length).toBe(0);
    expect((await receiptsOf(younger.id)).length).toBe(1);
    expect((await waiting()).find((c) => c._id === claim._id)?.status).toBe('pending');
  });

  it("leaves each child's own link working, without the family's claim on it", async () => {
    const { elder, claim } = await familyPaying(12_000);
    const own = (await t.clerk().call(guardianFeesApi.link, { params: { studentId: elder.id } })).json<FeePageLink>();
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/public/fee-pages/${own.token}`, remoteAddress: guardian() })
    ).json<FeePage>();
    // Not the family's claim; and what she may claim is what the family still owes past it (₹24,000 less ₹12,000).
    expect([before.claims, before.maxClaim]).toEqual([[], 12_000]);
    await confirm(claim._id);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/public/fee-pages/${own.token}`, remoteAddress: guardian() })
    ).json<FeePage>();
    expect(after.receipts.map((r) => r.amount)).toEqual([10_000]);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/public/fee-pages/${own.token}/claims`,
      payload: { amount: 8_000, utr: newUtr() },
      remoteAddress: guardian(),
    });
    expect([mine.statusCode, mine.json<ClaimOutcome>().status]).toEqual([201, 'pending']);
  });
});

describe("the family's reminder", () => {
  it('goes once for the family, naming each child and the family total, with the family page link', async () => {
    const { elder, younger, familyId } = await createFamilyOfTwo(t.app, t.school.code);
    const res = await t.clerk().call(guardianFeesApi.remind, { params: { studentId: younger.id }, body: {} });
    expect(res.statusCode).toBe(201);
    const sent = res.json<Reminder>();
    expect(sent.overdue).toBe(24_000);
    expect(sent.covered.sort()).toEqual([elder.id, younger.id].sort());
    expect(sent.text).toContain('Kavya Senthil, Arjun Senthil');
    expect(sent.text).toContain('₹24,000');
    expect(sent.text).toContain(feePagePath(await familyToken(familyId!)));
    const sibling = await t.clerk().call(guardianFeesApi.remind, { params: { studentId: elder.id }, body: {} });
    expect([sibling.statusCode, sibling.json().message]).toEqual([409, M.remindedToday]);
  });
});
