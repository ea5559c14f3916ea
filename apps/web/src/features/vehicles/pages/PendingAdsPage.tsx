import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MAX_PENDING_PAGE,
  VEHICLE_MESSAGES,
  vehiclesApi,
  type PendingAd,
  type VehicleAd,
} from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useOpenRow, useReviewParam } from '../../../lib/use-review-param';
import { useLinkedAd } from '../api/linked-ad';
import { AdCard } from '../components/AdCard';
import { AdGrid } from '../components/AdGrid';
import { ReviewAdDialog } from '../components/ReviewAdDialog';

export function PendingAdsPage() {
  const t = useT();
  const list = useListSearchParams();
  // The spec's pending call: a few ads a page, each with its photos as base64.
  const query = useQuery({
    ...endpointQuery(vehiclesApi.pending, { query: { page: list.page } }),
    placeholderData: keepPreviousData,
    select: ({ items, total }) => ({ items: items.adsWithBase64, total }),
  });
  const [open, setOpen] = useState<PendingAd | VehicleAd | null>(null);
  // The moderation queue links here naming one ad; when many wait it may be on a later page: then read it by id,
  // and open it only while it still waits (another reviewer may have decided it since).
  const review = useReviewParam();
  const onPage = query.data?.items.some((ad) => ad.advertisementId === review.wanted) ?? true;
  const linked = useLinkedAd(review.wanted, !onPage);
  const waiting = linked.data?.status === 'submitted' ? [linked.data] : undefined;
  useOpenRow<PendingAd | VehicleAd>(
    onPage ? query.data?.items : waiting,
    (ad) => ad.advertisementId,
    review.wanted,
    setOpen,
  );
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Pending Vehicle Ads for Approval')}
        description={t(/*i18n*/ 'Every bus ad waits here until you approve it; buyers see it only then. Oldest first.')}
      />
      <AdGrid
        query={query}
        page={list.page}
        pageSize={MAX_PENDING_PAGE}
        setPage={list.setPage}
        narrowed={false}
        texts={{
          loading: t(/*i18n*/ 'Loading pending ads'),
          empty: t(VEHICLE_MESSAGES.noPending),
          noMatch: t(VEHICLE_MESSAGES.noPending),
          error: t(VEHICLE_MESSAGES.fetchFailed),
          noun: [t(/*i18n*/ 'ad waiting'), t(/*i18n*/ 'ads waiting')],
        }}
      >
        {(ad) => (
          <AdCard
            key={ad.advertisementId}
            ad={ad}
            onOpen={() => setOpen(ad)}
            extra={
              <Text size="xs" c="dimmed">
                {t(/*i18n*/ '{regNo} · posted {date} · {adId}', {
                  regNo: ad.regNo,
                  date: formatDate(ad.createdAt),
                  adId: ad.advertisementId,
                })}
              </Text>
            }
            actions={
              <Button size="xs" onClick={() => setOpen(ad)}>
                {t(/*i18n*/ 'Review')}
              </Button>
            }
          />
        )}
      </AdGrid>
      <ReviewAdDialog
        ad={open}
        onClose={() => {
          setOpen(null);
          review.forget();
        }}
      />
    </>
  );
}
