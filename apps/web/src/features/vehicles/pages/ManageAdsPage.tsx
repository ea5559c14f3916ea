import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MINE_FILTERS, VEHICLE_MESSAGES, adTitle, vehiclesApi, type VehicleAd } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { msg, t, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { useOpenRow, useReviewParam } from '../../../lib/use-review-param';
import { useLinkedAd } from '../api/linked-ad';
import { refreshAds } from '../api/save-ad';
import { AdStatusBadge } from '../components/AdStatusBadge';
import { BUS_COLUMN } from '../components/bus-column';
import { OwnAdDialog } from '../components/OwnAdDialog';

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<(typeof MINE_FILTERS)[number], string> = {
  submitted: msg(/*i18n*/ 'Pending approval'),
  approved: msg(/*i18n*/ 'Approved'),
  rejected: msg(/*i18n*/ 'Rejected'),
  sold: msg(/*i18n*/ 'Sold'),
};

const COLUMNS: Column<VehicleAd>[] = [
  BUS_COLUMN,
  {
    header: msg(/*i18n*/ 'Status'),
    cell: (ad) => (
      <Stack gap={2} align="flex-start">
        <AdStatusBadge ad={ad} />
        {ad.status === 'rejected' ? (
          <Text size="xs" c="red.8">
            {ad.rejectionReason
              ? t(/*i18n*/ 'Reason: {reason}', { reason: ad.rejectionReason })
              : t(/*i18n*/ 'No reason given')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { header: msg(/*i18n*/ 'Price'), cell: (ad) => formatRupees(ad.price) },
  { header: msg(/*i18n*/ 'Posted'), cell: (ad) => formatDate(ad.createdAt) },
];

type Confirm = { kind: 'sold' | 'delete' | 'appeal'; ad: VehicleAd } | null;

export function ManageAdsPage() {
  const t = useT();
  const list = useListSearchParams<{ status: (typeof MINE_FILTERS)[number] }>({ status: oneOf(MINE_FILTERS) });
  const query = useQuery({
    ...endpointQuery(vehiclesApi.mine, {
      query: { page: list.page, limit: PAGE_SIZE, q: list.q, status: list.filters.status },
    }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<VehicleAd | null>(null);
  // A notice in the bell links here naming one ad (`?review=`): read it by id, as it may be on any page.
  const review = useReviewParam();
  const linked = useLinkedAd(review.wanted);
  useOpenRow(linked.data ? [linked.data] : undefined, (ad) => ad.advertisementId, review.wanted, setOpen);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const queryClient = useQueryClient();
  const sold = useMutation({
    mutationFn: (advertisementId: string) => call(vehiclesApi.markSold, { params: { advertisementId } }),
    onSuccess: () => refreshAds(queryClient),
  });
  const appeal = useMutation({
    mutationFn: ({ advertisementId, message }: { advertisementId: string; message: string }) =>
      call(vehiclesApi.appeal, { params: { advertisementId }, body: { message } }),
    onSuccess: () => refreshAds(queryClient),
  });
  const remove = useMutation({
    mutationFn: (advertisementId: string) => call(vehiclesApi.remove, { params: { advertisementId } }),
    onSuccess: () => refreshAds(queryClient),
  });

  const run = (message: string) => {
    if (!confirm) return;
    const done = {
      onSuccess: ({ message }: { message: string }) => (
        notify({ color: 'teal', message: t(message) }),
        setConfirm(null)
      ),
      onError: (err: unknown) => notify({ color: 'red', message: errorMessage(err, t(VEHICLE_MESSAGES.actionFailed)) }),
    };
    if (confirm.kind === 'sold') sold.mutate(confirm.ad.advertisementId, done);
    else if (confirm.kind === 'appeal') appeal.mutate({ advertisementId: confirm.ad.advertisementId, message }, done);
    else remove.mutate(confirm.ad.advertisementId, done);
  };

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Manage Ads')}
        description={t(/*i18n*/ 'Your ads in every state. Editing an approved ad sends it for approval again.')}
        actions={
          <Button component={Link} to={paths.instituteAdmin.sell}>
            {t(/*i18n*/ 'Sell a bus')}
          </Button>
        }
      />
      <DataTable
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={COLUMNS}
        rowKey={(ad) => ad._id}
        texts={{
          loading: t(/*i18n*/ 'Loading your ads'),
          empty: t(VEHICLE_MESSAGES.noMine),
          error: t(VEHICLE_MESSAGES.fetchFailed),
          noMatch: t(VEHICLE_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'ad'), t(/*i18n*/ 'ads')],
        }}
        searchPlaceholder={t(/*i18n*/ 'Make, model or registration')}
        filters={
          <Select
            label={t(/*i18n*/ 'Status')}
            placeholder={t(/*i18n*/ 'All')}
            data={MINE_FILTERS.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
            clearable
            w={200}
            value={list.filters.status ?? null}
            onChange={(v) => list.setFilter('status', v ?? null)}
          />
        }
        onRowClick={setOpen}
        actions={(ad) => (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Button size="xs" variant="default" onClick={() => setOpen(ad)}>
              {t(/*i18n*/ 'View')}
            </Button>
            {ad.sold ? null : (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={`${paths.instituteAdmin.sell}?ad=${encodeURIComponent(ad.advertisementId)}`}
              >
                {t(/*i18n*/ 'Edit')}
              </Button>
            )}
            {ad.status === 'approved' && !ad.sold ? (
              <Button size="xs" variant="light" color="teal" onClick={() => setConfirm({ kind: 'sold', ad })}>
                {t(/*i18n*/ 'Mark as sold')}
              </Button>
            ) : null}
            {ad.status === 'rejected' && !ad.appealedAt ? (
              <Button size="xs" variant="light" onClick={() => setConfirm({ kind: 'appeal', ad })}>
                {t(VEHICLE_MESSAGES.appeal)}
              </Button>
            ) : null}
            <Button size="xs" variant="light" color="red" onClick={() => setConfirm({ kind: 'delete', ad })}>
              {t(/*i18n*/ 'Delete')}
            </Button>
          </Group>
        )}
        minWidth="56rem"
      />
      <OwnAdDialog
        ad={open}
        onClose={() => {
          setOpen(null);
          review.forget();
        }}
      />
      <ConfirmDialog
        opened={confirm?.kind === 'sold'}
        title={t(/*i18n*/ 'Mark as sold')}
        confirmLabel={t(/*i18n*/ 'Mark as sold')}
        loading={sold.isPending}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      >
        {confirm ? t(/*i18n*/ '{bus} will no longer be shown to buyers.', { bus: adTitle(confirm.ad) }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm?.kind === 'appeal'}
        title={t(/*i18n*/ 'Appeal the rejection')}
        confirmLabel={t(/*i18n*/ 'Send appeal')}
        reason={{
          description: t(/*i18n*/ 'Your message to the reviewer. An ad can be appealed once.'),
          required: true,
        }}
        loading={appeal.isPending}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      >
        {confirm
          ? t(/*i18n*/ 'The ad for {bus} goes back for approval with your message.', { bus: adTitle(confirm.ad) })
          : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm?.kind === 'delete'}
        title={t(/*i18n*/ 'Delete ad')}
        confirmLabel={t(/*i18n*/ 'Delete')}
        danger
        loading={remove.isPending}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      >
        {confirm
          ? t(/*i18n*/ 'The ad for {bus}, its photos and its enquiries will be deleted for good.', {
              bus: adTitle(confirm.ad),
            })
          : null}
      </ConfirmDialog>
    </>
  );
}
