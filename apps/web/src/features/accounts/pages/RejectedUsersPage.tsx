import { Button, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';
import { msg, useT } from '../../../lib/i18n';

export function RejectedUsersPage() {
  const t = useT();
  const reopen = useConfirmedDecision({
    action: 'reopen',
    title: msg(/*i18n*/ 'Reopen Registration'),
    confirmLabel: msg(/*i18n*/ 'Reopen'),
    consequence: msg(
      /*i18n*/ 'the registration goes back to the pending list for another review, and the applicant is told by e-mail.',
    ),
  });
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Rejected Users')}
        description={t(/*i18n*/ 'Reopening sends a registration back to the pending list for another review.')}
      />
      <AccountTable
        list="rejectedRegistrations"
        columns={[{ header: msg(/*i18n*/ 'Reason'), cell: (a) => <Text size="sm">{a.rejectionReason ?? '—'}</Text> }]}
        actions={(a) => (
          <Button size="xs" variant="light" onClick={() => reopen.ask(a)}>
            {t(/*i18n*/ 'Reopen')}
          </Button>
        )}
      />
      {reopen.dialog}
    </>
  );
}
