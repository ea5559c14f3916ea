import { Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  suppliersApi,
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  quantityIn,
  type Enquiry,
  type EnquiryStatus,
} from '@school-portal/contract';
import { EnquiryThreadDialog } from '../components/EnquiryThreadDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { placeOf } from '../../../lib/place';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<EnquiryStatus, string> = { sent: 'blue', replied: 'teal', closed: 'gray' };

const supplierColumn: Column<Enquiry> = {
  header: msg(/*i18n*/ 'Supplier'),
  cell: (e) =>
    e.supplierId ? (
      <Anchor component={Link} to={hrefOf(paths.suppliers.detail, e.supplierId)} size="sm">
        {e.supplierName}
      </Anchor>
    ) : (
      e.supplierName
    ),
};

const COLUMNS: Column<Enquiry>[] = [
  {
    header: msg(/*i18n*/ 'Products'),
    primary: true,
    cell: (e) => (
      <Text size="sm" component="div">
        {e.items.map((i) => (
          <div key={`${i.productId ?? ''}${i.name}`}>
            {i.name} × {quantityIn(t, i.quantity, i.unit)}
          </div>
        ))}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Deliver to'), cell: (e) => placeOf(e.deliveryDistrict, e.deliveryState) },
  { header: msg(/*i18n*/ 'Sent'), cell: (e) => formatDate(e.createdAt) },
  {
    header: msg(/*i18n*/ 'Status'),
    cell: (e) => (
      <Badge
        variant="dot"
        color={STATUS_COLOURS[e.status]}
        styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      >
        {t(ENQUIRY_STATUS_LABELS[e.status])}
      </Badge>
    ),
  },
];

const INSTITUTE_COLUMN: Column<Enquiry> = {
  header: msg(/*i18n*/ 'Institute'),
  cell: (e) => (
    <div>
      <Text size="sm">{e.instituteName}</Text>
      <Text size="xs" c="dimmed">
        {e.sentByEmail}
      </Text>
    </div>
  ),
};

/** Enquiries sent to suppliers: the institute's own, or every institute's for the super admin, with their status. */
export function EnquiriesPage() {
  const t = useT();
  const isSuperAdmin = useSession()?.role === 'superAdmin';
  const statusOptions = ENQUIRY_STATUSES.map((value) => ({ value, label: t(ENQUIRY_STATUS_LABELS[value]) }));
  const list = useListSearchParams<{ status: EnquiryStatus }>({ status: oneOf(ENQUIRY_STATUSES) });
  const query = useQuery({
    ...endpointQuery(suppliersApi.enquiries, {
      query: { page: list.page, limit: PAGE_SIZE, status: list.filters.status },
    }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Enquiry | null>(null);
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      call(suppliersApi.setEnquiryStatus, { params: { id }, body: { status } }),
    onSuccess: () => invalidate(queryClient, suppliersApi.enquiries),
  });
  const change = (e: Enquiry, status: EnquiryStatus) =>
    setStatus.mutate(
      { id: e._id, status },
      {
        onSuccess: ({ message }) => notify({ color: 'teal', message: t(message) }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(ENQUIRY_MESSAGES.statusFailed)) }),
      },
    );

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Enquiries')}
        description={
          isSuperAdmin
            ? t(/*i18n*/ 'Quotes institutes asked suppliers for.')
            : t(
                /*i18n*/ 'Quotes your institute asked suppliers for. Suppliers reply to the e-mail of the admin who sent it, or here under Replies.',
              )
        }
      />
      <DataTable
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={
          isSuperAdmin
            ? [...COLUMNS.slice(0, 1), supplierColumn, INSTITUTE_COLUMN, ...COLUMNS.slice(1)]
            : [...COLUMNS.slice(0, 1), supplierColumn, ...COLUMNS.slice(1)]
        }
        rowKey={(e) => e._id}
        texts={{
          loading: t(/*i18n*/ 'Loading enquiries'),
          empty: t(ENQUIRY_MESSAGES.empty),
          error: t(ENQUIRY_MESSAGES.fetchFailed),
          noMatch: t(ENQUIRY_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'enquiry'), t(/*i18n*/ 'enquiries')],
        }}
        searchable={false}
        filters={
          <Select
            label={t(/*i18n*/ 'Status')}
            placeholder={t(/*i18n*/ 'Any status')}
            data={statusOptions}
            value={list.filters.status ?? null}
            onChange={(v) => list.setFilter('status', v)}
            clearable
            w={180}
          />
        }
        actions={(e) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => setOpen(e)}
              aria-label={t(/*i18n*/ 'Replies to the enquiry to {supplier}', { supplier: e.supplierName })}
            >
              {t(/*i18n*/ 'Replies')}
            </Button>
            <Select
              aria-label={t(/*i18n*/ 'Status of the enquiry to {supplier}', { supplier: e.supplierName })}
              data={statusOptions}
              value={e.status}
              allowDeselect={false}
              onChange={(v) => v && v !== e.status && change(e, v)}
              w={130}
              size="xs"
            />
          </Group>
        )}
        minWidth="52rem"
      />
      <EnquiryThreadDialog enquiry={open} canReply={!isSuperAdmin} onClose={() => setOpen(null)} />
    </>
  );
}
