import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { upiClaims } from '../../db/schema/index.ts';
import {
  GUARDIAN_FEE_MESSAGES as M,
  feePagePath,
  feesApi,
  guardianFeesApi,
  type Claim,
  type ClaimOutcome,
  type FeePage,
  type FeePageLink,
  type Receipt,
  type Reminder,
  type StudentDues,
  type UpiSettings,
} from '@school-portal/contract';
import { createFamilyWithFees, createStudentWithFees, nextYear, twoInstitutes } from '../../../test/factories.ts';
import { expectPageIn } from '../../../test/page-language.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { instituteProfiles } from '../../db/schema/index.ts';
import { day } from '../fees/index.ts';

/** A school profile's fields, for a school that has none yet. */
const SCHOOL_PROFILE = {
  affiliationNumber: '1930001',
  schoolType: 'High School',
  board: 'State',
  stateCode: 'TN',
  district: 'Tiruppur',
  address: '12 Kumaran Road, Tiruppur',
  contactPerson: 'R. Meenakshi',
} as const;
/** The school's phone on its profile (the profile made for a school that has none). */
const setSchoolPhone = (phone: string) =>
  t.app.deps.db
    .insert(instituteProfiles)
    .values({ ...SCHOOL_PROFILE, instituteCode: t.school.code, phone })
    .onConflictDoUpdate({ target: instituteProfiles.instituteCode, set: { phone } });

const t = twoInstitutes();

let addresses = 0;
let utrs = 0;
/** Each test's guardian comes from an address of its own, so the per-address limit is the limit's test only. */
const guardian = () => {
  const remoteAddress = `198.51.100.${(++addresses % 250) + 1}`;
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress }),
    form: (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      }),
  };
};
const newUtr = () => String(400_000_000_000 + (Date.now() % 1_000_000) * 1000 + ++utrs).slice(0, 12);

const setUpi = (vpa = 'school.fees@sbi', payeeName = 'St. Mary & Sons School') =>
  t.admin().call(guardianFeesApi.setUpiSettings, { body: { vpa, payeeName } });
const pageOf = async (token: string) => (await guardian().get(`/api/public/fee-pages/${token}`)).json<FeePage>();
const duesOf = async (studentId: string) =>
  (await t.clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();
const claim = (token: string, amount: number, utr = newUtr()) =>
  guardian().post(`/api/public/fee-pages/${token}/claims`, { amount, utr });
const pending = async () => (await t.clerk().call(guardianFeesApi.claims, { query: { limit: 100 } })).json<Claim[]>();

describe("the school's UPI ID", () => {
  it('is set by the institute admin as name@bank with the payee name, and read by the office', async () => {
    const saved = await setUpi();
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      { vpa: 'school.fees@sbi', payeeName: 'St. Mary & Sons School' },
    ]);
    expect((await t.clerk().call(guardianFeesApi.upiSettings)).json<UpiSettings>().vpa).toBe('school.fees@sbi');
    expect((await t.app.as(t.other.admin).call(guardianFeesApi.upiSettings)).json<UpiSettings>()).toEqual({
      vpa: null,
      payeeName: null,
    });
  });

  it.each(['school.fees', '@sbi', 'school fees@sbi', 'a@b', 'school@sbi@x', 'school@1bank'])(
    'refuses %j by the field, and keeps the one set',
    async (vpa) => {
      await setUpi();
      const res = await setUpi(vpa);
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { vpa: M.vpaInvalid }]);
      expect((await t.clerk().call(guardianFeesApi.upiSettings)).json<UpiSettings>().vpa).toBe('school.fees@sbi');
    },
  );

  it('refuses an empty payee name by the field', async () => {
    const res = await setUpi('school.fees@sbi', ' ');
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { payeeName: M.payeeRequired }]);
  });
});

