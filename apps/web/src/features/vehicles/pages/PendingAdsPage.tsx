import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { MAX_PENDING_PAGE, VEHICLE_MESSAGES, type PendingAd } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { usePendingAds } from '../api/get-pending-ads';
import { AdCard } from '../components/AdCard';
import { AdGrid } from '../components/AdGrid';
import { ReviewAdDialog } from '../components/ReviewAdDialog';

export function PendingAdsPage() {
  const list = useListSearchParams();
  const query = usePendingAds(list.page);
  const [open, setOpen] = useState<PendingAd | null>(null);
  return (
    <>
      <PageHeader title={routes.superAdmin.pendingAds.title} description="Every bus ad waits here until you approve it; buyers see it only then. Oldest first." />
      <AdGrid
        query={query}
        page={list.page}
        pageSize={MAX_PENDING_PAGE}
        setPage={list.setPage}
        narrowed={false}
        texts={{ loading: 'Loading pending ads', empty: VEHICLE_MESSAGES.noPending, noMatch: VEHICLE_MESSAGES.noPending, error: VEHICLE_MESSAGES.fetchFailed, noun: ['ad waiting', 'ads waiting'] }}
      >
        {(ad) => (
          <AdCard
            key={ad.advertisementId}
            ad={ad}
            onOpen={() => setOpen(ad)}
            extra={
              <Text size="xs" c="dimmed">
                {ad.regNo} · posted {formatDate(ad.createdAt)} · {ad.advertisementId}
              </Text>
            }
            actions={
              <Button size="xs" onClick={() => setOpen(ad)}>
                Review
              </Button>
            }
          />
        )}
      </AdGrid>
      <ReviewAdDialog ad={open} onClose={() => setOpen(null)} />
    </>
  );
}
