/** What the app may use of fees. */
/** The office's calendar day (Indian time): what a payment made now is dated, for tests and benches that pay. */
export { indianToday } from './fee-math.ts';
/** The guardian's fee page and UPI claims (guardian-fees): the counter's own dues, collection and receipts. */
export { collect, type Collector } from './collect.ts';
export { owedOn, studentDues } from './dues.ts';
export { receiptOf } from './receipts.ts';
export { assertUtrFree } from './utr.ts';
export { day, receiptPdf } from './pdf.ts';
export type { PaymentDating } from './payment-date.ts';
/** The school's printed documents (hiring's offer letter, transfer certificates): letterhead, fonts for Hindi and Tamil, layout. */
export { printed, rupees } from './pdf.ts';
export type { Composer } from './print-layout.ts';
export { printWords } from './print-words.ts';
/** The year end (year-end module): fees, late fee rules and concessions into the new year, and what is owed. */
export { carryConcessions, copyFeesToYear, owedByStudent, yearFeeOfClasses } from './year-end.ts';
export { concessionsOfYear } from './concessions.ts';
