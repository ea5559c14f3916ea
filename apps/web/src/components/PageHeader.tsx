import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useT } from '../lib/i18n';

/** A signed-in screen's heading, also used as the browser tab's title. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  const t = useT();
  useDocumentTitle(t('{title} · School Portal', { title }));
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
