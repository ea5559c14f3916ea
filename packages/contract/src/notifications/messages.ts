/** What users read about their notifications. */
export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
  ownOnly: 'You can only read your own notifications.',
  notFound: 'No such notification.',
  unknown: 'Unknown notification.',
} as const;
