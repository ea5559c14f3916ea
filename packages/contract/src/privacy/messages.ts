/** What people read about their own data (India's Digital Personal Data Protection Act, 2023). */
export const PRIVACY_MESSAGES = {
  /** The name schools see on the application of a job seeker who deleted their account. */
  withdrawnApplicant: 'Withdrawn applicant',
  /** The name shown on receipts and records kept by a school whose account was closed. */
  formerStaff: 'Former staff',
  passwordRequired: /*i18n*/ 'Enter your password to confirm.',
  wrongPassword: /*i18n*/ 'That password is not right.',
  confirmRequired: /*i18n*/ 'Type DELETE to confirm.',
  accountDeleted: /*i18n*/ 'Your account and personal data have been deleted.',
  instituteClosed:
    /*i18n*/ "The institute's account is closed. Fee receipts and student records are kept as the school's records.",
  downloadFailed: /*i18n*/ 'Could not download your data',
} as const;
