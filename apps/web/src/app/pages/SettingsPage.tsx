import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconCash, IconLock, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session';
import { paths } from '../paths';

const SETTINGS = [
  { to: paths.settings.changePassword, title: 'Change Password', text: 'Choose a new password for your account.', icon: IconLock, staff: false },
  { to: paths.settings.classManager, title: 'Class Manager', text: 'Classes and sections for each academic year.', icon: IconSchool, staff: true },
  { to: paths.settings.feeManager, title: 'Fee Manager', text: 'Fee heads and the fee structure of each class.', icon: IconCash, staff: true },
];

/** The user menu's Settings: the settings this role has. */
export function SettingsPage() {
  const session = useSession();
  const staff = session?.role === 'instituteAdmin' || session?.role === 'instituteUser';
  return (
    <>
      <PageHeader title="Settings" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SETTINGS.filter((s) => !s.staff || staff).map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder padding="lg" radius="md">
            <s.icon size={28} stroke={1.5} aria-hidden />
            <Text fw={600} mt="sm">
              {s.title}
            </Text>
            <Text size="sm" c="dimmed">
              {s.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
