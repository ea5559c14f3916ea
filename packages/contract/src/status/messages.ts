/** What the Backend Service Status screen tells the super admin when it cannot show the status. */
export const STATUS_MESSAGES = {
  failed: /*i18n*/ 'Failed to load service status',
} as const;
