import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { subjectIdOf, type SubjectId } from '@school-portal/contract';

/** A filter kept in the address: it reads the raw value and returns it only when it is one it knows. */
export type FilterParser<V> = (raw: string | null) => V | undefined;

export interface ListSearchParams<F extends Record<string, unknown>> {
  page: number;
  setPage: (page: number) => void;
  /** What the search box shows, as typed. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** The settled search term (debounced, trimmed): what the list is fetched with. */
  q: string;
  filters: Partial<F>;
  setFilter: <K extends keyof F & string>(key: K, value: F[K] | null) => void;
  /** Several filters in one step (a state and its cleared district); null removes one. */
  setFilters: (changes: { [K in keyof F]?: F[K] | null }) => void;
  /** Whether a search or filter narrows the list (so "no match" differs from "nothing yet"). */
  narrowed: boolean;
}

/**
 * Whether a search or a filter narrows a list, so "no match" differs from "nothing yet": a filter present but
 * empty does not (a district cleared with its state), nor one of `ignored`, which orders and does not narrow.
 */
export const narrows = (q: string, filters: Record<string, unknown>, ignored: readonly string[] = []): boolean =>
  q !== '' || Object.entries(filters).some(([key, value]) => value !== undefined && !ignored.includes(key));

/**
 * Search, page and filters of a list, kept in the address so Back, reload and a shared link show the
 * same list. Changing the search or a filter returns to page 1; history is replaced, not stacked.
 */
export function useListSearchParams<F extends Record<string, unknown> = Record<never, never>>(
  parsers: {
    [K in keyof F]: FilterParser<F[K]>;
  } = {} as { [K in keyof F]: FilterParser<F[K]> },
): ListSearchParams<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [searchInput, setSearchInput] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(searchInput.trim(), 300);

  // React Router hands its updater the parameters of the last render, not those of an update made a
  // moment before in the same event: two changes in a row (a class, then clearing its section) would
  // keep only the second. Each change builds on the previous one through this ref.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const addressQ = params.get('q') ?? '';
  useEffect(() => {
    // Only a settled search term touches the address (and goes back to page 1).
    if (q !== addressQ) update({ q: q || null, page: null });
  }, [q, addressQ, update]);

  const filters: Partial<F> = {};
  for (const key of Object.keys(parsers) as (keyof F & string)[]) {
    const value = parsers[key](params.get(key));
    if (value !== undefined) filters[key] = value;
  }

  return {
    page,
    setPage: (next) => update({ page: next <= 1 ? null : String(next) }),
    searchInput,
    setSearchInput,
    q,
    filters,
    setFilter: (key, value) => update({ [key]: asParam(value), page: null }),
    setFilters: (changes) =>
      update({
        ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, asParam(value)])),
        page: null,
      }),
    narrowed: narrows(q, filters),
  };
}

/** A filter's value as it stands in the address; null (or nothing) takes it out. */
const asParam = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : null;

/** A filter parser for one of a fixed set of values (a zod enum's options, a list of codes). */
export const oneOf =
  <V extends string>(values: readonly V[]): FilterParser<V> =>
  (raw) =>
    values.find((v) => v === raw);

/** A subject in any spelling the vocabulary knows, so an address with `subject=Mathematics` or `maths` still filters. */
export const anySubject: FilterParser<SubjectId> = (raw) => subjectIdOf(raw);

/** Any text as written (a district's name); empty is no filter. */
export const anyText: FilterParser<string> = (raw) => raw || undefined;

/** A whole number of digits only (years, rupees); anything else is no filter. */
export const wholeNumber: FilterParser<number> = (raw) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);
