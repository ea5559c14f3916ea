import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENQUIRY_STATUS_LABELS, VEHICLE_MESSAGES, vehiclesApi, type BusEnquirySummary } from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { BusEnquiryThreadDialog } from '../components/BusEnquiryThreadDialog';

const PAGE_SIZE = 20;
const BADGE_LABEL = { label: { textTransform: 'none', overflow: 'visible' } } as const;

const COLUMNS: Column<BusEnquirySummary>[] = [
  { header: msg(/*i18n*/ 'Bus'), primary: true, cell: (e) => e.adTitle },
  { header: msg(/*i18n*/ 'Seller'), cell: (e) => e.sellerInstituteName },
  { header: msg(/*i18n*/ 'Sent'), cell: (e) => formatDate(e.createdAt) },
  {
    header: msg(/*i18n*/ 'Status'),
    cell: (e) => (
      <Group gap={4}>
        <Badge variant="light" styles={BADGE_LABEL}>
          {t(ENQUIRY_STATUS_LABELS[e.status])}
        </Badge>
        {e.sold ? (
          <Badge color="gray" styles={BADGE_LABEL}>
            {t(/*i18n*/ 'Sold')}
          </Badge>
        ) : null}
      </Group>
    ),
  },
];

/** The buses the school asked about: the seller's answers, the status, and whether the bus was sold. */
export function BusEnquiriesPage() {
  const t = useT();
  const list = useListSearchParams({});
  const query = useQuery({
    ...endpointQuery(vehiclesApi.enquiriesSent, { query: { page: list.page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'My Bus Enquiries')}
        description={t(/*i18n*/ "Buses your school asked about, with the sellers' replies.")}
      />
      <DataTable
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={COLUMNS}
        rowKey={(e) => e._id}
        texts={{
          loading: t(/*i18n*/ 'Loading enquiries'),
          empty: t(VEHICLE_MESSAGES.noEnquiriesSent),
          error: t(VEHICLE_MESSAGES.enquiriesFailed),
          noMatch: t(VEHICLE_MESSAGES.noEnquiriesSent),
          noun: [t(/*i18n*/ 'enquiry'), t(/*i18n*/ 'enquiries')],
        }}
        searchable={false}
        actions={(e) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpen(e._id)}
            aria-label={t(/*i18n*/ 'Conversation about {bus}', { bus: e.adTitle })}
          >
            {t(/*i18n*/ 'Conversation')}
          </Button>
        )}
      />
      <BusEnquiryThreadDialog enquiryId={open} onClose={() => setOpen(null)} />
    </>
  );
}
