/** What other modules (fees) and the app may use of students. */
export { countActiveBySection, findStudent, getStudent, moveToClass } from './service.ts';
export { activeStudentsOfClass, listStudents, STUDENT_SEARCH_TEXT } from './queries.ts';
export { toStudent, type StudentRow } from './mapping.ts';