describe("the guardian's fee page link", () => {
  it('is made once per student, unguessable, and reissuing it stops the old one', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code);
    const first = await t.clerk().call(guardianFeesApi.link, { params: { studentId: student.id } });
    const link = first.json<FeePageLink>();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(feePagePath(link.token));
    expect(link.token).not.toContain(student.id);
    expect(
      (await t.admin().call(guardianFeesApi.link, { params: { studentId: student.id } })).json<FeePageLink>().token,
    ).toBe(link.token);
    const renewed = (
      await t.clerk().call(guardianFeesApi.reissueLink, { params: { studentId: student.id } })
    ).json<FeePageLink>();
    expect(renewed.token).not.toBe(link.token);
    const old = await guardian().get(`/api/public/fee-pages/${link.token}`);
    expect([old.statusCode, old.json().message]).toEqual([404, M.linkInvalid]);
    expect((await guardian().get(feePagePath(link.token))).statusCode).toBe(404);
    expect((await guardian().get(`/api/public/fee-pages/${renewed.token}`)).statusCode).toBe(200);
  });

  it("shows the school's name, the student, what is due now and next with late fees as of today, and nothing else", async () => {
    await setUpi();
    const { token, student } = await createFamilyWithFees(t.app, t.school.code);
    const res = await guardian().get(`/api/public/fee-pages/${token}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<FeePage>();
    expect(page.student).toEqual({
      name: 'Aarav Sharma',
      admissionNumber: student.admissionNumber,
      className: expect.any(String),
      sectionName: expect.any(String),
    });
    expect(page.dueNow).toEqual([expect.objectContaining({ dueDate: '2026-04-10', due: 12_500, lateFee: 300 })]);
    expect(page.dueNext).toEqual([expect.objectContaining({ dueDate: nextYear(), due: 2000, lateFee: 0 })]);
    expect([page.payNow, page.maxClaim]).toEqual([12_800, 14_800]);
    expect(Object.keys(page).sort()).toEqual([
      'asOf',
      'claims',
      'dueNext',
      'dueNow',
      'maxClaim',
      'payNow',
      'receipts',
      'school',
      'student',
      'upi',
    ]);
    expect(Object.keys(page.school)).toEqual(['name', 'phone']);
    for (const hidden of [student.id, student.guardianPhone, student.address, student.guardianName])
      expect(res.body).not.toContain(hidden);
  });

  it("gives its own student's receipt PDFs, and another student's receipt with this token is 404", async () => {
    const mine = await createFamilyWithFees(t.app, t.school.code);
    const theirs = await createFamilyWithFees(t.app, t.school.code);
    const pay = (studentId: string, instalmentId: string, key: string) =>
      t.clerk().call(feesApi.collect, {
        body: {
          studentId,
          idempotencyKey: key,
          paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
          mode: 'cash',
          allocations: [{ instalmentId, amount: 1000 }],
        },
      });
    const my = (await pay(mine.student.id, mine.instalment.id, `gf-mine-${Date.now()}`)).json<Receipt>();
    const their = (await pay(theirs.student.id, theirs.instalment.id, `gf-theirs-${Date.now()}`)).json<Receipt>();
    const page = await pageOf(mine.token);
    expect(page.receipts.map((r) => r.receiptNo)).toEqual([my.receiptNo]);
    const pdf = await guardian().get(page.receipts[0]!.pdfPath);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdfText(pdf.rawPayload)).toContain(my.receiptNo);
    const other = await guardian().get(`/api/public/fee-pages/${mine.token}/receipts/${their._id}/pdf`);
    expect([other.statusCode, other.json().message]).toEqual([404, M.linkInvalid]);
  });

  it('is rate limited per address: past 60 looks an address waits (429), another does not', async () => {
    const { createTestApp } = await import('../../../test/harness.ts');
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const look = (url: string, remoteAddress: string) => limited.inject({ method: 'GET', url, remoteAddress });
      const url = `/api/public/fee-pages/${'C'.repeat(43)}`;
      for (let i = 0; i < 60; i++) expect((await look(url, '203.0.113.60')).statusCode).toBe(404);
      expect((await look(url, '203.0.113.60')).statusCode).toBe(429);
      expect((await look(feePagePath('C'.repeat(43)), '203.0.113.60')).statusCode).toBe(429);
      // The page says how long to wait in the parent's language, the number and its unit in Hindi words.
      const hindi = await limited.inject({
        method: 'GET',
        url: feePagePath('C'.repeat(43)),
        remoteAddress: '203.0.113.60',
        headers: { 'accept-language': 'hi' },
      });
      expect([hindi.statusCode, hindi.body]).toEqual([
        429,
        expect.stringMatching(/बहुत अधिक प्रयास। कृपया \d+ (सेकंड|मिनट) बाद फिर कोशिश करें।/),
      ]);
      expect((await look(url, '203.0.113.61')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('paying by UPI from the page', () => {
  it('offers a upi://pay link for what is due now, and the same request as a QR code on the page', async () => {
    await setUpi();
    const { token, link } = await createFamilyWithFees(t.app, t.school.code);
    const page = await pageOf(token);
    expect(page.upi).toEqual({
      link: `upi://pay?pa=school.fees%40sbi&pn=St.%20Mary%20%26%20Sons%20School&am=12800.00&cu=INR&tn=Fees%20Aarav%20Sharma%20${link.reference}`,
      vpa: 'school.fees@sbi',
      payeeName: 'St. Mary & Sons School',
      amount: 12_800,
      reference: link.reference,
    });
    const html = await guardian().get(feePagePath(token));
    expect([html.statusCode, html.headers['content-type'], html.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    expect(html.body).toContain(
      'href="upi://pay?pa=school.fees%40sbi&#38;pn=St.%20Mary%20%26%20Sons%20School&#38;am=12800.00',
    );
    expect(html.body).toContain('Pay ₹12,800 by UPI');
    expect(html.body).toMatch(/<svg[^>]*viewBox/);
    expect(html.body).toContain('og:title');
    expect(html.body).not.toMatch(/<script/);
  });

  it('makes a claim from a 12-digit UTR, never a receipt: the dues stay until the office confirms', async () => {
    const { token, student } = await createFamilyWithFees(t.app, t.school.code);
    const res = await claim(token, 5000, '1234 5678 9012');
    expect(res.statusCode).toBe(201);
    expect(res.json<ClaimOutcome>()).toMatchObject({
      amount: 5000,
      utr: '123456789012',
      status: 'pending',
      receiptNo: null,
    });
    const dues = await duesOf(student.id);
    expect([dues.totalDue, dues.receipts.length]).toEqual([14_500, 0]);
    const page = await pageOf(token);
    expect([page.payNow, page.maxClaim, page.claims[0]!.status]).toEqual([7800, 9800, 'pending']);
  });

  it("after a UTR for everything due now, the page asks for nothing more (no Due now, no Pay button) and gives the school's phone", async () => {
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    await setUpi();
    await setSchoolPhone('4212234567');
    const before = await pageOf(token);
    expect(before.upi?.amount).toBe(before.payNow);
    expect((await claim(token, before.payNow)).statusCode).toBe(201);
    const after = await pageOf(token);
    expect([after.payNow, after.upi, after.school.phone]).toEqual([0, null, '4212234567']);
    const html = (await guardian().get(`/f/${token}`)).body;
    expect(html).toContain('<h2>Paid by UPI, waiting for the school to confirm</h2>');
    expect(html).not.toContain('<h2>Due now</h2>');
    expect(html).not.toMatch(/Pay ₹[\d,]+ by UPI/);
    expect(html, html).toContain('School office: <a href="tel:+914212234567">0421 223 4567</a>');
  });

  it.each([['12345678901'], ['1234567890123'], ['12345678901a'], ['']])(
    'refuses the UTR %j by the field',
    async (utr) => {
      const { token } = await createFamilyWithFees(t.app, t.school.code);
      const res = await claim(token, 100, utr);
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { utr: M.utrInvalid }]);
    },
  );

  it('refuses a claim above what is due, counting the claims waiting', async () => {
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    const over = await claim(token, 14_800.01);
    expect([over.statusCode, over.json().fieldErrors]).toEqual([400, { amount: M.claimTooMuch }]);
    expect((await claim(token, 14_000)).statusCode).toBe(201);
    const second = await claim(token, 800.01);
    expect([second.statusCode, second.json().fieldErrors]).toEqual([400, { amount: M.claimTooMuch }]);
    expect((await claim(token, 800)).statusCode).toBe(201);
    expect((await claim(token, 0.5)).json().fieldErrors).toEqual({ amount: M.nothingDue });
    expect((await claim(token, 0.001)).json().fieldErrors).toEqual({ amount: M.amountInvalid });
  });

  it('takes a UTR once per school (409), whichever student it is entered for; another school may have it', async () => {
    const a = await createFamilyWithFees(t.app, t.school.code);
    const b = await createFamilyWithFees(t.app, t.school.code);
    const c = await createFamilyWithFees(t.app, t.other.code);
    const utr = newUtr();
    expect((await claim(a.token, 100, utr)).statusCode).toBe(201);
    const again = await claim(b.token, 100, utr);
    expect([again.statusCode, again.json().fieldErrors]).toEqual([409, { utr: M.utrUsed }]);
    expect((await claim(c.token, 100, utr)).statusCode).toBe(201);
  });

  it('takes the UTR from the page form without scripts: a redirect back saying so, or the error beside the form', async () => {
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    const sent = await guardian().form(`${feePagePath(token)}/claim`, { amount: '1,000', utr: newUtr() });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, `${feePagePath(token)}?sent=1`]);
    expect((await guardian().get(`${feePagePath(token)}?sent=1`)).body).toContain(M.claimSent);
    const bad = await guardian().form(`${feePagePath(token)}/claim`, { amount: '1000', utr: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(M.utrInvalid);
    const tooMuch = await guardian().form(`${feePagePath(token)}/claim`, { amount: '99999', utr: newUtr() });
    expect([tooMuch.statusCode, tooMuch.body.includes(M.claimTooMuch)]).toEqual([400, true]);
    expect((await pageOf(token)).claims).toHaveLength(1);
  });
});

