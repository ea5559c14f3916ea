import { Button, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';
import { msg, useT } from '../../../lib/i18n';

export function RejectedUsersPage() {
  const t = useT();
  const reopen = useConfirmedDecision({
    action: 'reopen',
    title: msg('Reopen Registration'),
    confirmLabel: msg('Reopen'),
    consequence: msg(
      'the registration goes back to the pending list for another review, and the applicant is told by e-mail.',
    ),
  });
  return (
    <>
      <PageHeader
        title={t('Rejected Users')}
        description={t('Reopening sends a registration back to the pending list for another review.')}
      />
      <AccountTable
        list="rejectedRegistrations"
        columns={[{ header: msg('Reason'), cell: (a) => <Text size="sm">{a.rejectionReason ?? '—'}</Text> }]}
        actions={(a) => (
          <Button size="xs" variant="light" onClick={() => reopen.ask(a)}>
            {t('Reopen')}
          </Button>
        )}
      />
      {reopen.dialog}
    </>
  );
}
