import { Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './PageHeader';

/** A route that exists, guarded, whose screen is still to be built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md" ta="center">
        <IconTools size={36} stroke={1.4} aria-hidden />
        <Text mt="sm" fw={600}>
          This screen is on its way.
        </Text>
        <Text size="sm" c="dimmed">
          It will appear here in an upcoming release of School Portal.
        </Text>
      </Paper>
    </>
  );
}
