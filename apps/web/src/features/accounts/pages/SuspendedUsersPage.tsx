import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useDecide } from '../components/use-decide';
import { useT } from '../../../lib/i18n';

export function SuspendedUsersPage() {
  const t = useT();
  const { decide, pendingFor } = useDecide();
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Suspended Users')} />
      <AccountTable
        list="suspendedUsers"
        roleFilter
        actions={(a) => (
          <Button
            size="xs"
            variant="light"
            loading={pendingFor === a.userId}
            onClick={() => {
              if (
                window.confirm(
                  t(/*i18n*/ 'Unsuspend {name} ({userId})? They will be able to sign in again.', {
                    name: a.name || a.email,
                    userId: a.userId,
                  }),
                )
              )
                decide('unsuspend', a.userId);
            }}
          >
            {t(/*i18n*/ 'Unsuspend')}
          </Button>
        )}
      />
    </>
  );
}
