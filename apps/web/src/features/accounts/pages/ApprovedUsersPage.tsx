import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';

export function ApprovedUsersPage() {
  const revoke = useConfirmedDecision({
    action: 'revoke',
    title: 'Revoke Approval',
    confirmLabel: 'Revoke',
    danger: true,
    consequence: 'the account goes back to pending and is signed out; it cannot sign in until approved again.',
  });
  return (
    <>
      <PageHeader title="Approved Users" description="Revoking sends an account back to pending; it cannot sign in until approved again." />
      <AccountTable
        list="approvedRegistrations"
        actions={(a) => (
          <Button size="xs" variant="default" onClick={() => revoke.ask(a)}>
            Revoke
          </Button>
        )}
      />
      {revoke.dialog}
    </>
  );
}
