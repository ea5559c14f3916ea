import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { suggestKeywords } from '@school-portal/contract';

/**
 * Contains-search for lists: what a user types matches anywhere in the text, case-insensitively.
 * `LIKE '%…%'` cannot use a b-tree index, so every searched expression needs a trigram (GIN) index
 * on exactly the same expression — see migration 0003 for the account lists. search.test.ts checks
 * that the planner uses it.
 */

/**
 * The text a list searches: its columns lowercased and joined by spaces, a nullable column read as
 * empty. Written once per list and used both in the query and (spelled out) in the index.
 */
export function searchText(...columns: PgColumn[]): SQL {
  const parts = columns.map((c) => (c.notNull ? sql`${c}` : sql`coalesce(${c}, '')`));
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

/** `%`, `_` and `\` typed by a user are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition "`text` contains `q`", or undefined (no condition) when nothing was typed. */
export function contains(text: SQL, q: string | null | undefined): SQL | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  return sql`${text} like ${`%${escapeLike(term)}%`}`;
}

/**
 * The condition "`text` holds `digits` as a whole number" (a keyword's numbers, the contract's readKeywords):
 * "17" finds "KV No. 17", not "2017". search_numbers (migration 0068) splits the text at every non-digit, and a
 * GIN index on it per list answers the condition; a LIKE could not, as a number under three digits has no trigram.
 */
export const holdsNumber = (text: SQL, digits: string): SQL => sql`search_numbers(${text}) @> array[${digits}]::text[]`;

/**
 * "Did you mean …?" (decision 038): the keyword with its misspelt words put right (the contract's
 * suggestKeywords), offered only when `finds` says the list has something for it; else none.
 */
export async function suggestionFor(
  q: string | undefined,
  finds: (corrected: string) => Promise<boolean>,
): Promise<{ suggestion: string | null }> {
  const corrected = q ? suggestKeywords(q) : undefined;
  return { suggestion: corrected && (await finds(corrected)) ? corrected : null };
}
