/** What the bank statement matching and the accountant's export say (issue 49). */
export const BOOKKEEPING_MESSAGES = {
  statementRequired: /*i18n*/ 'Choose the bank statement file (CSV or Excel).',
  statementTooLarge: /*i18n*/ 'The statement is larger than 5 MB. Export a shorter period.',
  statementUnreadable:
    /*i18n*/ 'The file could not be read as CSV or Excel (.xlsx). Export the statement again as CSV.',
  statementEmpty: /*i18n*/ 'The statement has no UPI credits.',
  columnsUnknown:
    /*i18n*/ 'The columns of this statement were not recognised ({columns}). Choose the columns that hold the date, the amount credited and the details.',
  columnMissing: /*i18n*/ 'The statement has no column named "{column}".',
  statementRead:
    /*i18n*/ '{bank}: {credits, plural, one {# new UPI credit} other {# new UPI credits}}, {repeated, plural, one {# already uploaded} other {# already uploaded}}.',
  otherBank: /*i18n*/ 'Other bank (columns chosen)',
  creditNotFound: /*i18n*/ 'Bank credit not found.',
  creditDone: /*i18n*/ 'This credit was already confirmed or set aside.',
  creditHasClaim: /*i18n*/ "A parent's claim has this UTR: confirm the claim instead.",
  dismissReasonRequired: /*i18n*/ 'Give the reason for setting this credit aside.',
  creditDismissed: /*i18n*/ 'Credit set aside.',
  confirmedMatched:
    /*i18n*/ '{confirmed, plural, =0 {No payment confirmed} one {# payment confirmed} other {# payments confirmed}}: receipts issued.',
  ledgerRequired: /*i18n*/ 'Enter the ledger name as it is in Tally.',
  ledgerTooLong: /*i18n*/ 'At most 100 characters.',
  ledgersSaved: /*i18n*/ 'Tally ledger names saved.',
  upiCreditOn: (day: string) => `Paid by UPI on ${day} (the day the bank credited it)`,
} as const;

/** Tally's own ledger names where the school has not set its own: a new Tally company has "Cash". */
export const DEFAULT_LEDGERS = {
  cash: /*i18n*/ 'Cash',
  bank: 'Bank Account',
  lateFee: 'Late Fee',
} as const;
