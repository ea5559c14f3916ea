import { describe, expect, it } from 'vitest';
import {
  feesApi,
  studentsApi,
  transferCertificatesApi as tcApi,
  type Student,
  type StudentDetail,
  type StudentDues,
  type IssueTcBody,
  type TransferCertificate,
} from '@school-portal/contract';
import { createClass, createStudent, createStudentWithFees, tcBody, twoInstitutes } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const t = twoInstitutes();
const { admin, clerk } = t;

const issue = (studentId: string, overrides: Record<string, unknown> = {}, as = clerk()) =>
  as.call(tcApi.issue, { params: { studentId }, body: tcBody(overrides) as IssueTcBody });

/** A student of Class 7 owing nothing (their class charges no fees). */
const freeStudent = async (name = 'Karthik Subramanian') =>
  createStudent(t.app, t.school.code, { name, dob: '2014-06-14' });

describe('transfer certificates (issue 46)', () => {
  it('a clerk issues a TC for a student who owes nothing: numbered, the student marked left, the record kept as printed', async () => {
    const student = await freeStudent();
    const answer = await issue(student.id);
    expect(answer.statusCode).toBe(201);
    const tc = answer.json<TransferCertificate>();
    expect(tc).toMatchObject({
      studentName: 'Karthik Subramanian',
      fatherName: 'Subramanian K',
      dob: '2014-06-14',
      admissionNumber: student.admissionNumber,
      leftOn: '2027-03-31',
      reason: 'Family moved to Coimbatore',
      duesAtIssue: 0,
      overrideReason: null,
      duplicates: 0,
    });
    const detail = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>();
    expect(detail).toMatchObject({ status: 'left', leftOn: '2027-03-31' });
    const listed = await clerk().call(tcApi.list, { params: { studentId: student.id } });
    expect(listed.json<TransferCertificate[]>().map((x) => x.number)).toEqual([tc.number]);
    // A second TC for the same leaving is refused: the office prints a duplicate instead.
    expect((await issue(student.id)).statusCode).toBe(409);

    const pdf = await clerk().call(tcApi.pdf, { params: { tcId: tc._id } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'TRANSFER CERTIFICATE',
      `TC No. ${tc.number}`,
      'Karthik Subramanian',
      'Subramanian K',
      'Lakshmi S',
      'Indian',
      '14 Jun 2014',
      'Fourteen June Two Thousand Fourteen',
      student.admissionNumber,
      'Family moved to Coimbatore',
      'Tamil, English, Mathematics, Science, Social Science',
      'Whether all dues to the school are paid: Yes',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DUPLICATE');
  });

  it('a TC is refused while dues stand, and issued by the institute admin with a reason the record keeps', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const refused = await issue(student.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('₹12,500');
    expect(refused.json()).toMatchObject({ fieldErrors: { overrideReason: expect.any(String) } });
    // The clerk cannot override; nothing is written by either refusal.
    const clerkOverride = await issue(student.id, { overrideReason: 'Parent promised to pay' });
    expect(clerkOverride.statusCode).toBe(403);
    const still = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>();
    expect(still.status).toBe('active');
    expect((await clerk().call(tcApi.list, { params: { studentId: student.id } })).json()).toEqual([]);

    const before = (await issue((await freeStudent('Anbu Selvan')).id)).json<TransferCertificate>().number;
    const allowed = await issue(student.id, { overrideReason: 'Father transferred; dues to be sent by post' }, admin());
    expect(allowed.statusCode).toBe(201);
    const tc = allowed.json<TransferCertificate>();
    // The refusals took no number: the admin's TC is the next after the last one issued.
    expect(tc.number).toBe(before + 1);
    expect(tc).toMatchObject({
      duesAtIssue: 12_500,
      overrideReason: 'Father transferred; dues to be sent by post',
      overrideByName: expect.any(String),
    });
    const text = pdfText((await clerk().call(tcApi.pdf, { params: { tcId: tc._id } })).rawPayload);
    expect(text).toContain('Father transferred; dues to be sent by post');
    // The dues are not forgotten by the TC: the counter still asks them.
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(dues.totalDue).toBe(12_500);
  });

  it('two clerks issuing at once get consecutive numbers, none repeated or skipped', async () => {
    const students = [];
    for (const name of ['Meena Raj', 'Priya Natarajan', 'Divya Murugan', 'Arjun Kumar', 'Lakshmi Priya'])
      students.push(await freeStudent(name));
    const first = (await issue((await freeStudent('Selvi Ganesan')).id)).json<TransferCertificate>().number;
    const answers = await Promise.all(students.map((s, i) => issue(s.id, {}, i % 2 ? admin() : clerk())));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers.map((a) => a.json<TransferCertificate>().number).sort((a, b) => a - b);
    expect(numbers).toEqual([first + 1, first + 2, first + 3, first + 4, first + 5]);
  });

  it('a duplicate is counted with its reason and its print says Duplicate; another school sees none of it', async () => {
    const tc = (await issue((await freeStudent('Gowri Shankar')).id)).json<TransferCertificate>();
    expect((await clerk().call(tcApi.pdf, { params: { tcId: tc._id }, query: { duplicate: 'true' } })).statusCode).toBe(
      409,
    );
    const dup = await clerk().call(tcApi.duplicate, { params: { tcId: tc._id }, body: { reason: 'Original lost' } });
    expect(dup.json<TransferCertificate>().duplicates).toBe(1);
    const text = pdfText(
      (await clerk().call(tcApi.pdf, { params: { tcId: tc._id }, query: { duplicate: 'true' } })).rawPayload,
    );
    expect(text).toContain('TRANSFER CERTIFICATE (DUPLICATE)');
    expect(text).toContain(`TC No. ${tc.number}`);
    const other = t.app.as(t.other.staff);
    expect((await other.call(tcApi.pdf, { params: { tcId: tc._id } })).statusCode).toBe(404);
    expect((await other.call(tcApi.duplicate, { params: { tcId: tc._id }, body: { reason: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('a student who left and comes back is re-admitted with their history, certificates and dues', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code, 9_000);
    const tc = (
      await issue(student.id, { overrideReason: 'Going abroad for a year' }, admin())
    ).json<TransferCertificate>();
    // Another class of the same year is refused (it would re-charge them as if always there); next year's is theirs.
    const sameYear = await createClass(t.app, t.school.code, 'Class 8 (this year)', ['A']);
    const refused = await clerk().call(studentsApi.readmit, {
      params: { studentId: student.id },
      body: { sectionId: sameYear.sections[0]!.id, readmittedOn: '2027-06-02' },
    });
    expect(refused.json()).toMatchObject({ fieldErrors: { sectionId: expect.any(String) } });
    const { sections } = await createClass(t.app, t.school.code, 'Class 8 (returning)', ['A'], 2027);
    const back = await clerk().call(studentsApi.readmit, {
      params: { studentId: student.id },
      body: { sectionId: sections[0]!.id, readmittedOn: '2027-06-02' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ student: Student }>().student).toMatchObject({
      status: 'active',
      leftOn: null,
      admissionNumber: student.admissionNumber,
    });
    const detail = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>();
    expect(detail.history.map((h) => h.action).slice(0, 2)).toEqual(['readmitted', 'left']);
    expect(
      (await clerk().call(tcApi.list, { params: { studentId: student.id } })).json<TransferCertificate[]>(),
    ).toEqual([expect.objectContaining({ number: tc.number })]);
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    // Last year's ₹9,000 stays owed (the TC was issued over it by the admin).
    expect(dues.totalDue).toBe(9_000);
    // Only a student who has left comes back; a date before they left is bad input naming the field.
    const again = await clerk().call(studentsApi.readmit, {
      params: { studentId: student.id },
      body: { sectionId: sections[0]!.id, readmittedOn: '2027-06-02' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('bad input names the field and writes nothing', async () => {
    const student = await freeStudent('Ravi Chandran');
    const bad = await issue(student.id, { fatherName: '', promoted: 'maybe', leftOn: '31/03/2027' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'fatherName',
      'leftOn',
      'promoted',
    ]);
    const still = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>();
    expect(still.status).toBe('active');
  });
});
