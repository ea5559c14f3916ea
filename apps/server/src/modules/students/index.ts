/** What other modules (fees, year end, transfer certificates) and the app may use of students. */
export { countActiveBySection, findStudent, getStudent, leaveIn, moveToClass } from './service.ts';
export { activeStudentsOfClass, listStudents, STUDENT_SEARCH_TEXT } from './queries.ts';
export { toStudent, type StudentRow } from './mapping.ts';
export { activeStudentsOfSections, applyYearEnd, type YearEndMoves } from './year-end.ts';
export { readmitStudent } from './readmit.ts';
