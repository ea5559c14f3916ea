import type { ReactNode } from 'react';
import { Group, Pagination, SimpleGrid, Text } from '@mantine/core';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { msg, useT } from '../../../lib/i18n';
import { countText, LIST_COUNT_CAP, pageCount } from '../../../lib/list-count';

const PAGER_LABELS = {
  first: msg(/*i18n*/ 'First page'),
  previous: msg(/*i18n*/ 'Previous page'),
  next: msg(/*i18n*/ 'Next page'),
  last: msg(/*i18n*/ 'Last page'),
} as const;

interface AdGridProps<T> {
  query: {
    data: { items: T[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Whether filters narrow the list, so "no match" differs from "nothing yet". */
  narrowed: boolean;
  texts: { loading: string; empty: string; noMatch: string; error: string; noun: [string, string] };
  children: (item: T) => ReactNode;
}

/**
 * Ads as a grid of cards (one column on a phone) with the list states of the portal: loading, error
 * with Try again, empty, no match, a count and server paging.
 */
export function AdGrid<T>({ query, page, pageSize, setPage, narrowed, texts, children }: AdGridProps<T>) {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = query;
  if (isPending) return <Loading label={texts.loading} />;
  if (isError || !data) return <LoadError message={texts.error} onRetry={() => void refetch()} />;
  // Lists over every institute's ads: the server counts them no further than the cap.
  const pages = pageCount(data.total, pageSize, LIST_COUNT_CAP);
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {countText(data.total, texts.noun, LIST_COUNT_CAP)}
        {isFetching ? t(/*i18n*/ ' · updating…') : ''}
      </Text>
      {data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {narrowed ? texts.noMatch : texts.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {data.items.map(children)}
        </SimpleGrid>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            siblings={1}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(PAGER_LABELS[control]) })}
          />
        </Group>
      ) : null}
    </>
  );
}
