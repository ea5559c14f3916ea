import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  productsApi,
  CATALOGUE_CATEGORIES,
  CATALOGUE_CATEGORY_LABELS,
  PRODUCT_MESSAGES,
  quantityIn,
  type CatalogueCategory,
  type Product,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteProduct } from '../api/delete-product';
import { endpointQuery } from '../../../lib/endpoint-query';
import { SupplierSelect } from '../components/SupplierSelect';
import { LIST_COUNT_CAP } from '../../../lib/list-count';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS: Column<Product>[] = [
  {
    header: msg(/*i18n*/ 'Product'),
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
    header: msg(/*i18n*/ 'Supplier'),
    cell: (p) => (
      <Anchor component={Link} to={hrefOf(paths.suppliers.detail, p.supplierId)} size="sm">
        {p.supplierName}
      </Anchor>
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

export function AllProductsPage() {
  const t = useT();
  const list = useListSearchParams<{ category: CatalogueCategory; supplierId: string }>({
    category: oneOf(CATALOGUE_CATEGORIES),
    supplierId: (raw) => (raw && UUID.test(raw) ? raw : undefined),
  });
  const { category, supplierId } = list.filters;
  const query = useQuery({
    ...endpointQuery(productsApi.list, {
      query: { page: list.page, limit: PAGE_SIZE, q: list.q || undefined, category, supplierId },
    }),
    placeholderData: keepPreviousData,
  });
  const [supplierLabel, setSupplierLabel] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        notify({ color: 'teal', message: t(message) });
        setDeleting(null);
      },
      onError: (err) => notify({ color: 'red', message: errorMessage(err, t(PRODUCT_MESSAGES.deleteFailed)) }),
    });

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'All Products')}
        description={t(/*i18n*/ "Every product of the catalogue's suppliers.")}
        actions={
          <Button component={Link} to={paths.products.add} leftSection={<IconPlus size={16} />}>
            {t(/*i18n*/ 'Add Product')}
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
        texts={{
          loading: t(/*i18n*/ 'Loading products'),
          empty: t(PRODUCT_MESSAGES.empty),
          error: t(PRODUCT_MESSAGES.fetchFailed),
          noMatch: t(PRODUCT_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'product'), t(/*i18n*/ 'products')],
        }}
        searchPlaceholder={t(/*i18n*/ 'Product name or description')}
        filters={
          <>
            <Select
              label={t(/*i18n*/ 'Category')}
              placeholder={t(/*i18n*/ 'All categories')}
              data={CATALOGUE_CATEGORIES.map((value) => ({ value, label: t(CATALOGUE_CATEGORY_LABELS[value]) }))}
              value={category ?? null}
              onChange={(v) => list.setFilter('category', v)}
              clearable
              w={200}
            />
            <SupplierSelect
              label={t(/*i18n*/ 'Supplier')}
              placeholder={t(/*i18n*/ 'All suppliers')}
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
            <Tooltip label={t(/*i18n*/ 'Edit')}>
              <ActionIcon
                component={Link}
                to={hrefOf(paths.products.edit, p._id)}
                variant="subtle"
                aria-label={t(/*i18n*/ 'Edit {name}', { name: p.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t(/*i18n*/ 'Delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t(/*i18n*/ 'Delete {name}', { name: p.name })}
                onClick={() => setDeleting(p)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        minWidth="56rem"
      />
      <ConfirmDialog
        opened={!!deleting}
        title={t(/*i18n*/ 'Delete Product')}
        confirmLabel={t(/*i18n*/ 'Delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? t(/*i18n*/ 'Delete {name}? Its images are deleted with it; enquiries that named it keep its name.', {
              name: deleting.name,
            })
          : ''}
      </ConfirmDialog>
    </>
  );
}
