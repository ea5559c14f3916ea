import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconCash, IconLock, IconSchool, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useMayOpenPath } from '../../lib/may-open-path';
import { paths } from '../../lib/paths';
import { msg, useT } from '../../lib/i18n';

/** Each setting is shown to the roles its screen lets in. */
export const SETTINGS = [
  {
    path: paths.settings.changePassword,
    title: msg(/*i18n*/ 'Change Password'),
    text: msg(/*i18n*/ 'Choose a new password for your account.'),
    icon: IconLock,
  },
  {
    path: paths.settings.classManager,
    title: msg(/*i18n*/ 'Class Manager'),
    text: msg(/*i18n*/ 'Classes and sections for each academic year.'),
    icon: IconSchool,
  },
  {
    path: paths.settings.feeManager,
    title: msg(/*i18n*/ 'Fee Manager'),
    text: msg(/*i18n*/ 'Fee heads and the fee structure of each class.'),
    icon: IconCash,
  },
  {
    path: paths.settings.myData,
    title: msg(/*i18n*/ 'Your Data'),
    text: msg(/*i18n*/ 'Download what the portal holds about you, or delete the account.'),
    icon: IconShieldLock,
  },
  {
    path: paths.superAdmin.dataRequests,
    title: msg(/*i18n*/ 'Data Requests'),
    text: msg(/*i18n*/ 'Who downloaded or deleted their data, and when.'),
    icon: IconShieldLock,
  },
];

/** The user menu's Settings: the settings this role has. */
export function SettingsPage() {
  const t = useT();
  const mayOpen = useMayOpenPath();
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Settings')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SETTINGS.filter((s) => mayOpen(s.path)).map((s) => (
          <Card key={s.path} component={Link} to={s.path} withBorder padding="lg" radius="md">
            <s.icon size={28} stroke={1.5} aria-hidden />
            <Text fw={600} mt="sm">
              {t(s.title)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(s.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
