/** The words printed on the fee receipt and the tuition-fee certificate (PDF), each written once. */
export const PRINT_WORDS = {
  receiptTitle: 'FEE RECEIPT',
  certificateTitle: 'TUITION FEE CERTIFICATE',
  officeCopy: 'Office copy',
  parentCopy: 'Parent copy',
  signatory: 'Authorised signatory',
  principal: 'Principal / Authorised signatory',
  phone: (phone: string) => `Phone: ${phone}`,
  /** "CBSE · Affiliation No. 1130456", "State Board", or nothing when the profile has neither. */
  affiliation: (board: string | null, number: string | null) =>
    [board && (board === 'State' ? 'State Board' : board), number && `Affiliation No. ${number}`].filter(Boolean).join(' · '),
  certified:
    'Certified that the above is tuition fee only, paid to this school in the financial year, excluding admission, transport, exam and other charges, for deduction under Section 80C of the Income-tax Act, 1961.',
} as const;
