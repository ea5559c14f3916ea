import { classesApi, studentsApi } from '@school-portal/contract';

/**
 * What a change to students (admitted, edited, moved, promoted, left, imported) can alter: every list,
 * page and count of students, the next admission number, and the head count of each section.
 */
export const STUDENT_VIEWS = [...Object.values(studentsApi), classesApi.list];
