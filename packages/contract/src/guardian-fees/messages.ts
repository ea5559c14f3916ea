/** The guardian's fee page: a private link, served by the portal without an account. */
export const feePagePath = (token: string) => `/f/${encodeURIComponent(token)}`;

/** What the UPI settings, the guardian's fee page, the claims and the reminders say. */
export const GUARDIAN_FEE_MESSAGES = {
  vpaInvalid: 'Enter the UPI ID as name@bank (letters, digits, dot, hyphen or underscore).',
  payeeRequired: 'Enter the payee name shown in the UPI app.',
  payeeTooLong: 'At most 50 characters.',
  upiSaved: 'UPI details saved.',
  upiNotSet: 'The school has not set its UPI ID yet: pay at the fee counter.',
  linkInvalid: 'This fee page link is not valid. It may have been replaced by a new one.',
  linkRevoked: 'The fee page link was revoked. Share the new link with the guardian.',
  utrInvalid: 'Enter the 12-digit UPI transaction reference (UTR) shown in your UPI app.',
  amountInvalid: 'Enter the amount paid, in rupees (two decimals at most).',
  claimTooMuch: 'The amount is more than what is due (less payments waiting to be confirmed).',
  nothingDue: 'Nothing is due.',
  familyClaimTooMuch: 'The amount is more than what the family owes (less payments waiting to be confirmed).',
  familyEmpty: "No children are linked to this family any more: pay from each child's own page.",
  familyReminder:
    "Dear parent, {amount} of school fees is overdue at {school} for {children}, since {date}. See each child's dues and pay once by UPI here: {link}",
  familyReminderWithPhone:
    "Dear parent, {amount} of school fees is overdue at {school} for {children}, since {date}. See each child's dues and pay once by UPI here: {link} For any question, call the school office on {phone}.",
  utrUsed: 'This UTR was already entered for a payment to the school.',
  claimSent: 'Thank you. The school will confirm your payment after checking its bank statement.',
  claimNotFound: 'Payment claim not found.',
  claimDecided: 'This payment claim was already confirmed or rejected.',
  rejectReasonRequired: 'Give the reason (the parent sees it).',
  claimConfirmed: 'Payment confirmed: receipt issued.',
  claimRejected: 'Payment claim rejected.',
  noGuardianPhone: "The guardian's phone number is not a valid 10-digit mobile number.",
  remindedToday: 'Already reminded today. Remind again?',
  nothingOverdue: 'Nothing is overdue for this student.',
  reminder:
    "Dear parent, {amount} of {student}'s school fees is overdue at {school} since {date}. See the dues and pay by UPI here: {link}",
  reminderWithPhone:
    "Dear parent, {amount} of {student}'s school fees is overdue at {school} since {date}. See the dues and pay by UPI here: {link} For any question, call the school office on {phone}.",
  upiClaimedOn: (day: string) => `Paid by UPI on ${day} (the day the parent entered the UTR)`,
} as const;

export const CLAIM_STATUS_WORDS = {
  pending: 'Waiting for the school to confirm',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
} as const;
