/** What a visitor is told when a policy document cannot be shown (spec §8). */
export const POLICY_MESSAGES = {
  documentFailed: /*i18n*/ 'Failed to load document.',
} as const;
