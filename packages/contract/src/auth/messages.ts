import { REGISTRATION_REJECTED } from './appeal-messages.ts';

/** What signing in, registering and passwords tell the user: the spec's words where it gives them. */
export const AUTH_MESSAGES = {
  loginSuccess: /*i18n*/ 'Login successful!',
  appealSent: /*i18n*/ 'Your appeal was sent. You will hear from us by e-mail.',
  appealFailed: /*i18n*/ 'The appeal could not be sent.',
  completeProfile: /*i18n*/ 'Please complete your profile before proceeding.',
  loginFailed: /*i18n*/ 'Login failed',
  registrationFailed: /*i18n*/ 'Registration failed',
  registrationToast: /*i18n*/ 'Registration successful! Please wait for email confirmation.',
  resetLinkSent: /*i18n*/ 'Password reset link sent to your email.',
  resetLinkError: /*i18n*/ 'Error: Unable to send reset link.',
  somethingWrongError: /*i18n*/ 'Error: Something went wrong.',
  passwordsDoNotMatch: /*i18n*/ 'Passwords do not match.',
  passwordRulesUnmet: /*i18n*/ 'New password does not meet all requirements.',
  passwordChanged: /*i18n*/ 'Password was successfully changed.',
  passwordChangedTitle: /*i18n*/ 'Password Changed',
  somethingWrong: /*i18n*/ 'Something went wrong!',
  signedOut: /*i18n*/ 'You have signed out.',
  passwordReset: /*i18n*/ 'Your password has been reset. You can sign in now.',
  resetLinkInvalid: /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.',
  currentPasswordWrong: /*i18n*/ 'Current password is incorrect.',
  samePassword: /*i18n*/ 'New password must differ from the current one.',
  ownPasswordOnly: /*i18n*/ 'You can only change your own password.',
} as const;

/** What the server answers when an account may not sign in, by status. */
export const SIGN_IN_REFUSALS = {
  invalid: /*i18n*/ 'Invalid email/user ID or password.',
  pending: /*i18n*/ 'Your account is awaiting approval. You will receive a confirmation e-mail within 24 hours.',
  rejected: REGISTRATION_REJECTED,
  /** With the reviewer's reason; the translations begin with their words for `rejected` (AppealForm looks for them). */
  rejectedWithReason: /*i18n*/ 'Your registration was rejected. Reason: {reason}',
  suspended: /*i18n*/ 'Your account has been suspended. Please contact the administrator.',
  superAdminOnly: /*i18n*/ 'This sign-in is for super administrators only.',
  useSuperUserLogin: /*i18n*/ 'Super administrators sign in at /superuserlogin.',
} as const;

/** Why the server ended a session; the sign-in screen shows it. */
export const SESSION_ENDED = {
  expired: /*i18n*/ 'Your session has expired. Please sign in again.',
  signedOut: /*i18n*/ 'You have signed out. Please sign in again.',
  credentialsChanged: /*i18n*/ 'Your password or access was changed. Please sign in again.',
} as const;

/** What a reset link's page says before its form (a separate object: the sign-in screens do not carry it). */
export const RESET_LINK_MESSAGES = {
  valid: /*i18n*/ 'Choose a new password.',
  used: /*i18n*/ 'This reset link was already used to set a new password. Sign in with it, or ask for a new link.',
} as const;
