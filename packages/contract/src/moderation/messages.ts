import { icu } from '../i18n/icu-text.ts';
import type { MessageValues } from '../i18n/translator.ts';

/** What the moderation queue tells the super admin. No zod here: screens load it on its own. */
export const MODERATION_MESSAGES = {
  title: /*i18n*/ 'Moderation Queue',
  loading: /*i18n*/ 'Loading the queue',
  empty: /*i18n*/ 'Nothing is waiting for approval.',
  noMatch: /*i18n*/ 'Nothing of this kind is waiting.',
  failed: /*i18n*/ 'Failed to load the moderation queue',
  kindLabel: 'Kind',
  allKinds: /*i18n*/ 'All kinds',
  approveSelected: /*i18n*/ 'Approve selected',
  rejectSelected: /*i18n*/ 'Reject selected',
  selectedCount: (n: number) => `${n} selected`,
  selectAll: /*i18n*/ 'Select all on this page',
  selectOne: (title: string) => `Select ${title}`,
  waiting: /*i18n*/ 'Waiting',
  submitted: /*i18n*/ 'Submitted',
  item: /*i18n*/ 'Item',
  appeal: /*i18n*/ 'Appeal',
  /** The batch answer: how many were decided and how many were not. */
  decided: (action: 'approve' | 'reject', n: number) =>
    icu(
      /*i18n*/ '{count, plural, one {# item} other {# items}} {action, select, approve {approved} other {rejected}}.',
      {
        count: n,
        action,
      },
    ),
  someFailed: (n: number) => `${n} could not be decided:`,
  decisionFailed: /*i18n*/ 'The decision could not be saved. Please try again.',
  tooMany: /*i18n*/ 'Choose at most 100 items at a time.',
  noneChosen: /*i18n*/ 'Choose at least one item.',
  duplicate: /*i18n*/ 'An item is chosen twice.',
  unknownTemplate: /*i18n*/ 'No such saved reason.',
  reasonRequiredForAds: /*i18n*/ 'A reason is required to reject an ad: the seller reads it.',
  confirmRejectTitle: (n: number) => `Reject ${n} ${n === 1 ? 'item' : 'items'}?`,
  confirmRejectBody: /*i18n*/ 'The applicants and sellers are told by e-mail, with the reason below.',
  reasonLabel: 'Reason',
  templateLabel: /*i18n*/ 'Saved reason',
  templatePlaceholder: /*i18n*/ 'Choose a saved reason',
  templates: /*i18n*/ 'Saved reasons',
  templateText: /*i18n*/ 'Reason text',
  addTemplate: /*i18n*/ 'Save reason',
  templateSaved: /*i18n*/ 'Reason saved.',
  templateDeleted: /*i18n*/ 'Reason deleted.',
  templateFailed: /*i18n*/ 'The reason could not be saved.',
  noTemplates: /*i18n*/ 'No saved reasons yet.',
  deleteTemplate: 'Delete',
  cardTitle: /*i18n*/ 'Waiting for approval',
  oldestWait: (wait: string) => `oldest waiting ${wait}`,
  nothingWaits: /*i18n*/ 'nothing waiting',
} as const;

/** The kinds of item in the queue, as the filter and the rows name them. */
export const MODERATION_KIND_LABELS = {
  registration: 'Registration',
  ad: /*i18n*/ 'Bus ad',
} as const;

/** How a queue item's history names each step. */
export const MODERATION_HISTORY_LABELS: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  revoke: /*i18n*/ 'Approval revoked',
  reopen: /*i18n*/ 'Reopened',
  suspend: 'Suspended',
  unsuspend: /*i18n*/ 'Unsuspended',
  appeal: /*i18n*/ 'Appealed',
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
