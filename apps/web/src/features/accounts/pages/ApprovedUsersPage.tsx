import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';
import { msg, useT } from '../../../lib/i18n';

export function ApprovedUsersPage() {
  const t = useT();
  const revoke = useConfirmedDecision({
    action: 'revoke',
    title: msg('Revoke Approval'),
    confirmLabel: msg('Revoke'),
    danger: true,
    consequence: msg('the account goes back to pending and is signed out; it cannot sign in until approved again.'),
  });
  return (
    <>
      <PageHeader
        title={t('Approved Users')}
        description={t('Revoking sends an account back to pending; it cannot sign in until approved again.')}
      />
      <AccountTable
        list="approvedRegistrations"
        actions={(a) => (
          <Button size="xs" variant="default" onClick={() => revoke.ask(a)}>
            {t('Revoke')}
          </Button>
        )}
      />
      {revoke.dialog}
    </>
  );
}
