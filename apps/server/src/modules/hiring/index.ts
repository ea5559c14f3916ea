/** What the app may use of hiring: the day-before reminders of interviews and demo lessons. */
export { sendReminders } from './invitations.ts';
