import { Button, Group, Pagination, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconMail, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_CATEGORY_LABELS,
  STATE_CODES,
  SUPPLIER_MESSAGES,
  districtsOf,
  suppliersApi,
  type CatalogueCategory,
  type StateCode,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { msg, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { StateDistrictFilter } from '../../../components/StateDistrictFilter';
import { countText, LIST_COUNT_CAP, pageCount } from '../../../lib/list-count';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { SupplierCard } from '../components/SupplierCard';

const PAGE_SIZE = 12;
const PAGER_LABELS = {
  first: msg(/*i18n*/ 'First page'),
  previous: msg(/*i18n*/ 'Previous page'),
  next: msg(/*i18n*/ 'Next page'),
  last: msg(/*i18n*/ 'Last page'),
} as const;

type Filters = { category: CatalogueCategory; state: StateCode; district: string };

export function BrowseSuppliersPage() {
  const t = useT();
  const isSuperAdmin = useSession()?.role === 'superAdmin';
  const list = useListSearchParams<Filters>({
    category: oneOf(CATALOGUE_CATEGORIES),
    state: oneOf(STATE_CODES),
    district: (raw) => raw || undefined,
  });
  const { category, state } = list.filters;
  const districts = state ? districtsOf(state) : [];
  const district =
    list.filters.district && districts.includes(list.filters.district) ? list.filters.district : undefined;
  const query = useQuery({
    ...endpointQuery(suppliersApi.list, {
      query: { page: list.page, limit: PAGE_SIZE, q: list.q || undefined, category, state, district },
    }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const pages = data ? pageCount(data.total, PAGE_SIZE, LIST_COUNT_CAP) : 1;

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Browse Suppliers')}
        description={t(
          /*i18n*/ 'Books, uniforms, furniture, lab equipment and more, from suppliers that deliver to your district.',
        )}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.suppliers.enquiries}
              variant="default"
              leftSection={<IconMail size={16} />}
            >
              {t(/*i18n*/ 'Enquiries')}
            </Button>
            {isSuperAdmin ? (
              <Button component={Link} to={paths.suppliers.add} leftSection={<IconPlus size={16} />}>
                {t(/*i18n*/ 'Add Supplier')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t(/*i18n*/ 'Search')}
            placeholder={t(/*i18n*/ 'Supplier, contact or product line')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.currentTarget.value)}
          />
          <Select
            label={t(/*i18n*/ 'Category')}
            placeholder={t(/*i18n*/ 'All categories')}
            data={CATALOGUE_CATEGORIES.map((value) => ({ value, label: t(CATALOGUE_CATEGORY_LABELS[value]) }))}
            value={category ?? null}
            onChange={(v) => list.setFilter('category', v)}
            clearable
          />
          <StateDistrictFilter
            state={state}
            district={district}
            onChange={list.setFilters}
            labels={{ state: t(/*i18n*/ 'Delivers to state'), district: t(/*i18n*/ 'Delivers to district') }}
          />
        </SimpleGrid>
        {data ? (
          <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
            {countText(data.total, [t(/*i18n*/ 'supplier'), t(/*i18n*/ 'suppliers')], LIST_COUNT_CAP)}
            {query.isFetching ? t(/*i18n*/ ' · updating…') : ''}
          </Text>
        ) : null}
      </Paper>

      {query.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading suppliers')} />
      ) : query.isError || !data ? (
        <LoadError message={t(SUPPLIER_MESSAGES.fetchFailed)} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(list.narrowed ? SUPPLIER_MESSAGES.noMatch : SUPPLIER_MESSAGES.empty)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.items.map((s) => (
            <SupplierCard key={s._id} supplier={s} />
          ))}
        </SimpleGrid>
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
    </>
  );
}
