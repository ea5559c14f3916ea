import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { chooseLanguage, useT } from '../../../lib/i18n';

/** The centred card every public screen sits in, with the language switch under it (the tab title is the route's: app/router.tsx). */
export function AuthCard({
  title,
  subtitle,
  width,
  children,
}: {
  title: string;
  subtitle?: string;
  width: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
        <Stack gap="md">
          <Group gap="xs">
            <ThemeIcon radius="md" aria-hidden>
              <IconSchool size={18} />
            </ThemeIcon>
            <Text fw={700}>{t(/*i18n*/ 'School Portal')}</Text>
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
          {/* Chosen before signing in: the account takes it at the next sign-in. */}
          <LanguageSwitch onChange={(language) => void chooseLanguage(language, { signedOut: true })} />
        </Stack>
      </Paper>
    </Center>
  );
}
