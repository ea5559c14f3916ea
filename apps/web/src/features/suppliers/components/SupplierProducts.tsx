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
    header: msg(/*i18n*/ 'Product'),
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
  { header: msg(/*i18n*/ 'Category'), cell: (p) => t(CATALOGUE_CATEGORY_LABELS[p.category]) },
  {
    header: msg(/*i18n*/ 'Price'),
    cell: (p) => t(/*i18n*/ '{price} / {unit}', { price: formatRupees(p.price), unit: t(p.unit) }),
  },
  { header: msg(/*i18n*/ 'Minimum order'), cell: (p) => quantityIn(t, p.minOrderQty, p.unit) },
  {
    header: msg(/*i18n*/ 'Stock'),
    cell: (p) => (
      <Badge
        variant="dot"
        color={p.inStock ? 'teal' : 'gray'}
        styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      >
        {p.inStock ? t(/*i18n*/ 'In stock') : t(/*i18n*/ 'Out of stock')}
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
        loading: t(/*i18n*/ 'Loading products'),
        empty: t(/*i18n*/ 'This supplier has no products listed yet.'),
        error: t(PRODUCT_MESSAGES.fetchFailed),
        noMatch: t(PRODUCT_MESSAGES.noMatch),
        noun: [t(/*i18n*/ 'product'), t(/*i18n*/ 'products')],
      }}
      searchLabel={t(/*i18n*/ 'Search products')}
      searchPlaceholder={t(/*i18n*/ 'Product name')}
      minWidth="44rem"
    />
  );
}
