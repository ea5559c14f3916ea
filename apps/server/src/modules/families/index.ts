/** What other modules (guardian fees: the family's page, claims and reminders) may use of families. */
export { familyIdOf, familyStudents } from './membership.ts';
