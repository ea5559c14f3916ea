import { desc, sql } from 'drizzle-orm';
import { nameSuggestions, unknownWords } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { seekerNameWords as w } from '../../db/schema/index.ts';

/** Words read per misspelt word: the nearest by trigrams; the contract's edit distance then orders them. */
const CANDIDATES = 50;

/** Suggestions tried per misspelt word, nearest first: each try is one search of a single row. */
const TRIES = 5;

/**
 * "Did you mean Lakshmi?" for a keyword that found nobody (decision 038, addenda of 29 Nov 2026): each word that is
 * no known word is looked up among the words of teachers' names (`seeker_name_words`, kept by a trigger on the
 * accounts), a few hundred rows where the names themselves were up to a hundred thousand accounts at a million
 * (a misspelt common name in one state took 730 ms). The nearest words are tried in turn, and the first whose
 * search, with every filter and the other words kept, finds a teacher (`finds`) is offered: a word only a hidden,
 * unapproved or suspended teacher holds, or one of another district's, is never offered. Undefined when none does.
 */
export async function suggestSeekerName(
  db: DbOrTx,
  q: string,
  finds: (q: string) => Promise<boolean>,
): Promise<string | undefined> {
  for (const word of unknownWords(q).slice(0, 3)) {
    // `%` is pg_trgm's similarity at its default 0.3, read through the words' trigram index: "lakhsmi" (a swap in
    // the middle) shares 4 of 12 trigrams with "lakshmi" (0.33); the contract's edit distance then decides.
    const words = await db
      .select({ written: w.written, names: w.names })
      .from(w)
      .where(sql`${w.word} % ${word}`)
      .orderBy(desc(sql`similarity(${w.word}, ${word})`))
      .limit(CANDIDATES);
    for (const suggestion of nameSuggestions(q, word, words).slice(0, TRIES))
      if (await finds(suggestion)) return suggestion;
  }
  return undefined;
}
