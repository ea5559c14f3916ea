import { SearchChangeSchema, type SearchChange, type SearchList } from '@school-portal/contract';
import { ChangeAwareCache } from './change-aware-cache.ts';
import type { ChannelHandlers } from './notifications.ts';

/**
 * Search pages this instance answered lately, so the same search asked again (a state and a subject that
 * thousands of teachers pick) is answered without the database (decision 018). A page depends on a list's
 * tables: any statement that writes them announces the list on SEARCH_CHANGES as JSON (SearchChangeSchema,
 * written by migration triggers whatever code path or instance writes), with the values the written rows
 * had in the columns a page may be pinned to. A page says which of those values all its rows share (its
 * pins: a page filtered on Kerala and Physics holds only such jobs), and every instance forgets the pages a
 * write could change: those of the list whose pins the written rows (before and after) all fail somewhere
 * are kept. The rules of db/change-aware-cache.ts keep it correct; a page is trusted for between half and
 * all of `maxAgeMs`, so pages read together do not all expire together.
 */

export type { SearchList };
export const SEARCH_CHANGES = 'search_changes';

/** Past this many pages the least recently used make room (a page of 20 cards is 10 to 40 kB of objects). */
const MAX_ENTRIES = 1_000;

/**
 * What a page depends on: the lists it is read from and, per list, the value every row of it has in a
 * column a notice names (`state`; for jobs also `subject`, `level`, `category`, `type`, `id`). Undefined
 * is no pin: a filter not set, or one that keeps rows having any value.
 */
export interface PageScope {
  lists: readonly SearchList[];
  pins?: Partial<Record<SearchList, Record<string, string | undefined>>>;
}

/** A notice's payload read, or undefined when it is not one (then every page may have changed). */
export function readChange(payload: string): SearchChange | undefined {
  try {
    const parsed = SearchChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `change` may change a page of `scope`: not when some pin is a value none of the written rows had. */
function touches(scope: PageScope, { list, ...columns }: SearchChange): boolean {
  if (!scope.lists.includes(list)) return false;
  const named = columns as Record<string, readonly (string | null)[] | undefined>;
  const pins = scope.pins?.[list] ?? {};
  return !Object.entries(pins).some(
    ([column, value]) => value !== undefined && named[column]?.includes(value) === false,
  );
}

export class SearchCache extends ChangeAwareCache<PageScope> {
  /** `maxAgeMs` 0 keeps nothing: every search reads the database (SEARCH_CACHE_SECONDS=0). */
  constructor(maxAgeMs: number) {
    super({ max: MAX_ENTRIES, maxAgeMs, spreadAge: true });
  }

  /** A notice heard on SEARCH_CHANGES: forget the pages it may change, and spoil their reads under way. */
  heard(payload: string): void {
    const change = readChange(payload);
    this.changed(change ? (scope) => touches(scope, change) : () => true);
  }

  /** The handlers of SEARCH_CHANGES on the instance's change feed. */
  readonly feed: ChannelHandlers = {
    message: (payload) => this.heard(payload),
    listening: (on) => this.setListening(on),
  };
}
