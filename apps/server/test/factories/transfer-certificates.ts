import type { App } from '../../src/app.ts';
import { transferCertificates } from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { nextTcNumber } from '../../src/modules/transfer-certificates/index.ts';
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
  // Numbered from the school's counter, as the portal numbers them: a number of its own (a count) collided with the
  // next TC the portal issued (the fuzzer's 500s, Nov 2026).
  return app.deps.db.transaction(async (tx) =>
    scoped(tx, institute(instituteCode)).insert(transferCertificates, {
      number: await nextTcNumber(tx, institute(instituteCode)),
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
    }),
  );
}
