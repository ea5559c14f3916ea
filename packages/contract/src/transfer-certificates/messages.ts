/** What the transfer certificate screens and the server say about TCs. */
export const TC_MESSAGES = {
  issued: /*i18n*/ 'Transfer certificate No. {number} issued.',
  duesStand:
    /*i18n*/ 'A transfer certificate cannot be issued while {amount} is due. Collect it first, or the institute admin may issue it with a reason.',
  overrideAdminOnly: /*i18n*/ 'Only the institute admin may issue a transfer certificate while dues stand.',
  notFound: /*i18n*/ 'No such transfer certificate.',
  duplicateIssued: /*i18n*/ 'Duplicate of transfer certificate No. {number} issued.',
  noDuplicate: /*i18n*/ 'No duplicate of this certificate has been issued.',
  alreadyIssued: /*i18n*/ 'This student already has a transfer certificate; issue a duplicate of it instead.',
  loadFailed: /*i18n*/ 'Failed to load transfer certificates.',
  saveFailed: /*i18n*/ 'Could not issue the certificate. Please try again.',
} as const;
