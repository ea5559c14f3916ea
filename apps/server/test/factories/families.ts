import type { App } from '../../src/app.ts';
import { families, familyMembers, feeInstalments } from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { createFeeHead } from './fees.ts';
import { createClass, createInstituteUser, createStudent } from './office.ts';

/**
 * A brother and sister of Tiruppur in two classes of this year, one tuition head: Kavya (born 2014) owes ₹10,000 due
 * 10 April and ₹8,000 due 10 July, Arjun (born 2018) ₹6,000 due 10 June; no late fee. Linked as one family unless
 * `linked` is false.
 */
export async function createFamilyOfTwo(app: App, instituteCode: string, { linked = true } = {}) {
  const rows = scoped(app.deps.db, institute(instituteCode));
  const head = await createFeeHead(app, instituteCode);
  const elderClass = await createClass(app, instituteCode);
  const youngerClass = await createClass(app, instituteCode);
  const instalment = (classId: string, yearId: string, label: string, dueDate: string, rupees: number) =>
    rows.insert(feeInstalments, {
      academicYearId: yearId,
      classId,
      headId: head.id,
      frequency: 'termly',
      label,
      dueDate,
      amountPaise: rupees * 100,
    });
  const { schoolClass: e, year } = elderClass;
  const april = await instalment(e.id, year.id, 'Term 1', '2026-04-10', 10_000);
  const july = await instalment(e.id, year.id, 'Term 2', '2026-07-10', 8_000);
  const june = await instalment(youngerClass.schoolClass.id, youngerClass.year.id, 'Term 1', '2026-06-10', 6_000);
  const guardian = { guardianName: 'Senthil Kumar', guardianPhone: '9443012345', address: '4 Kumaran Road, Tiruppur' };
  const elder = await createStudent(app, instituteCode, {
    ...guardian,
    name: 'Kavya Senthil',
    gender: 'female',
    dob: '2014-05-02',
    sectionId: elderClass.sections[0]!.id,
  });
  const younger = await createStudent(app, instituteCode, {
    ...guardian,
    name: 'Arjun Senthil',
    gender: 'male',
    dob: '2018-09-15',
    sectionId: youngerClass.sections[0]!.id,
  });
  const clerk = await createInstituteUser(app, instituteCode);
  let familyId: string | undefined;
  if (linked) {
    familyId = (await rows.insert(families, { createdBy: clerk.account.id })).id;
    for (const s of [elder, younger])
      await rows.insert(familyMembers, { familyId, studentId: s.id, addedBy: clerk.account.id });
  }
  return {
    head,
    elder: { ...elder, sectionClassId: e.id },
    younger: { ...younger, sectionClassId: youngerClass.schoolClass.id },
    familyId,
    instalments: { april, july, june },
  };
}
