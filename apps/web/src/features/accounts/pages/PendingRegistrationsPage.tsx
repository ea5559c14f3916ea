import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Account } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { ReviewDialog } from '../components/ReviewDialog';

export function PendingRegistrationsPage() {
  const [reviewing, setReviewing] = useState<Account | null>(null);
  return (
    <>
      <PageHeader title="Pending Registrations" description="Oldest first. Click a registration to review it; applicants are promised an answer within 24 hours." />
      <AccountTable
        list="pendingRegistrations"
        onRowClick={setReviewing}
        actions={(a) => (
          <Button size="xs" variant="light" onClick={() => setReviewing(a)}>
            Review
          </Button>
        )}
      />
      <ReviewDialog account={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