describe('the office confirms or rejects UPI payments', () => {
  it('lists claims waiting with student, amount, UTR and time; confirming issues a UPI receipt with the UTR, oldest dues first', async () => {
    const { token, student, instalment } = await createFamilyWithFees(t.app, t.school.code);
    const utr = newUtr();
    await claim(token, 12_600, utr);
    const listed = (await pending()).find((c) => c.utr === utr)!;
    expect(listed).toMatchObject({
      amount: 12_600,
      status: 'pending',
      student: { _id: student.id, name: 'Aarav Sharma' },
    });
    expect(Date.parse(listed.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const res = await t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: listed._id } });
    expect(res.statusCode).toBe(200);
    const receipt = res.json<Receipt>();
    expect(receipt).toMatchObject({ mode: 'upi', reference: utr, amount: 12_600, status: 'active' });
    // The counter's order: the April fee, then its late fee, and what is left of the claim towards nothing newer.
    expect(receipt.lines.map((l) => l.amount)).toEqual([12_500, 100]);
    const dues = await duesOf(student.id);
    expect(dues.dues.find((d) => d.instalmentId === instalment.id)!.due).toBe(0);
    const page = await pageOf(token);
    expect(page.claims[0]).toMatchObject({ status: 'confirmed', receiptNo: receipt.receiptNo });
    expect(page.receipts.map((r) => r.receiptNo)).toContain(receipt.receiptNo);
    expect((await pending()).some((c) => c._id === listed._id)).toBe(false);
  });

  it('two clerks confirming one claim at once make one receipt, and confirming again answers it', async () => {
    const { token, student } = await createFamilyWithFees(t.app, t.school.code);
    const made = (await claim(token, 2000)).json<ClaimOutcome>();
    const [a, b] = await Promise.all([
      t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } }),
      t.admin().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<Receipt>().receiptNo).toBe(b.json<Receipt>().receiptNo);
    const again = await t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } });
    expect(again.json<Receipt>()._id).toBe(a.json<Receipt>()._id);
    expect((await duesOf(student.id)).receipts).toHaveLength(1);
  });

  it('rejecting with a reason leaves the dues as they were and shows the reason on the page; a decided claim is not decided again', async () => {
    const { token, student } = await createFamilyWithFees(t.app, t.school.code);
    const made = (await claim(token, 2000)).json<ClaimOutcome>();
    const before = await duesOf(student.id);
    const noReason = await t
      .clerk()
      .call(guardianFeesApi.rejectClaim, { params: { claimId: made._id }, body: { reason: '' } });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([400, { reason: M.rejectReasonRequired }]);
    const res = await t.clerk().call(guardianFeesApi.rejectClaim, {
      params: { claimId: made._id },
      body: { reason: 'Not on the bank statement' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.claimRejected }]);
    const after = await duesOf(student.id);
    expect([after.totalDue, after.receipts]).toEqual([before.totalDue, []]);
    expect((await pageOf(token)).claims[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Not on the bank statement',
    });
    expect((await guardian().get(feePagePath(token))).body).toContain('Not on the bank statement');
    expect((await t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } })).statusCode).toBe(
      409,
    );
    expect(
      (await t.clerk().call(guardianFeesApi.rejectClaim, { params: { claimId: made._id }, body: { reason: 'Twice' } }))
        .statusCode,
    ).toBe(409);
    // Once rejected, its amount may be claimed again.
    expect((await pageOf(token)).maxClaim).toBe(14_800);
  });

  it('a claim the dues no longer cover (paid at the counter meanwhile) is refused and waits again', async () => {
    const { token, student } = await createFamilyWithFees(t.app, t.school.code);
    const made = (await claim(token, 14_800)).json<ClaimOutcome>();
    await t.clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `gf-cash-${Date.now()}`,
        paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        mode: 'cash',
        pay: { by: 'amount', amount: 5000 },
      },
    });
    const res = await t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } });
    expect(res.statusCode).toBe(400);
    expect((await pending()).find((c) => c._id === made._id)?.status).toBe('pending');
  });
});

