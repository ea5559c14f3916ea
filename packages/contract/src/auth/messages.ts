import { REGISTRATION_REJECTED } from './appeal-messages.ts';

/** What signing in, registering and passwords tell the user: the spec's words where it gives them. */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  appealSent: 'Your appeal was sent. You will hear from us by e-mail.',
  appealFailed: 'The appeal could not be sent.',
  completeProfile: 'Please complete your profile before proceeding.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registrationToast: 'Registration successful! Please wait for email confirmation.',
  resetLinkSent: 'Password reset link sent to your email.',
  resetLinkError: 'Error: Unable to send reset link.',
  somethingWrongError: 'Error: Something went wrong.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordRulesUnmet: 'New password does not meet all requirements.',
  passwordChanged: 'Password was successfully changed.',
  passwordChangedTitle: 'Password Changed',
  somethingWrong: 'Something went wrong!',
  signedOut: 'You have signed out.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'New password must differ from the current one.',
  ownPasswordOnly: 'You can only change your own password.',
} as const;

/** What the server answers when an account may not sign in, by status. */
export const SIGN_IN_REFUSALS = {
  invalid: 'Invalid email/user ID or password.',
  pending: 'Your account is awaiting approval. You will receive a confirmation e-mail within 24 hours.',
  rejected: REGISTRATION_REJECTED,
  /** With the reviewer's reason; the translations begin with their words for `rejected` (AppealForm looks for them). */
  rejectedWithReason: 'Your registration was rejected. Reason: {reason}',
  suspended: 'Your account has been suspended. Please contact the administrator.',
  superAdminOnly: 'This sign-in is for super administrators only.',
  useSuperUserLogin: 'Super administrators sign in at /superuserlogin.',
} as const;

/** Why the server ended a session; the sign-in screen shows it. */
export const SESSION_ENDED = {
  expired: 'Your session has expired. Please sign in again.',
  signedOut: 'You have signed out. Please sign in again.',
  credentialsChanged: 'Your password or access was changed. Please sign in again.',
} as const;

/** What a reset link's page says before its form (a separate object: the sign-in screens do not carry it). */
export const RESET_LINK_MESSAGES = {
  valid: 'Choose a new password.',
  used: 'This reset link was already used to set a new password. Sign in with it, or ask for a new link.',
} as const;
