import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useDecide } from '../components/use-decide';

export function ApprovedUsersPage() {
  const { decide, pendingFor } = useDecide();
  return (
    <>
      <PageHeader title="Approved Users" description="Revoking sends an account back to pending; it cannot sign in until approved again." />
      <AccountTable
        list="approvedRegistrations"
        emptyText="No approved users found."
        errorText="Failed to fetch approved users"
        actions={(a) => (
          <Button size="xs" variant="default" loading={pendingFor === a.userId} onClick={() => decide('revoke', a.userId)}>
            Revoke
          </Button>
        )}
      />
    </>
  );
}
