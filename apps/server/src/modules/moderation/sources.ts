import type { ModerationKind, QueueItem } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { applyTransition, waitingRegistrations } from '../accounts/index.ts';
import { decideAd, waitingAds } from '../vehicles/index.ts';

export interface Waiting {
  items: (Omit<QueueItem, 'kind' | 'waitingSince'> & { waitingSince: Date })[];
  total: number;
}

export interface DecisionInput {
  id: string;
  action: 'approve' | 'reject';
  reason: string | null;
  actorId: string;
}

/** Where the decision's links point: the sign-in page, the seller's list of ads. */
export interface Links {
  loginUrl: string;
  manageAdsUrl: string;
}

/**
 * Each kind of waiting item: how its domain lists the oldest, and how it decides one. A decision goes
 * through the same code as the domain's single decision, so it writes the same audit line, notice and mail.
 */
export interface QueueSource {
  /** `t` writes the item's lines in the caller's language. */
  waiting: (db: DbOrTx, limit: number, t: Translate) => Promise<Waiting>;
  decide: (db: Db, input: DecisionInput, links: Links) => Promise<unknown>;
}

export const SOURCES: Record<ModerationKind, QueueSource> = {
  registration: {
    waiting: waitingRegistrations,
    decide: (db, { id, action, reason, actorId }, links) =>
      applyTransition(db, { target: id, action, actorId, reason, loginUrl: links.loginUrl }),
  },
  ad: {
    waiting: (db, limit) => waitingAds(db, limit),
    decide: (db, { id, action, reason }, links) =>
      decideAd(db, id, action === 'approve' ? { kind: 'approved' } : { kind: 'rejected', reason }, links.manageAdsUrl),
  },
};
