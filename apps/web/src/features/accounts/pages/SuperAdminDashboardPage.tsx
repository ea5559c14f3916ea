import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconSchool, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../lib/routes';
import { useAdminSummary } from '../api/get-admin-summary';

export function SuperAdminDashboardPage() {
  const { data, isPending, isError } = useAdminSummary();
  const cards = [
    { title: 'Pending Approvals', value: data?.pendingApprovals, to: paths.superAdmin.pendingRegistrations, icon: IconUserCheck, color: 'orange' },
    { title: 'Schools Registered', value: data?.schoolsRegistered, to: `${paths.superAdmin.activeUsers}?role=instituteAdmin`, icon: IconSchool, color: 'blue' },
    { title: 'Job Aspirents Registered', value: data?.jobseekerRegistered, to: `${paths.superAdmin.activeUsers}?role=jobseeker`, icon: IconUsers, color: 'grape' },
  ];
  return (
    <>
      <PageHeader title="Dashboard" />
      {isError ? (
        <Alert color="red" role="alert" mb="md">
          Failed to load the dashboard counts.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((c) => (
          <Card key={c.title} component={Link} to={c.to} withBorder radius="md" padding="lg">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed" fw={600}>
                  {c.title}
                </Text>
                {isPending ? (
                  <Skeleton h={36} w={80} mt={6} />
                ) : (
                  <Text fz={32} fw={700}>
                    {c.value ?? '—'}
                  </Text>
                )}
              </div>
              <ThemeIcon color={c.color} variant="light" size={44} radius="md" aria-hidden>
                <c.icon size={26} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
