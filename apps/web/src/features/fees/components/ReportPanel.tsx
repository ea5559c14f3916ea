import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import { CardTable, type CardTableProps } from '../../../components/CardTable';

/** One table of a report in its own panel: a heading, an export, the rows (cards on a phone), their total and a note on what it counts. */
export function ReportPanel<T>({
  title,
  action,
  empty,
  note,
  ...table
}: CardTableProps<T> & { title: string; action?: ReactNode; empty: string; note?: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {table.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {empty}
        </Text>
      ) : (
        <CardTable {...table} />
      )}
      {note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
