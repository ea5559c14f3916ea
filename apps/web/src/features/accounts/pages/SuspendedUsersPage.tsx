import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useDecide } from '../components/use-decide';

export function SuspendedUsersPage() {
  const { decide, pendingFor } = useDecide();
  return (
    <>
      <PageHeader title="Suspended Users" />
      <AccountTable
        list="suspendedUsers"
        roleFilter
        actions={(a) => (
          <Button
            size="xs"
            variant="light"
            loading={pendingFor === a.userId}
            onClick={() => {
              if (window.confirm(`Unsuspend ${a.name || a.email} (${a.userId})? They will be able to sign in again.`)) decide('unsuspend', a.userId);
            }}
          >
            Unsuspend
          </Button>
        )}
      />
    </>
  );
}
