import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';

export function ActiveUsersPage() {
  const suspend = useConfirmedDecision({
    action: 'suspend',
    title: 'Suspend User',
    confirmLabel: 'Suspend',
    danger: true,
    consequence: 'they are signed out at once and cannot sign in until you unsuspend them.',
    reason: 'Included in the e-mail to the user.',
  });
  return (
    <>
      <PageHeader title="Active Users" description="Every approved account, institute staff included." />
      <AccountTable
        list="activeUsers"
        roleFilter
        actions={(a) => (
          <Button size="xs" variant="default" c="var(--mantine-color-error)" onClick={() => suspend.ask(a)}>
            Suspend
          </Button>
        )}
      />
      {suspend.dialog}
    </>
  );
}