describe('a UTR is one payment (issue 45)', () => {
  const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const counterUpi = (studentId: string, reference: string) =>
    t.clerk().call(feesApi.collect, {
      body: {
        studentId,
        idempotencyKey: `gf-upi-${reference}-${Math.random()}`,
        paidOn: today(),
        mode: 'upi',
        reference,
        pay: { by: 'amount', amount: 500 },
      },
    });

  it("a UTR on the counter's UPI receipt is refused as a claim, and a waiting claim's UTR at the counter", async () => {
    const a = await createFamilyWithFees(t.app, t.school.code);
    const b = await createFamilyWithFees(t.app, t.school.code);
    const utr = newUtr();
    expect((await counterUpi(a.student.id, utr)).statusCode).toBe(201);
    const claimed = await claim(b.token, 500, utr);
    expect([claimed.statusCode, claimed.json().fieldErrors]).toEqual([409, { utr: M.utrUsed }]);

    const waiting = newUtr();
    expect((await claim(b.token, 500, waiting)).statusCode).toBe(201);
    const atCounter = await counterUpi(a.student.id, waiting);
    expect([atCounter.statusCode, atCounter.json().fieldErrors]).toEqual([409, { reference: M.utrUsed }]);
    expect((await duesOf(a.student.id)).receipts).toHaveLength(1);
  });

  it('a claim whose UTR the counter recorded meanwhile is not confirmed into a second receipt', async () => {
    const a = await createFamilyWithFees(t.app, t.school.code);
    const utr = newUtr();
    const made = (await claim(a.token, 500, utr)).json<ClaimOutcome>();
    // The counter's record came first (written straight, as a clerk who did not see the claim).
    await t.app.deps.db.update(upiClaims).set({ status: 'rejected' }).where(eq(upiClaims.id, made._id));
    expect((await counterUpi(a.student.id, utr)).statusCode).toBe(201);
    await t.app.deps.db.update(upiClaims).set({ status: 'pending' }).where(eq(upiClaims.id, made._id));
    const res = await t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([409, { utr: M.utrUsed }]);
    expect((await duesOf(a.student.id)).receipts).toHaveLength(1);
    expect((await pending()).find((c) => c._id === made._id)?.status).toBe('pending');
  });

  it("a rejected claim's UTR may be entered again with the right amount", async () => {
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    const utr = newUtr();
    const first = (await claim(token, 5000, utr)).json<ClaimOutcome>();
    const rejected = await t.clerk().call(guardianFeesApi.rejectClaim, {
      params: { claimId: first._id },
      body: { reason: 'The bank shows ₹500, not ₹5,000' },
    });
    expect(rejected.statusCode).toBe(200);
    const again = await claim(token, 500, utr);
    expect(again.statusCode, again.body).toBe(201);
    // Still once among claims standing.
    expect((await claim(token, 500, utr)).statusCode).toBe(409);
  });
});

