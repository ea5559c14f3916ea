import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useConfirmedDecision } from '../components/use-confirmed-decision';
import { msg, useT } from '../../../lib/i18n';

export function ActiveUsersPage() {
  const t = useT();
  const suspend = useConfirmedDecision({
    action: 'suspend',
    title: msg(/*i18n*/ 'Suspend User'),
    confirmLabel: msg(/*i18n*/ 'Suspend'),
    danger: true,
    consequence: msg(/*i18n*/ 'they are signed out at once and cannot sign in until you unsuspend them.'),
    reason: msg(/*i18n*/ 'Included in the e-mail to the user.'),
  });
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Active Users')}
        description={t(/*i18n*/ 'Every approved account, institute staff included.')}
      />
      <AccountTable
        list="activeUsers"
        roleFilter
        actions={(a) => (
          <Button size="xs" variant="default" c="var(--mantine-color-error)" onClick={() => suspend.ask(a)}>
            {t(/*i18n*/ 'Suspend')}
          </Button>
        )}
      />
      {suspend.dialog}
    </>
  );
}
