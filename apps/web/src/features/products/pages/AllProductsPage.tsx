import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsApi, CATALOGUE_CATEGORIES, CATALOGUE_CATEGORY_LABELS, PRODUCT_MESSAGES, type CatalogueCategory, type Product } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths, routes } from '../../../lib/routes';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteProduct } from '../api/delete-product';
import { endpointQuery } from '../../../lib/endpoint-query';
import { SupplierSelect } from '../components/SupplierSelect';
import { LIST_COUNT_CAP } from '../../../lib/list-count';

const PAGE_SIZE = 20;
const CATEGORY_OPTIONS = CATALOGUE_CATEGORIES.map((value) => ({ value, label: CATALOGUE_CATEGORY_LABELS[value] }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS: Column<Product>[] = [
  {
    header: 'Product',
    primary: true,
    cell: (p) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={p.images[0]?.thumbnailUrl} alt="" radius="sm" size={40} color="gray">
          {p.name.slice(0, 1)}
        </Avatar>
        <Text size="sm" fw={500}>
          {p.name}
        </Text>
      </Group>
    ),
  },
  {
    header: 'Supplier',
    cell: (p) => (
      <Anchor component={Link} to={routes.suppliers.detail.href(p.supplierId)} size="sm">
        {p.supplierName}
      </Anchor>
    ),
  },
  { header: 'Category', cell: (p) => CATALOGUE_CATEGORY_LABELS[p.category] },
  { header: 'Price', cell: (p) => `${formatRupees(p.price)} / ${p.unit}` },
  { header: 'Minimum order', cell: (p) => p.minOrderQty.toLocaleString('en-IN') },
  {
    header: 'Stock',
    cell: (p) => (
      <Badge variant="dot" color={p.inStock ? 'teal' : 'gray'} styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
        {p.inStock ? 'In stock' : 'Out of stock'}
      </Badge>
    ),
  },
];

export function AllProductsPage() {
  const list = useListSearchParams<{ category: CatalogueCategory; supplierId: string }>({
    category: oneOf(CATALOGUE_CATEGORIES),
    supplierId: (raw) => (raw && UUID.test(raw) ? raw : undefined),
  });
  const { category, supplierId } = list.filters;
  const query = useQuery({
    ...endpointQuery(productsApi.list, { query: { page: list.page, limit: PAGE_SIZE, q: list.q || undefined, category, supplierId } }),
    placeholderData: keepPreviousData,
  });
  const [supplierLabel, setSupplierLabel] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        notify({ color: 'teal', message });
        setDeleting(null);
      },
      onError: (err) => notify({ color: 'red', message: errorMessage(err, PRODUCT_MESSAGES.deleteFailed) }),
    });

  return (
    <>
      <PageHeader
        title="All Products"
        description="Every product of the catalogue's suppliers."
        actions={
          <Button component={Link} to={paths.products.add} leftSection={<IconPlus size={16} />}>
            Add Product
          </Button>
        }
      />
      <DataTable
        countCap={LIST_COUNT_CAP}
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={COLUMNS}
        rowKey={(p) => p._id}
        texts={{ loading: 'Loading products', empty: PRODUCT_MESSAGES.empty, error: PRODUCT_MESSAGES.fetchFailed, noMatch: PRODUCT_MESSAGES.noMatch, noun: ['product', 'products'] }}
        searchPlaceholder="Product name or description"
        filters={
          <>
            <Select label="Category" placeholder="All categories" data={CATEGORY_OPTIONS} value={category ?? null} onChange={(v) => list.setFilter('category', v)} clearable w={200} />
            <SupplierSelect
              label="Supplier"
              placeholder="All suppliers"
              value={supplierId ?? null}
              selectedLabel={supplierLabel}
              onChange={(id, label) => {
                setSupplierLabel(label ?? undefined);
                list.setFilter('supplierId', id);
              }}
              clearable
              w={240}
            />
          </>
        }
        actions={(p) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon component={Link} to={routes.products.edit.href(p._id)} variant="subtle" aria-label={`Edit ${p.name}`}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        minWidth="56rem"
      />
      <ConfirmDialog opened={!!deleting} title="Delete Product" confirmLabel="Delete" danger loading={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {deleting ? `Delete ${deleting.name}? Its images are deleted with it; enquiries that named it keep its name.` : ''}
      </ConfirmDialog>
    </>
  );
}
