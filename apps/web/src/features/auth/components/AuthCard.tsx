import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';

/** The centred card every public screen sits in. */
export function AuthCard({ title, subtitle, width, children }: { title: string; subtitle?: string; width: number; children: ReactNode }) {
  useDocumentTitle(`${title} · School Portal`);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
        <Stack gap="md">
          <Group gap="xs">
            <ThemeIcon radius="md" aria-hidden>
              <IconSchool size={18} />
            </ThemeIcon>
            <Text fw={700}>School Portal</Text>
          </Group>
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
