import { AUTH_MESSAGES } from './auth/messages.ts';
import { NOTIFICATION_MESSAGES } from './notifications/messages.ts';
import { POLICY_MESSAGES } from './policies/messages.ts';

/*
 * Each domain keeps its user-facing texts in its own `<domain>/messages.ts` (AUTH_MESSAGES,
 * ACCOUNT_ACTION_MESSAGES, PROFILE_MESSAGES, ...), each text written once. MSG gathers, by the names
 * screens already use, the spec's texts of the public and shell screens; it copies no text.
 */
export const MSG = {
  ...AUTH_MESSAGES,
  documentFailed: POLICY_MESSAGES.documentFailed,
  noNotifications: NOTIFICATION_MESSAGES.empty,
} as const;
