import { Avatar, Badge, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_CATEGORY_LABELS,
  PRODUCT_MESSAGES,
  productsApi,
  quantityIn,
  type Product,
} from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';

const PAGE_SIZE = 10;

const COLUMNS: Column<Product>[] = [
  {
    header: msg('Product'),
    primary: true,
    cell: (p) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={p.images[0]?.thumbnailUrl} alt="" radius="sm" size={40} color="gray">
          {p.name.slice(0, 1)}
        </Avatar>
        <div>
          <Text size="sm" fw={500}>
            {p.name}
          </Text>
          {p.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {p.description}
            </Text>
          ) : null}
        </div>
      </Group>
    ),
  },
  { header: msg('Category'), cell: (p) => t(CATALOGUE_CATEGORY_LABELS[p.category]) },
  { header: msg('Price'), cell: (p) => t('{price} / {unit}', { price: formatRupees(p.price), unit: t(p.unit) }) },
  { header: msg('Minimum order'), cell: (p) => quantityIn(t, p.minOrderQty, p.unit) },
  {
    header: msg('Stock'),
    cell: (p) => (
      <Badge
        variant="dot"
        color={p.inStock ? 'teal' : 'gray'}
        styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      >
        {p.inStock ? t('In stock') : t('Out of stock')}
      </Badge>
    ),
  },
];

/** The supplier's products, searchable and paged on the server. */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const t = useT();
  const list = useListSearchParams();
  const query = useQuery({
    ...endpointQuery(productsApi.list, {
      query: { supplierId, page: list.page, limit: PAGE_SIZE, q: list.q || undefined },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      query={query}
      list={list}
      pageSize={PAGE_SIZE}
      columns={COLUMNS}
      rowKey={(p) => p._id}
      texts={{
        loading: t('Loading products'),
        empty: t('This supplier has no products listed yet.'),
        error: t(PRODUCT_MESSAGES.fetchFailed),
        noMatch: t(PRODUCT_MESSAGES.noMatch),
        noun: [t('product'), t('products')],
      }}
      searchLabel={t('Search products')}
      searchPlaceholder={t('Product name')}
      minWidth="44rem"
    />
  );
}
