import type { App } from '../../src/app.ts';
import { transferCertificates } from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { createStudent } from './office.ts';

/** What the office fills in to issue a TC (a student of Tiruppur leaving for Coimbatore). */
export const tcBody = (overrides: Record<string, unknown> = {}) => ({
  fatherName: 'Subramanian K',
  motherName: 'Lakshmi S',
  nationality: 'Indian',
  leftOn: '2027-03-31',
  reason: 'Family moved to Coimbatore',
  promoted: 'yes',
  conduct: 'Good',
  subjects: 'Tamil, English, Mathematics, Science, Social Science',
  ...overrides,
});

/** A TC on record for a student (of a new class when none is given), numbered as the school's next would be. */
export async function createTc(app: App, instituteCode: string) {
  const student = await createStudent(app, instituteCode, {
    status: 'left',
    leftOn: '2027-03-31',
    leftReason: 'Moved',
  });
  const rows = scoped(app.deps.db, institute(instituteCode));
  return rows.insert(transferCertificates, {
    number: (await rows.select(transferCertificates)).length + 1,
    studentId: student.id,
    studentName: student.name,
    fatherName: 'Ramesh Sharma',
    motherName: 'Sunita Sharma',
    nationality: 'Indian',
    dob: student.dob,
    admissionNumber: student.admissionNumber,
    admissionDate: student.admissionDate,
    className: 'Class 5 A',
    promoted: 'yes',
    leftOn: '2027-03-31',
    reason: 'Moved',
    conduct: 'Good',
    subjects: 'English, Hindi, Mathematics',
    duesAtIssuePaise: 0,
  });
}
