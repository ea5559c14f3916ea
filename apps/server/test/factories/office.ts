import type { App } from '../../src/app.ts';
import { academicYears, classSections, schoolClasses, students } from '../../src/db/schema/index.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { createUser, unique } from './accounts.ts';

/** A staff member of an institute, pending the admin's approval unless told otherwise. */
export async function createInstituteUser(
  app: App,
  instituteCode: string,
  status: 'pending' | 'approved' | 'suspended' = 'approved',
) {
  return createUser(app, { role: 'instituteUser', instituteCode, status });
}

/** The current academic year of an institute, made when it has none (2026-27 by default). */
export async function createYear(app: App, instituteCode: string, startYear = 2026, isCurrent = true) {
  const rows = scoped(app.deps.db, institute(instituteCode));
  const [existing] = (await rows.select(academicYears)).filter((y) => y.startYear === startYear);
  if (existing) return existing;
  return rows.insert(academicYears, { startYear, isCurrent });
}

/** A class of the current year with the sections named (A and B by default). */
export async function createClass(
  app: App,
  instituteCode: string,
  name = `Class ${unique()}`,
  sectionNames = ['A', 'B'],
  startYear = 2026,
) {
  const year = await createYear(app, instituteCode, startYear, startYear === 2026);
  const rows = scoped(app.deps.db, institute(instituteCode));
  const schoolClass = await rows.insert(schoolClasses, { academicYearId: year.id, name, position: 0 });
  const sections = [];
  for (const sectionName of sectionNames)
    sections.push(
      await rows.insert(classSections, {
        classId: schoolClass.id,
        name: sectionName,
        classTeacher: null,
        capacity: null,
      }),
    );
  return { year, schoolClass, sections };
}

/** A student of a section (of a new class when none is given). */
export async function createStudent(
  app: App,
  instituteCode: string,
  overrides: Partial<typeof students.$inferInsert> = {},
) {
  const sectionId = overrides.sectionId ?? (await createClass(app, instituteCode)).sections[0]!.id;
  return scoped(app.deps.db, institute(instituteCode)).insert(students, {
    admissionNumber: `ADM-${unique()}`,
    name: 'Aarav Sharma',
    gender: 'male',
    dob: '2016-06-14',
    rollNumber: 1,
    guardianName: 'Ramesh Sharma',
    guardianPhone: '9876543210',
    address: '12 MG Road, Pune',
    admissionDate: '2026-04-01',
    ...overrides,
    sectionId,
  });
}

/** A student as the Add Student form sends them. */
export const studentBody = (sectionId: string, overrides: Record<string, unknown> = {}) => ({
  admissionNumber: `A-${unique()}`,
  name: 'Diya Patel',
  gender: 'female',
  dob: '2017-02-03',
  sectionId,
  rollNumber: 7,
  guardianName: 'Kiran Patel',
  guardianPhone: '98765 43210',
  address: 'Navrangpura, Ahmedabad',
  admissionDate: '2026-04-02',
  ...overrides,
});
