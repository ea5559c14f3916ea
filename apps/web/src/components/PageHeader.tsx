import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/** A signed-in screen's heading (the browser tab's title is the route's: app/router.tsx). */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {actions}
    </Group>
  );
}