describe('a claim confirmed and rejected at once (issue 45)', () => {
  it('ends one way only: a receipt and "confirmed", or no receipt and "rejected"', async () => {
    for (let round = 0; round < 10; round++) {
      const { token, student } = await createFamilyWithFees(t.app, t.school.code);
      const made = (await claim(token, 2000)).json<ClaimOutcome>();
      const [confirmed, rejected] = await Promise.all([
        t.clerk().call(guardianFeesApi.confirmClaim, { params: { claimId: made._id } }),
        t.admin().call(guardianFeesApi.rejectClaim, { params: { claimId: made._id }, body: { reason: 'Not seen' } }),
      ]);
      const [row] = await t.app.deps.db.select().from(upiClaims).where(eq(upiClaims.id, made._id));
      const receipts = (await duesOf(student.id)).receipts;
      if (confirmed.statusCode === 200) {
        expect(rejected.statusCode).toBe(409);
        expect([row!.status, receipts.length, row!.receiptId]).toEqual(['confirmed', 1, receipts[0]!._id]);
      } else {
        expect([confirmed.statusCode, rejected.statusCode]).toEqual([409, 200]);
        expect([row!.status, receipts.length, row!.receiptId]).toEqual(['rejected', 0, null]);
      }
    }
  });
});

describe('many clerks at once (issue 45)', () => {
  it('ten reissues of one link at once all answer a link, and only the last one written opens the page', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.clerk().call(guardianFeesApi.reissueLink, { params: { studentId: student.id } }),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const current = (
      await t.clerk().call(guardianFeesApi.link, { params: { studentId: student.id } })
    ).json<FeePageLink>();
    const opening = await Promise.all(
      all.map(async (r) => (await guardian().get(`/api/public/fee-pages/${r.json<FeePageLink>().token}`)).statusCode),
    );
    expect(opening.filter((s) => s === 200)).toHaveLength(1);
    expect(all.map((r) => r.json<FeePageLink>().token)).toContain(current.token);
  });

  it('ten reminders at once without "again" record one; the others are told it was sent today', async () => {
    const { student } = await createFamilyWithFees(t.app, t.school.code);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.clerk().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} }),
      ),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const today = (await t.clerk().call(guardianFeesApi.remindedToday)).json<{ studentId: string }[]>();
    expect(today.filter((r) => r.studentId === student.id)).toHaveLength(1);
  });
});

