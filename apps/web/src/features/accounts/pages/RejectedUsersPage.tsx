import { Button, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';

export function RejectedUsersPage() {
  const reopen = useConfirmedDecision({
    action: 'reopen',
    title: 'Reopen Registration',
    confirmLabel: 'Reopen',
    consequence: 'the registration goes back to the pending list for another review, and the applicant is told by e-mail.',
  });
  return (
    <>
      <PageHeader title="Rejected Users" description="Reopening sends a registration back to the pending list for another review." />
      <AccountTable
        list="rejectedRegistrations"
        columns={[{ header: 'Reason', cell: (a) => <Text size="sm">{a.rejectionReason ?? '—'}</Text> }]}
        actions={(a) => (
          <Button size="xs" variant="light" onClick={() => reopen.ask(a)}>
            Reopen
          </Button>
        )}
      />
      {reopen.dialog}
    </>
  );
}
