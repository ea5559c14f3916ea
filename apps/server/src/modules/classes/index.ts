/** What other modules (students, fees) and the app may use of classes. */
export { currentYear, findYear, listYears, toAcademicYear, type YearRow } from './years.ts';
export { findClass, getClass, listClasses, type ClassRow, type CountStudents } from './service.ts';
export {
  findPlacement,
  inClassOrder,
  placementsOf,
  placementsOfClass,
  placementsOfYear,
  type Placement,
} from './placements.ts';
export { classesInOrder, copyYear } from './copy-year.ts';