describe("the guardian's language", () => {
  it('the fee page is written in Hindi for Accept-Language hi: its words, the month names of its dates and the instalment names', async () => {
    await setUpi();
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    const res = await t.app.inject({
      method: 'GET',
      url: feePagePath(token),
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
      remoteAddress: '198.51.100.251',
    });
    // The instalment the portal named "Yearly", due 10 April 2026 with its late fee, and the totals in ₹ with Indian grouping.
    expectPageIn(
      res,
      'hi',
      ['अभी देय', 'वार्षिक', 'देय तिथि 10 अप्रैल 2026', 'लेट फ़ीस ₹300 सहित', 'अभी कुल देय: ₹12,800', 'UPI से ₹12,800 भरें'],
      ['Due now', 'Yearly', 'Apr 2026', 'incl. late fee', 'Payment history'],
    );
  });

  it("the fee page's JSON names the portal's instalments in the caller's language, and in English without Accept-Language", async () => {
    const { token } = await createFamilyWithFees(t.app, t.school.code);
    const url = guardianFeesApi.feePage.path.replace(':token', token);
    const labels = async (headers: Record<string, string>, ip: string) =>
      (await t.app.inject({ method: 'GET', url, headers, remoteAddress: ip }))
        .json<FeePage>()
        .dueNow.map((line) => line.label);
    expect(await labels({ 'accept-language': 'ta-IN,ta;q=0.9' }, '198.51.100.252')).toEqual(['ஆண்டுக்கு ஒருமுறை']);
    expect(await labels({}, '198.51.100.253')).toEqual(['Yearly']);
  });

  it("the WhatsApp reminder is written in the clerk's language until the guardian opens their page, the amount as ₹12,500", async () => {
    const { student } = await createFamilyWithFees(t.app, t.school.code);
    const hindiClerk = t.app.as({ headers: { ...t.school.staff.headers, 'accept-language': 'hi' } });
    const reminder = (
      await hindiClerk.call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} })
    ).json<Reminder>();
    expect(reminder.text).toMatch(/^आदरणीय अभिभावक, .* में Aarav Sharma की ₹12,500 स्कूल फ़ीस .+ से बकाया है।/);
    expect(reminder.url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(reminder.text)}`);
  });
});

describe("the reminder in the guardian's language", () => {
  it("is written in the language the guardian's browser named on their page, not the clerk's, with the due date and the school's phone", async () => {
    const { student, token } = await createFamilyWithFees(t.app, t.school.code);
    await setSchoolPhone('4212234567');
    const remind = () =>
      t.clerk().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: { again: true } });

    // Before the family has opened the page, the clerk's language (English here), with the due date and phone.
    const before = (await remind()).json<Reminder>().text;
    expect(before).toMatch(/^Dear parent, ₹12,500 of Aarav Sharma's school fees is overdue at .* since 10 Apr 2026\./);
    expect(before).toContain('call the school office on 0421 223 4567.');

    // The guardian opens the page on a Tamil phone: from then on the reminder is in Tamil, the date in Tamil words.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/f/${token}`,
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
      remoteAddress: '198.51.100.240',
    });
    expect(opened.statusCode).toBe(200);
    const after = (await remind()).json<Reminder>().text;
    expect(after).toMatch(/^அன்புள்ள பெற்றோரே, .* Aarav Sharma அவர்களின் ₹12,500 பள்ளிக் கட்டணம் /);
    expect(after).toContain(`${day('2026-04-10', 'ta')} முதல் நிலுவையில் உள்ளது`);
    expect(after).toContain('0421 223 4567');
  });
});

