import {
  DEFAULT_LANGUAGE,
  MODERATION_KINDS,
  type QueueItem,
  type QueueQuery,
  type QueueSummary,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { translatorFor, type Translate } from '../../http/language.ts';
import { pageWindow, type Page } from '../../db/paging.ts';
import { SOURCES } from './sources.ts';

/** Deeper than this the queue pages no further: a queue that long is read by filter, not by page 500. */
const DEEPEST = 10_000;

/**
 * One page of everything waiting, oldest first, its lines written by `t`. Each kind lists its oldest items up to the end of the
 * page; merged in order, the page is the slice of that (the union is small: what waits today).
 */
export async function listQueue(db: DbOrTx, query: QueueQuery, t: Translate): Promise<Page<QueueItem>> {
  const { limit, offset } = pageWindow(query);
  const depth = Math.min(offset + limit, DEEPEST);
  const kinds = query.kind ? [query.kind] : MODERATION_KINDS;
  const lists = await Promise.all(
    kinds.map(async (kind) => ({ kind, ...(await SOURCES[kind].waiting(db, depth, t)) })),
  );
  const merged = lists
    .flatMap(({ kind, items }) => items.map((item) => ({ kind, ...item })))
    .sort((a, b) => a.waitingSince.getTime() - b.waitingSince.getTime() || a.id.localeCompare(b.id));
  return {
    items: merged
      .slice(offset, offset + limit)
      .map((item) => ({ ...item, waitingSince: item.waitingSince.toISOString() })),
    total: lists.reduce((sum, l) => sum + l.total, 0),
  };
}

/** How many wait, and since when the oldest: the dashboard's first card and the daily digest. */
export async function queueSummary(db: DbOrTx): Promise<QueueSummary> {
  const page = await listQueue(db, { page: 1, limit: 1 }, translatorFor(DEFAULT_LANGUAGE));
  return { waiting: page.total, oldestSince: page.items[0]?.waitingSince ?? null };
}
