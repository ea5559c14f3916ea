/* Loaded only when a rejected applicant signs in: kept out of AUTH_MESSAGES, which every signed-out screen loads. */

/** How a sign-in refused for a rejected registration begins (SIGN_IN_REFUSALS.rejected), for the sign-in screen to offer the appeal. */
export const REGISTRATION_REJECTED = /*i18n*/ 'Your registration was rejected.';

/** A rejected applicant's one appeal, offered where the sign-in says the registration was rejected. */
export const APPEAL_MESSAGES = {
  title: /*i18n*/ 'Appeal the decision',
  intro: /*i18n*/ 'You may ask once for your registration to be reviewed again. Tell us what the reviewer should know.',
  label: /*i18n*/ 'Your message',
  button: /*i18n*/ 'Send appeal',
  messageRequired: /*i18n*/ 'Please write your message.',
} as const;
