import { useState } from 'react';
import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VEHICLE_MESSAGES, vehiclesApi, type VehicleAd } from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate, formatRupees } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { AdDialog } from './AdDialog';
import { AdStatusBadge } from './AdStatusBadge';
import { BUS_COLUMN } from './bus-column';
import { LIST_COUNT_CAP } from '../../../lib/list-count';
import { msg, t, useT } from '../../../lib/i18n';

const PAGE_SIZE = 20;

const COLUMNS: Column<VehicleAd>[] = [
  BUS_COLUMN,
  { header: msg(/*i18n*/ 'Institute'), cell: (ad) => ad.instituteName },
  { header: msg(/*i18n*/ 'Price'), cell: (ad) => formatRupees(ad.price) },
  { header: msg(/*i18n*/ 'Place'), cell: (ad) => `${ad.district.label}, ${ad.state.label}` },
  { header: msg(/*i18n*/ 'Decided'), cell: (ad) => (ad.reviewedAt ? formatDate(ad.reviewedAt) : t(/*i18n*/ 'N/A')) },
];

const REASON: Column<VehicleAd> = {
  header: msg(/*i18n*/ 'Reason'),
  cell: (ad) => <Text size="sm">{ad.rejectionReason ?? '—'}</Text>,
};
const STATUS: Column<VehicleAd> = { header: msg(/*i18n*/ 'Status'), cell: (ad) => <AdStatusBadge ad={ad} /> };

/** The super admin's approved or rejected ads: searchable, paged on the server, a row opens the ad. */
export function ReviewedAdsTable({ status }: { status: 'approved' | 'rejected' }) {
  const t = useT();
  const list = useListSearchParams();
  const query = useQuery({
    ...endpointQuery(vehiclesApi[status], { query: { page: list.page, limit: PAGE_SIZE, q: list.q } }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<VehicleAd | null>(null);
  return (
    <>
      <DataTable
        countCap={LIST_COUNT_CAP}
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={[...COLUMNS, status === 'rejected' ? REASON : STATUS]}
        rowKey={(ad) => ad._id}
        texts={{
          loading: t(/*i18n*/ 'Loading ads'),
          empty: t(status === 'approved' ? VEHICLE_MESSAGES.noApproved : VEHICLE_MESSAGES.noRejected),
          error: t(VEHICLE_MESSAGES.fetchFailed),
          noMatch: t(VEHICLE_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'ad'), t(/*i18n*/ 'ads')],
        }}
        searchPlaceholder={t(/*i18n*/ 'Make, model, institute, district or registration')}
        onRowClick={setOpen}
        minWidth="52rem"
      />
      <AdDialog ad={open} onClose={() => setOpen(null)} />
    </>
  );
}
