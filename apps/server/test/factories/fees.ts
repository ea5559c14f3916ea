import type { App } from '../../src/app.ts';
import {
  feeAllocations,
  feeConcessions,
  feeHeadAssignments,
  feeHeads,
  feeInstalments,
  feeLateRules,
  feeReceipts,
} from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { unique } from './accounts.ts';
import { createClass, createInstituteUser, createStudent } from './office.ts';

/** A fee head of an institute (tuition unless told otherwise). */
export async function createFeeHead(
  app: App,
  instituteCode: string,
  overrides: Partial<typeof feeHeads.$inferInsert> = {},
) {
  return scoped(app.deps.db, institute(instituteCode)).insert(feeHeads, {
    name: `Tuition ${unique()}`,
    isTuition: true,
    ...overrides,
  });
}

/** A student of a new class whose fees are one yearly instalment of ₹12,500, due 10 April 2026. */
export async function createStudentWithFees(app: App, instituteCode: string, rupees = 12_500) {
  const { schoolClass, sections, year } = await createClass(app, instituteCode);
  const head = await createFeeHead(app, instituteCode);
  const instalment = await scoped(app.deps.db, institute(instituteCode)).insert(feeInstalments, {
    academicYearId: year.id,
    classId: schoolClass.id,
    headId: head.id,
    frequency: 'yearly',
    label: 'Yearly',
    dueDate: '2026-04-10',
    amountPaise: rupees * 100,
  });
  const student = await createStudent(app, instituteCode, { sectionId: sections[0]!.id });
  return { schoolClass, year, head, instalment, student };
}

/** A paid receipt of a student (numbered outside the counter: for access checks, not for numbering). */
export async function createReceipt(
  app: App,
  instituteCode: string,
  overrides: Partial<typeof feeReceipts.$inferInsert> = {},
) {
  const { year, instalment, student } = await createStudentWithFees(app, instituteCode);
  const clerk = await createInstituteUser(app, instituteCode);
  const rows = scoped(app.deps.db, institute(instituteCode));
  const number = Math.floor(Math.random() * 1e9);
  const receipt = await rows.insert(feeReceipts, {
    academicYearId: year.id,
    number,
    receiptNo: `T/${number}`,
    studentId: student.id,
    amountPaise: 500_000,
    mode: 'cheque',
    chequeNumber: '123456',
    bank: 'SBI',
    chequeDate: '2026-06-01',
    paidOn: '2026-06-01',
    collectedBy: clerk.account.id,
    idempotencyKey: `key-${unique()}`,
    ...overrides,
  });
  await rows.insert(feeAllocations, {
    receiptId: receipt.id,
    studentId: student.id,
    instalmentId: instalment.id,
    amountPaise: receipt.amountPaise,
  });
  return receipt;
}

/** A class's late fee rule: ₹10 a day after the due date, at most ₹300. */
export async function createLateFeeRule(app: App, instituteCode: string) {
  const { schoolClass } = await createClass(app, instituteCode);
  return scoped(app.deps.db, institute(instituteCode)).insert(feeLateRules, {
    classId: schoolClass.id,
    kind: 'perDay',
    amountPaise: 1000,
    graceDays: 0,
    capPaise: 30_000,
  });
}

/** A sibling concession of 10% on all heads for a new student with fees. */
export async function createConcession(app: App, instituteCode: string) {
  const { student, year } = await createStudentWithFees(app, instituteCode);
  const admin = await createInstituteUser(app, instituteCode);
  return scoped(app.deps.db, institute(instituteCode)).insert(feeConcessions, {
    studentId: student.id,
    academicYearId: year.id,
    headId: null,
    type: 'sibling',
    mode: 'percent',
    value: 1000,
    reason: 'Elder brother in class 8',
    createdBy: admin.account.id,
  });
}

/** A running assignment of a head for chosen students (a bus route) to a new student, from 1 June 2026. */
export async function createHeadAssignment(app: App, instituteCode: string) {
  const head = await createFeeHead(app, instituteCode, {
    name: `Route ${unique()}`,
    isTuition: false,
    forChosenStudents: true,
  });
  const student = await createStudent(app, instituteCode);
  const admin = await createInstituteUser(app, instituteCode);
  return scoped(app.deps.db, institute(instituteCode)).insert(feeHeadAssignments, {
    studentId: student.id,
    headId: head.id,
    startsOn: '2026-06-01',
    createdBy: admin.account.id,
  });
}
