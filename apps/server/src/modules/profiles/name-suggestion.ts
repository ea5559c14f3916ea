import { and, eq, sql, type SQL } from 'drizzle-orm';
import { suggestName, unknownWords, type JobseekerSearchInput } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { ACCOUNT_SEARCH_TEXT } from '../accounts/index.ts';
import { jobseekerProfiles as p, users } from '../../db/schema/index.ts';

/** Names read per misspelt word: enough to find the one meant, few enough that a common name costs little. */
const CANDIDATES = 50;

/**
 * pg_trgm's word similarity at which a name is read as a candidate: its default (0.6) misses a swap in the
 * middle of a name ("lakhsmi" shares 3 of its 8 trigrams with "lakshmi", 0.375); the contract's edit distance decides.
 */
const WORD_SIMILARITY = '0.3';

/**
 * "Did you mean Lakshmi?" for a keyword that found nobody (decision 038, addendum): each word that is no known
 * word is looked up among the names of the seekers this search may show (the same filters, the other words
 * kept) and put right to the nearest name's word. The accounts' trigram index (users_search_trgm_idx, name
 * first) finds the candidates by word similarity (`<%`); her search text's index would also offer every
 * profile whose CV has a word like it (at 200,000 seekers "matsh" read 6,408 profiles and 5 s, against no
 * account and 7 ms here). Only seekers Find Employee shows are read: a hidden or unapproved seeker's name, or
 * a school's staff, is never offered. Undefined when no name is near.
 */
export async function suggestSeekerName(
  db: DbOrTx,
  query: JobseekerSearchInput,
  filter: (query: JobseekerSearchInput) => SQL | undefined,
): Promise<string | undefined> {
  const q = query.q ?? '';
  for (const word of unknownWords(q).slice(0, 3)) {
    const others = q
      .split(/\s+/)
      .filter((t) => t && t.toLowerCase() !== word)
      .join(' ');
    const names = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
      return tx
        .select({ name: users.name })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(
          and(
            filter({ ...query, q: others || undefined }),
            sql`${word} <% ${ACCOUNT_SEARCH_TEXT}`,
            sql`${word} <% lower(${users.name})`,
          ),
        )
        .limit(CANDIDATES);
    });
    const suggestion = suggestName(
      q,
      word,
      names.map((n) => n.name),
    );
    if (suggestion) return suggestion;
  }
  return undefined;
}