describe('reminders on WhatsApp', () => {
  it("opens wa.me to the guardian's number with the student, the amount overdue and the fee page link, and records it", async () => {
    const { student } = await createFamilyWithFees(t.app, t.school.code);
    const res = await t.clerk().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} });
    expect(res.statusCode).toBe(201);
    const reminder = res.json<Reminder>();
    const link = (
      await t.clerk().call(guardianFeesApi.link, { params: { studentId: student.id } })
    ).json<FeePageLink>();
    expect(reminder.overdue).toBe(12_500);
    expect(reminder.text).toContain('Aarav Sharma');
    expect(reminder.text).toContain('₹12,500');
    expect(reminder.text).toContain(`${t.app.deps.config.publicUrl}${link.path}`);
    expect(reminder.url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(reminder.text)}`);
    const today = (await t.clerk().call(guardianFeesApi.remindedToday)).json<{ studentId: string }[]>();
    expect(today.map((r) => r.studentId)).toContain(student.id);
  });

  it('does not remind twice the same day unless told to', async () => {
    const { student } = await createFamilyWithFees(t.app, t.school.code);
    await t.clerk().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} });
    const twice = await t.admin().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} });
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.remindedToday]);
    expect(
      (await t.admin().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: { again: true } }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a guardian without a mobile number, and a student with nothing overdue', async () => {
    const { student } = await createFamilyWithFees(t.app, t.school.code);
    const { db } = t.app.deps;
    const { students } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await db.update(students).set({ guardianPhone: '12345' }).where(eq(students.id, student.id));
    const res = await t.clerk().call(guardianFeesApi.remind, { params: { studentId: student.id }, body: {} });
    expect([res.statusCode, res.json().message]).toEqual([400, M.noGuardianPhone]);
    const paidUp = await createStudentWithFees(t.app, t.school.code, 100);
    await t.clerk().call(feesApi.collect, {
      body: {
        studentId: paidUp.student.id,
        idempotencyKey: `gf-up-${Date.now()}`,
        paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        mode: 'cash',
        pay: { by: 'overdue' },
      },
    });
    expect(
      (await t.clerk().call(guardianFeesApi.remind, { params: { studentId: paidUp.student.id }, body: {} })).json()
        .message,
    ).toBe(M.nothingOverdue);
  });
});
