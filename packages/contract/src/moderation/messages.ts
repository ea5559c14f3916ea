import { icu } from '../i18n/icu-text.ts';
import type { MessageValues } from '../i18n/translator.ts';

/** What the moderation queue tells the super admin. No zod here: screens load it on its own. */
export const MODERATION_MESSAGES = {
  title: 'Moderation Queue',
  loading: 'Loading the queue',
  empty: 'Nothing is waiting for approval.',
  noMatch: 'Nothing of this kind is waiting.',
  failed: 'Failed to load the moderation queue',
  kindLabel: 'Kind',
  allKinds: 'All kinds',
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  selectedCount: (n: number) => `${n} selected`,
  selectAll: 'Select all on this page',
  selectOne: (title: string) => `Select ${title}`,
  waiting: 'Waiting',
  submitted: 'Submitted',
  item: 'Item',
  appeal: 'Appeal',
  /** The batch answer: how many were decided and how many were not. */
  decided: (action: 'approve' | 'reject', n: number) =>
    icu('{count, plural, one {# item} other {# items}} {action, select, approve {approved} other {rejected}}.', {
      count: n,
      action,
    }),
  someFailed: (n: number) => `${n} could not be decided:`,
  decisionFailed: 'The decision could not be saved. Please try again.',
  tooMany: 'Choose at most 100 items at a time.',
  noneChosen: 'Choose at least one item.',
  duplicate: 'An item is chosen twice.',
  unknownTemplate: 'No such saved reason.',
  reasonRequiredForAds: 'A reason is required to reject an ad: the seller reads it.',
  confirmRejectTitle: (n: number) => `Reject ${n} ${n === 1 ? 'item' : 'items'}?`,
  confirmRejectBody: 'The applicants and sellers are told by e-mail, with the reason below.',
  reasonLabel: 'Reason',
  templateLabel: 'Saved reason',
  templatePlaceholder: 'Choose a saved reason',
  templates: 'Saved reasons',
  templateText: 'Reason text',
  addTemplate: 'Save reason',
  templateSaved: 'Reason saved.',
  templateDeleted: 'Reason deleted.',
  templateFailed: 'The reason could not be saved.',
  noTemplates: 'No saved reasons yet.',
  deleteTemplate: 'Delete',
  cardTitle: 'Waiting for approval',
  oldestWait: (wait: string) => `oldest waiting ${wait}`,
  nothingWaits: 'nothing waiting',
} as const;

/** The kinds of item in the queue, as the filter and the rows name them. */
export const MODERATION_KIND_LABELS = {
  registration: 'Registration',
  ad: 'Bus ad',
} as const;

/** How a queue item's history names each step. */
export const MODERATION_HISTORY_LABELS: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  revoke: 'Approval revoked',
  reopen: 'Reopened',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
  appeal: 'Appealed',
};

/** Past this long a wait shows amber: every applicant is promised an answer within 24 hours. */
export const QUEUE_AMBER_AFTER_HOURS = 20;

/** How a wait is written; message ids, so each language writes its own units ("3 घंटे 20 मिनट"). */
export const WAIT_TEXTS = { minutes: '{m} min', hours: '{h} h {m} min', days: '{d} d {h} h' } as const;

/** "3 h 20 min", "2 d 4 h", "12 min": how long an item has waited, in the language of `t`. */
export function waitText(
  sinceIso: string,
  t: (id: string, values?: MessageValues) => string,
  now: Date = new Date(),
): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000));
  if (minutes < 60) return t(WAIT_TEXTS.minutes, { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t(WAIT_TEXTS.hours, { h: hours, m: minutes % 60 });
  return t(WAIT_TEXTS.days, { d: Math.floor(hours / 24), h: hours % 24 });
}

export const waitedHours = (sinceIso: string, now: Date = new Date()) =>
  (now.getTime() - new Date(sinceIso).getTime()) / 3_600_000;

/** Whether a wait since `sinceIso` shows amber (the queue's rows and the dashboard's card): past QUEUE_AMBER_AFTER_HOURS. */
export const waitsTooLong = (sinceIso: string, now: Date = new Date()) =>
  waitedHours(sinceIso, now) > QUEUE_AMBER_AFTER_HOURS;
