/** What the transfer certificate screens and the server say about TCs. */
export const TC_MESSAGES = {
  issued: 'Transfer certificate No. {number} issued.',
  duesStand:
    'A transfer certificate cannot be issued while {amount} is due. Collect it first, or the institute admin may issue it with a reason.',
  overrideAdminOnly: 'Only the institute admin may issue a transfer certificate while dues stand.',
  notFound: 'No such transfer certificate.',
  duplicateIssued: 'Duplicate of transfer certificate No. {number} issued.',
  noDuplicate: 'No duplicate of this certificate has been issued.',
  alreadyIssued: 'This student already has a transfer certificate; issue a duplicate of it instead.',
  loadFailed: 'Failed to load transfer certificates.',
  saveFailed: 'Could not issue the certificate. Please try again.',
} as const;
