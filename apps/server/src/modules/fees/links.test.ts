import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  feesApi,
  receiptLinkPath,
  type PublicReceipt,
  type Receipt,
  type ReceiptLink,
} from '@school-portal/contract';
import { createTestApp } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createStudentWithFees, twoInstitutes } from '../../../test/factories.ts';
import { expectPageIn } from '../../../test/page-language.ts';

const t = twoInstitutes();

let keys = 0;
/** A part payment by UPI of a new student: ₹5,000 of ₹12,500. */
async function receipt(): Promise<Receipt> {
  const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
  const res = await t.clerk().call(feesApi.collect, {
    body: {
      studentId: student.id,
      idempotencyKey: `link-${Date.now()}-${++keys}`,
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'upi',
      reference: 'UPI-4455',
      allocations: [{ instalmentId: instalment.id, amount: 5000 }],
    },
  });
  return res.json<Receipt>();
}

const share = async (r: Receipt, by = t.school) =>
  t.app.as(by.staff).call(feesApi.shareReceipt, { params: { receiptId: r._id } });
const tokenOf = async (r: Receipt) => (await share(r)).json<ReceiptLink>().token;
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

describe("a receipt's link for the parent", () => {
  it('is made once: sharing again shows the same unguessable link, never the receipt id', async () => {
    const r = await receipt();
    const first = await share(r);
    expect(first.statusCode).toBe(200);
    const { token } = first.json<ReceiptLink>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(r._id);
    expect(await tokenOf(r)).toBe(token);
    expect(await tokenOf(await receipt())).not.toBe(token);
  });

  it('opens without signing in and shows only what the printed receipt shows', async () => {
    const r = await receipt();
    const res = await anonymous(`/api/public/receipts/${await tokenOf(r)}`);
    expect(res.statusCode).toBe(200);
    const shown = res.json<PublicReceipt>();
    expect(shown).toMatchObject({
      receiptNo: r.receiptNo,
      amount: 5000,
      amountInWords: 'Rupees Five Thousand Only',
      mode: 'upi',
      reference: 'UPI-4455',
      status: 'active',
    });
    expect(Object.keys(shown.student).sort()).toEqual([
      'admissionNumber',
      'className',
      'guardianName',
      'name',
      'sectionName',
    ]);
    for (const hidden of [r._id, r.student._id, r.student.guardianPhone, r.createdAt])
      expect(res.body).not.toContain(hidden);
  });

  it("is written in the parent's language (Accept-Language: ta): its words, the date's month, the instalment's name and the amount in words", async () => {
    const r = await receipt();
    const res = await t.app.inject({
      method: 'GET',
      url: receiptLinkPath(await tokenOf(r)),
      headers: { 'accept-language': 'ta-IN,ta;q=0.9' },
    });
    expectPageIn(
      res,
      'ta',
      ['கட்டண ரசீது', 'ஆண்டுக்கு ஒருமுறை', 'ஜூன்', 'ஐயாயிரம் ரூபாய் மட்டும்', '₹5,000', 'PDF பதிவிறக்கு'],
      ['FEE RECEIPT', 'Yearly', 'Jun 2026', 'Rupees Five Thousand Only', 'Download PDF'],
    );
  });

  it('gives the PDF and a printable page to anyone holding it, within the content security policy', async () => {
    const r = await receipt();
    const token = await tokenOf(r);
    const pdf = await anonymous(`/api/public/receipts/${token}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdfText(pdf.rawPayload)).toContain(`Receipt No. ${r.receiptNo}`);
    const page = await anonymous(receiptLinkPath(token));
    expect([page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    expect(page.body).toContain(r.receiptNo);
    expect(page.body).toContain('Rupees Five Thousand Only');
    expect(page.body).toContain(`href="/api/public/receipts/${token}/pdf"`);
    expect(page.body).toContain('noindex');
    // Scripts only from the portal: the page's one script is a file, none is inline.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>/);
    const script = await anonymous('/r/print.js');
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  });

  it('once revoked, no longer opens: 404 on the API, a page saying so, and a new link when shared again', async () => {
    const r = await receipt();
    const token = await tokenOf(r);
    const revoked = await t.admin().call(feesApi.revokeReceiptLink, { params: { receiptId: r._id } });
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { message: FEE_MESSAGES.linkRevoked }]);
    const api = await anonymous(`/api/public/receipts/${token}`);
    expect([api.statusCode, api.json().message]).toEqual([404, FEE_MESSAGES.linkInvalid]);
    expect((await anonymous(`/api/public/receipts/${token}/pdf`)).statusCode).toBe(404);
    const page = await anonymous(receiptLinkPath(token));
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(FEE_MESSAGES.linkInvalid);
    expect(page.body).not.toContain(r.receiptNo);
    const again = await tokenOf(r);
    expect(again).not.toBe(token);
    expect((await anonymous(`/api/public/receipts/${again}`)).statusCode).toBe(200);
  });

  it('another institute can neither make nor revoke a link for a receipt it does not own (404)', async () => {
    const r = await receipt();
    const token = await tokenOf(r);
    expect((await share(r, t.other)).statusCode).toBe(404);
    expect(
      (await t.app.as(t.other.admin).call(feesApi.revokeReceiptLink, { params: { receiptId: r._id } })).statusCode,
    ).toBe(404);
    expect((await anonymous(`/api/public/receipts/${token}`)).statusCode).toBe(200);
  });

  it('shows a cancelled receipt as CANCELLED, with the reason', async () => {
    const r = await receipt();
    const token = await tokenOf(r);
    await t.clerk().call(feesApi.cancel, { params: { receiptId: r._id }, body: { reason: 'Wrong student' } });
    expect((await anonymous(`/api/public/receipts/${token}`)).json<PublicReceipt>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Wrong student',
    });
    const page = await anonymous(receiptLinkPath(token));
    expect(page.body).toContain('CANCELLED · Wrong student');
    expect(pdfText((await anonymous(`/api/public/receipts/${token}/pdf`)).rawPayload)).toContain(
      'FEE RECEIPT (CANCELLED)',
    );
  });

  it('refuses a token that is not one the office makes by the field, and an unknown one as not valid', async () => {
    const bad = await anonymous('/api/public/receipts/not-a-token');
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([400, { token: FEE_MESSAGES.linkInvalid }]);
    expect((await anonymous(`/api/public/receipts/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous('/r/not-a-token')).statusCode).toBe(404);
  });
});

describe('the link is rate limited per address, as other public routes are', () => {
  it('past 60 looks in 15 minutes, an address waits (429 with Retry-After), on the API and on the page', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const look = (url: string, remoteAddress: string) => limited.inject({ method: 'GET', url, remoteAddress });
      for (let i = 0; i < 60; i++)
        expect((await look(`/api/public/receipts/${'B'.repeat(43)}`, '203.0.113.50')).statusCode).toBe(404);
      const held = await look(`/api/public/receipts/${'B'.repeat(43)}`, '203.0.113.50');
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect((await look(receiptLinkPath('B'.repeat(43)), '203.0.113.50')).statusCode).toBe(429);
      expect((await look(`/api/public/receipts/${'B'.repeat(43)}`, '198.51.100.9')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
