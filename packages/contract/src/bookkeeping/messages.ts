/** What the bank statement matching and the accountant's export say (issue 49). */
export const BOOKKEEPING_MESSAGES = {
  statementRequired: 'Choose the bank statement file (CSV or Excel).',
  statementTooLarge: 'The statement is larger than 5 MB. Export a shorter period.',
  statementUnreadable: 'The file could not be read as CSV or Excel (.xlsx). Export the statement again as CSV.',
  statementEmpty: 'The statement has no UPI credits.',
  columnsUnknown:
    'The columns of this statement were not recognised ({columns}). Choose the columns that hold the date, the amount credited and the details.',
  columnMissing: 'The statement has no column named "{column}".',
  statementRead:
    '{bank}: {credits, plural, one {# new UPI credit} other {# new UPI credits}}, {repeated, plural, one {# already uploaded} other {# already uploaded}}.',
  otherBank: 'Other bank (columns chosen)',
  creditNotFound: 'Bank credit not found.',
  creditDone: 'This credit was already confirmed or set aside.',
  creditHasClaim: "A parent's claim has this UTR: confirm the claim instead.",
  dismissReasonRequired: 'Give the reason for setting this credit aside.',
  creditDismissed: 'Credit set aside.',
  confirmedMatched:
    '{confirmed, plural, =0 {No payment confirmed} one {# payment confirmed} other {# payments confirmed}}: receipts issued.',
  ledgerRequired: 'Enter the ledger name as it is in Tally.',
  ledgerTooLong: 'At most 100 characters.',
  ledgersSaved: 'Tally ledger names saved.',
  upiCreditOn: (day: string) => `Paid by UPI on ${day} (the day the bank credited it)`,
} as const;

/** Tally's own ledger names where the school has not set its own: a new Tally company has "Cash". */
export const DEFAULT_LEDGERS = {
  cash: 'Cash',
  bank: 'Bank Account',
  lateFee: 'Late Fee',
} as const;
