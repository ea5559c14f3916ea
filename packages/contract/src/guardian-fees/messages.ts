/** The guardian's fee page: a private link, served by the portal without an account. */
export const feePagePath = (token: string) => `/f/${encodeURIComponent(token)}`;

/** What the UPI settings, the guardian's fee page, the claims and the reminders say. */
export const GUARDIAN_FEE_MESSAGES = {
  vpaInvalid: /*i18n*/ 'Enter the UPI ID as name@bank (letters, digits, dot, hyphen or underscore).',
  payeeRequired: /*i18n*/ 'Enter the payee name shown in the UPI app.',
  payeeTooLong: /*i18n*/ 'At most 50 characters.',
  upiSaved: /*i18n*/ 'UPI details saved.',
  upiNotSet: /*i18n*/ 'The school has not set its UPI ID yet: pay at the fee counter.',
  linkInvalid: /*i18n*/ 'This fee page link is not valid. It may have been replaced by a new one.',
  linkRevoked: /*i18n*/ 'The fee page link was revoked. Share the new link with the guardian.',
  utrInvalid: /*i18n*/ 'Enter the 12-digit UPI transaction reference (UTR) shown in your UPI app.',
  amountInvalid: /*i18n*/ 'Enter the amount paid, in rupees (two decimals at most).',
  claimTooMuch: /*i18n*/ 'The amount is more than what is due (less payments waiting to be confirmed).',
  nothingDue: /*i18n*/ 'Nothing is due.',
  familyClaimTooMuch: /*i18n*/ 'The amount is more than what the family owes (less payments waiting to be confirmed).',
  familyEmpty: /*i18n*/ "No children are linked to this family any more: pay from each child's own page.",
  familyReminder:
    /*i18n*/ "Dear parent, {amount} of school fees is overdue at {school} for {children}, since {date}. See each child's dues and pay once by UPI here: {link}",
  familyReminderWithPhone:
    /*i18n*/ "Dear parent, {amount} of school fees is overdue at {school} for {children}, since {date}. See each child's dues and pay once by UPI here: {link} For any question, call the school office on {phone}.",
  utrUsed: /*i18n*/ 'This UTR was already entered for a payment to the school.',
  claimSent: /*i18n*/ 'Thank you. The school will confirm your payment after checking its bank statement.',
  claimNotFound: /*i18n*/ 'Payment claim not found.',
  claimDecided: /*i18n*/ 'This payment claim was already confirmed or rejected.',
  rejectReasonRequired: /*i18n*/ 'Give the reason (the parent sees it).',
  claimConfirmed: /*i18n*/ 'Payment confirmed: receipt issued.',
  claimRejected: /*i18n*/ 'Payment claim rejected.',
  noGuardianPhone: /*i18n*/ "The guardian's phone number is not a valid 10-digit mobile number.",
  remindedToday: /*i18n*/ 'Already reminded today. Remind again?',
  nothingOverdue: /*i18n*/ 'Nothing is overdue for this student.',
  reminder:
    /*i18n*/ "Dear parent, {amount} of {student}'s school fees is overdue at {school} since {date}. See the dues and pay by UPI here: {link}",
  reminderWithPhone:
    /*i18n*/ "Dear parent, {amount} of {student}'s school fees is overdue at {school} since {date}. See the dues and pay by UPI here: {link} For any question, call the school office on {phone}.",
  upiClaimedOn: (day: string) => `Paid by UPI on ${day} (the day the parent entered the UTR)`,
} as const;

export const CLAIM_STATUS_WORDS = {
  pending: /*i18n*/ 'Waiting for the school to confirm',
  confirmed: /*i18n*/ 'Confirmed',
  rejected: 'Rejected',
} as const;
