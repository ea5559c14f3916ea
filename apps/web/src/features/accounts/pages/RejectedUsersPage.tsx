import { Button, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useDecide } from '../components/use-decide';

export function RejectedUsersPage() {
  const { decide, pendingFor } = useDecide();
  return (
    <>
      <PageHeader title="Rejected Users" description="Reopening sends a registration back to the pending list for another review." />
      <AccountTable
        list="rejectedRegistrations"
        emptyText="No rejected users found."
        errorText="Failed to fetch rejected users"
        columns={[{ header: 'Reason', cell: (a) => <Text size="sm">{a.rejectionReason ?? '—'}</Text> }]}
        actions={(a) => (
          <Button size="xs" variant="light" loading={pendingFor === a.userId} onClick={() => decide('reopen', a.userId)}>
            Reopen
          </Button>
        )}
      />
    </>
  );
}
