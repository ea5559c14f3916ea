import type { App } from '../../src/app.ts';
import { bankCredits, feeInstalments, feeLateRules, guardianFeeLinks, upiClaims } from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { unique } from './accounts.ts';
import { createStudentWithFees } from './fees.ts';
import { createInstituteUser } from './office.ts';

/** A day a year after today: an instalment that falls due next. */
export const nextYear = () => `${new Date().getUTCFullYear() + 1}-01-10`;

/**
 * A student whose fees are ₹12,500 overdue since 10 April 2026 (₹10 a day late, at most ₹300) and
 * ₹2,000 due next January, with the guardian's fee page link.
 */
export async function createFamilyWithFees(app: App, instituteCode: string) {
  const made = await createStudentWithFees(app, instituteCode);
  const rows = scoped(app.deps.db, institute(instituteCode));
  const later = await rows.insert(feeInstalments, {
    academicYearId: made.year.id,
    classId: made.schoolClass.id,
    headId: made.head.id,
    frequency: 'yearly',
    label: 'Next',
    dueDate: nextYear(),
    amountPaise: 200_000,
  });
  await rows.insert(feeLateRules, {
    classId: made.schoolClass.id,
    kind: 'perDay',
    amountPaise: 1000,
    graceDays: 0,
    capPaise: 30_000,
  });
  const clerk = await createInstituteUser(app, instituteCode);
  const token = `${unique()}${'t'.repeat(43)}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 43);
  const link = await rows.insert(guardianFeeLinks, {
    studentId: made.student.id,
    token,
    reference: `SP${unique()}`.slice(0, 12),
    createdBy: clerk.account.id,
  });
  return { ...made, later, link, token };
}

/** A guardian's UPI payment claim of ₹1,000, waiting for the office. */
export async function createClaim(app: App, instituteCode: string) {
  const { student } = await createStudentWithFees(app, instituteCode);
  return scoped(app.deps.db, institute(instituteCode)).insert(upiClaims, {
    studentId: student.id,
    amountPaise: 100_000,
    utr: String(Math.floor(1e11 + Math.random() * 9e11)),
    reference: `SP${unique()}`.slice(0, 12),
  });
}

/** A UPI credit of ₹1,000 on the school's bank statement that nobody claimed, and a student owing more. */
export async function createBankCredit(app: App, instituteCode: string) {
  const { student } = await createStudentWithFees(app, instituteCode);
  const clerk = await createInstituteUser(app, instituteCode);
  const credit = await scoped(app.deps.db, institute(instituteCode)).insert(bankCredits, {
    utr: String(Math.floor(1e11 + Math.random() * 9e11)),
    amountPaise: 100_000,
    creditedOn: '2026-04-12',
    payer: 'RAVI KUMAR',
    details: 'UPI/CR/RAVI KUMAR',
    bank: 'State Bank of India',
    uploadedBy: clerk.account.id,
  });
  return { credit, student };
}
