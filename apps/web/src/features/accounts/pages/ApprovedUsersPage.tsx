import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';
import { msg, useT } from '../../../lib/i18n';

export function ApprovedUsersPage() {
  const t = useT();
  const revoke = useConfirmedDecision({
    action: 'revoke',
    title: msg(/*i18n*/ 'Revoke Approval'),
    confirmLabel: msg(/*i18n*/ 'Revoke'),
    danger: true,
    consequence: msg(
      /*i18n*/ 'the account goes back to pending and is signed out; it cannot sign in until approved again.',
    ),
  });
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Approved Users')}
        description={t(/*i18n*/ 'Revoking sends an account back to pending; it cannot sign in until approved again.')}
      />
      <AccountTable
        list="approvedRegistrations"
        actions={(a) => (
          <Button size="xs" variant="default" onClick={() => revoke.ask(a)}>
            {t(/*i18n*/ 'Revoke')}
          </Button>
        )}
      />
      {revoke.dialog}
    </>
  );
}
