import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Account } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { ReviewDialog } from '../components/ReviewDialog';
import { useT } from '../../../lib/i18n';
import { useReviewParam } from '../../../lib/use-review-param';

export function PendingRegistrationsPage() {
  const t = useT();
  const [reviewing, setReviewing] = useState<Account | null>(null);
  const review = useReviewParam();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Pending Registrations')}
        description={t(
          /*i18n*/ 'Oldest first. Click a registration to review it; applicants are promised an answer within 24 hours.',
        )}
      />
      <AccountTable
        list="pendingRegistrations"
        onRowClick={setReviewing}
        openRow={review.wanted}
        actions={(a) => (
          <Button size="xs" variant="light" onClick={() => setReviewing(a)}>
            {t(/*i18n*/ 'Review')}
          </Button>
        )}
      />
      <ReviewDialog
        account={reviewing}
        onClose={() => {
          setReviewing(null);
          review.forget();
        }}
      />
    </>
  );
}
