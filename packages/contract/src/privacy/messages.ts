/** What people read about their own data (India's Digital Personal Data Protection Act, 2023). */
export const PRIVACY_MESSAGES = {
  /** The name schools see on the application of a job seeker who deleted their account. */
  withdrawnApplicant: 'Withdrawn applicant',
  /** The name shown on receipts and records kept by a school whose account was closed. */
  formerStaff: 'Former staff',
  passwordRequired: 'Enter your password to confirm.',
  wrongPassword: 'That password is not right.',
  confirmRequired: 'Type DELETE to confirm.',
  accountDeleted: 'Your account and personal data have been deleted.',
  instituteClosed:
    "The institute's account is closed. Fee receipts and student records are kept as the school's records.",
  downloadFailed: 'Could not download your data',
} as const;
