import type { ReactNode } from 'react';
import { Group, Loader, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListSearchParams } from '../lib/use-list-search-params';
import { countText, pageCount } from '../lib/list-count';
import { CardTable, type Column } from './CardTable';
import { msg, useT } from '../lib/i18n';
import { Loading } from './Loading';
import { LoadError } from './LoadError';
import classes from './DataTable.module.css';

export type { Column };

/** What the table needs of a list query (TanStack Query's result fits). */
export interface ListQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<T> {
  query: ListQuery<T>;
  list: Pick<
    ListSearchParams<Record<string, unknown>>,
    'page' | 'setPage' | 'searchInput' | 'setSearchInput' | 'narrowed'
  >;
  pageSize: number;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  texts: {
    /** Announced while the first page loads, e.g. "Loading accounts". */
    loading: string;
    /** Shown when there is nothing at all yet. */
    empty: string;
    error: string;
    /** Shown when a search or filter leaves nothing. */
    noMatch: string;
    /** The counted thing, singular and plural: ['account', 'accounts']. */
    noun: [string, string];
  };
  /** Show the loading text beside the spinner (where the spec words it, e.g. 'Loading users...'). */
  showLoadingText?: boolean;
  /** A list without free-text search (filters only) leaves the search box out. */
  searchable?: boolean;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** More filters beside the search box (selects, chips). */
  filters?: ReactNode;
  actions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  /** Below this width the table scrolls sideways on a tablet; on a phone rows are cards anyway. */
  minWidth?: string;
  /** The server counts this list no further than one past this (LIST_COUNT_CAP): the count reads "10,000+". */
  countCap?: number;
}

/** The pager's arrows, named for a screen reader. */
const PAGER_LABELS = {
  first: msg(/*i18n*/ 'First page'),
  previous: msg(/*i18n*/ 'Previous page'),
  next: msg(/*i18n*/ 'Next page'),
  last: msg(/*i18n*/ 'Last page'),
} as const;

/**
 * The portal's list: search and filters, a count, the loading, error, empty and no-match states, server
 * paging, and rows that turn into cards at a phone's width.
 */
export function DataTable<T>({
  query,
  list,
  pageSize,
  columns,
  rowKey,
  texts,
  showLoadingText,
  searchable = true,
  searchLabel,
  searchPlaceholder,
  filters,
  actions,
  onRowClick,
  minWidth,
  countCap,
}: DataTableProps<T>) {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = query;
  const pages = data ? pageCount(data.total, pageSize, countCap) : 1;

  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        {searchable ? (
          <TextInput
            label={searchLabel ?? t(/*i18n*/ 'Search')}
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.currentTarget.value)}
            className={classes.search}
          />
        ) : null}
        {filters}
        {data ? (
          <Text size="sm" c="dimmed" aria-live="polite" pb={8}>
            {countText(data.total, texts.noun, countCap)}
            {isFetching ? t(/*i18n*/ ' · updating…') : ''}
          </Text>
        ) : null}
      </Group>

      {isPending ? (
        showLoadingText ? (
          <Group justify="center" gap="sm" py="xl" role="status">
            <Loader size="md" aria-hidden />
            <Text size="sm" c="dimmed">
              {texts.loading}
            </Text>
          </Group>
        ) : (
          <Loading label={texts.loading} />
        )
      ) : isError || !data ? (
        <LoadError message={texts.error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {list.narrowed ? texts.noMatch : texts.empty}
        </Text>
      ) : (
        <CardTable
          rows={data.items}
          columns={columns}
          rowKey={rowKey}
          actions={actions}
          onRowClick={onRowClick}
          minWidth={minWidth}
        />
      )}

      {data && pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            siblings={1}
            value={Math.min(list.page, pages)}
            onChange={list.setPage}
            getControlProps={(control) => ({ 'aria-label': t(PAGER_LABELS[control]) })}
          />
        </Group>
      ) : null}
    </Paper>
  );
}
