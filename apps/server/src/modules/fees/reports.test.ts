import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES, feesApi, type Defaulter } from '@school-portal/contract';
import { feeInstalments } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { createStudentWithFees, twoInstitutes } from '../../../test/factories.ts';
import { createStudent } from '../../../test/factories/office.ts';
import { indianToday } from './reports.ts';

const t = twoInstitutes();

const { clerk } = t;
let keys = 0;
const pay = (studentId: string, instalmentId: string, amount: number, mode: 'cash' | 'cheque' = 'cash') =>
  clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `report-key-${Date.now()}-${++keys}`,
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode,
      ...(mode === 'cheque' ? { chequeNumber: '445566', bank: 'SBI', chequeDate: '2026-06-05' } : {}),
      allocations: [{ instalmentId, amount }],
    },
  });

const daysSince = (day: string) => Math.round((Date.parse(indianToday(new Date())) - Date.parse(day)) / 86_400_000);

describe('the defaulters report of a class', () => {
  it('lists the students with fees past due, the largest sum first, with guardian phone, amount and days overdue', async () => {
    const {
      schoolClass,
      year,
      head,
      instalment,
      student: partPaid,
    } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const sectionId = partPaid.sectionId;
    const unpaid = await createStudent(t.app, t.school.code, {
      sectionId,
      name: 'Meera Iyer',
      guardianPhone: '9811122233',
    });
    const settled = await createStudent(t.app, t.school.code, { sectionId, name: 'Kabir Das' });
    const left = await createStudent(t.app, t.school.code, {
      sectionId,
      name: 'Left Student',
      status: 'left',
      leftOn: '2026-05-01',
    });
    // Due far in the future: not overdue yet, so it counts for no one.
    await scoped(t.app.deps.db, institute(t.school.code)).insert(feeInstalments, {
      academicYearId: year.id,
      classId: schoolClass.id,
      headId: head.id,
      frequency: 'yearly',
      label: 'Next',
      dueDate: '2099-04-10',
      amountPaise: 99_900,
    });
    expect((await pay(partPaid.id, instalment.id, 5000)).statusCode).toBe(201);
    expect((await pay(settled.id, instalment.id, 12_500)).statusCode).toBe(201);

    const res = await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json<Defaulter[]>();
    expect(rows.map((r) => [r.student.name, r.overdue, r.oldestDueDate])).toEqual([
      ['Meera Iyer', 12_500, '2026-04-10'],
      ['Aarav Sharma', 7500, '2026-04-10'],
    ]);
    expect(rows[0]).toMatchObject({
      student: { _id: unpaid.id, guardianPhone: '9811122233', className: schoolClass.name },
      daysOverdue: daysSince('2026-04-10'),
    });
    expect(rows.map((r) => r.student._id)).not.toContain(left.id);

    const csv = await clerk().call(feesApi.defaultersCsv, { query: { classId: schoolClass.id } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Student,Admission No.,Class,Guardian,Guardian Phone,Overdue (Rs.),Of earlier years (Rs.),Due Since,Days Overdue',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 1).concat(l.split(',').slice(4, 8)))).toEqual([
      ['Meera Iyer', '9811122233', '12500', '0', '2026-04-10'],
      ['Aarav Sharma', '9876543210', '7500', '0', '2026-04-10'],
    ]);

    const secondPage = await clerk().call(feesApi.defaulters, {
      query: { classId: schoolClass.id, page: 2, limit: 1 },
    });
    expect([secondPage.headers['x-total-count'], secondPage.json<Defaulter[]>().map((r) => r.student.name)]).toEqual([
      '2',
      ['Aarav Sharma'],
    ]);
  });

  it('a bounced cheque puts the student back on the list', async () => {
    const { schoolClass, instalment, student } = await createStudentWithFees(t.app, t.school.code, 3000);
    const receipt = (await pay(student.id, instalment.id, 3000, 'cheque')).json<{ _id: string }>();
    expect((await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json()).toEqual([]);
    await clerk().call(feesApi.bounce, { params: { receiptId: receipt._id }, body: { reason: 'Insufficient funds' } });
    const rows = (await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json<Defaulter[]>();
    expect(rows.map((r) => [r.student._id, r.overdue])).toEqual([[student.id, 3000]]);
  });

  it("another institute's class, or a class id that is not one, is refused by the field", async () => {
    const theirs = await createStudentWithFees(t.app, t.other.code);
    const res = await clerk().call(feesApi.defaulters, { query: { classId: theirs.schoolClass.id } });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { classId: FEE_MESSAGES.classNotFound }]);
    const bad = await clerk().call(feesApi.defaulters, { query: { classId: 'class-3' } });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([400, { classId: FEE_MESSAGES.classNotFound }]);
  });
});
