import { Avatar, Badge, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATALOGUE_CATEGORY_LABELS, PRODUCT_MESSAGES, productsApi, type Product } from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';

const PAGE_SIZE = 10;

const COLUMNS: Column<Product>[] = [
  {
    header: 'Product',
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
  { header: 'Category', cell: (p) => CATALOGUE_CATEGORY_LABELS[p.category] },
  { header: 'Price', cell: (p) => `${formatRupees(p.price)} / ${p.unit}` },
  { header: 'Minimum order', cell: (p) => `${p.minOrderQty.toLocaleString('en-IN')} ${p.unit}` },
  {
    header: 'Stock',
    cell: (p) => (
      <Badge variant="dot" color={p.inStock ? 'teal' : 'gray'} styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
        {p.inStock ? 'In stock' : 'Out of stock'}
      </Badge>
    ),
  },
];

/** The supplier's products, searchable and paged on the server. */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const list = useListSearchParams();
  const query = useQuery({ ...endpointQuery(productsApi.list, { query: { supplierId, page: list.page, limit: PAGE_SIZE, q: list.q || undefined } }), placeholderData: keepPreviousData });
  return (
    <DataTable
      query={query}
      list={list}
      pageSize={PAGE_SIZE}
      columns={COLUMNS}
      rowKey={(p) => p._id}
      texts={{ loading: 'Loading products', empty: 'This supplier has no products listed yet.', error: PRODUCT_MESSAGES.fetchFailed, noMatch: PRODUCT_MESSAGES.noMatch, noun: ['product', 'products'] }}
      searchLabel="Search products"
      searchPlaceholder="Product name"
      minWidth="44rem"
    />
  );
}
