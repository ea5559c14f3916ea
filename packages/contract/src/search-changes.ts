import { z } from 'zod';

/** The lists whose pages a server keeps in memory (decision 018): Browse Jobs and Find Employee. */
export const SEARCH_LISTS = ['jobs', 'seekers'] as const;
export type SearchList = (typeof SEARCH_LISTS)[number];

/** The values the written rows had in one column, before and after the write; null is none. */
const written = z.array(z.string().nullable()).optional();

/**
 * A notice on the database's `search_changes` channel (migration triggers, whatever code path or instance
 * wrote): which list changed and, per column a page may be pinned to, the values of the rows written. A
 * column left out may have had any value; a notice of the list alone may change any page of it.
 */
export const SearchChangeSchema = z.object({
  list: z.enum(SEARCH_LISTS),
  state: written,
  subject: written,
  level: written,
  category: written,
  type: written,
  id: written,
});
export type SearchChange = z.infer<typeof SearchChangeSchema>;
