import { describe, expect, it } from 'vitest';
import { feesApi } from '@school-portal/contract';
import { feeInstalments } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createStudentWithFees, twoInstitutes } from '../../../test/factories.ts';
import { createFeeHead } from '../../../test/factories/fees.ts';
import { financialYearOf } from './certificate.ts';

const t = twoInstitutes();

const { clerk } = t;
let keys = 0;
const pay = (studentId: string, instalmentId: string, amount: number, paidOn: string) =>
  clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `cert-key-${Date.now()}-${++keys}`,
      paidOn,
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      allocations: [{ instalmentId, amount }],
    },
  });

describe("the yearly tuition-fee certificate for the parent's income tax", () => {
  it('counts only tuition heads paid in the financial year, from receipts that stand, and says the sum in words', async () => {
    const { student, instalment, head, schoolClass, year } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const transport = await createFeeHead(t.app, t.school.code, { name: 'Transport Fee', isTuition: false });
    const bus = await scoped(t.app.deps.db, institute(t.school.code)).insert(feeInstalments, {
      academicYearId: year.id,
      classId: schoolClass.id,
      headId: transport.id,
      frequency: 'yearly',
      label: 'Yearly',
      dueDate: '2026-04-10',
      amountPaise: 600_000,
    });
    expect((await pay(student.id, instalment.id, 5000, '2026-06-05')).statusCode).toBe(201);
    expect((await pay(student.id, bus.id, 6000, '2026-06-05')).statusCode).toBe(201);
    const cancelled = (await pay(student.id, instalment.id, 1000, '2026-07-01')).json<{ _id: string }>();
    await clerk().call(feesApi.cancel, { params: { receiptId: cancelled._id }, body: { reason: 'Entered twice' } });
    // Paid before April: the previous financial year's certificate.
    expect((await pay(student.id, instalment.id, 2000, '2026-03-30')).statusCode).toBe(201);

    const res = await clerk().call(feesApi.tuitionCertificate, {
      params: { studentId: student.id },
      query: { year: 2026 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('TUITION FEE CERTIFICATE');
    expect(text).toContain('Financial year 2026-27 (1 Apr 2026 to 31 Mar 2027)');
    expect(text).toContain(`Student: ${student.name}`);
    expect(text).toContain(head.name);
    expect(text).toContain('₹5,000');
    expect(text).toContain('Rupees Five Thousand Only');
    expect(text).not.toContain('Transport Fee');
    expect(text).not.toContain('₹6,000');

    const previous = pdfText(
      (await clerk().call(feesApi.tuitionCertificate, { params: { studentId: student.id }, query: { year: 2025 } }))
        .rawPayload,
    );
    expect(previous).toContain('Rupees Two Thousand Only');
  });

  it("another institute's student answers 404; a year that is not one is refused by the field", async () => {
    const theirs = await createStudentWithFees(t.app, t.other.code);
    expect(
      (await clerk().call(feesApi.tuitionCertificate, { params: { studentId: theirs.student.id }, query: {} }))
        .statusCode,
    ).toBe(404);
    const mine = await createStudentWithFees(t.app, t.school.code);
    const bad = await clerk().call(feesApi.tuitionCertificate, {
      params: { studentId: mine.student.id },
      query: { year: 'last' as unknown as number },
    });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['year']]);
  });

  it('the financial year runs April to March', () => {
    expect([financialYearOf('2027-03-31'), financialYearOf('2027-04-01')]).toEqual([2026, 2027]);
  });
});
