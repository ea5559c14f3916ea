/** What users read about their notifications. */
export const NOTIFICATION_MESSAGES = {
  empty: /*i18n*/ 'No notifications',
  ownOnly: /*i18n*/ 'You can only read your own notifications.',
  notFound: /*i18n*/ 'No such notification.',
  unknown: /*i18n*/ 'Unknown notification.',
} as const;
