import { ActionIcon, Box, Button, Group, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMoon, IconSun } from '@tabler/icons-react';
import type { Session } from '../../lib/session';
import { useMe } from '../../lib/use-me';
import { useT } from '../../lib/i18n';
import { MenuButtons } from './MenuButtons';

interface TopBarProps {
  session: Session;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ session, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const themeLabel = scheme === 'dark' ? t(/*i18n*/ 'Light Mode') : t(/*i18n*/ 'Dark Mode');
  // The button's look follows the theme by Mantine's classes, not the scheme read here: the server draws a teacher's
  // first screen (decision 050) without knowing her theme, and that drawing shows before this code runs.
  const themeIcon = (size: number) => (
    <>
      <IconMoon size={size} className="mantine-dark-hidden" />
      <IconSun size={size} className="mantine-light-hidden" />
    </>
  );
  // The scheme the button switches to; tests find the button by it in any language (e2e shots()).
  const switchesTo = scheme === 'dark' ? 'light' : 'dark';
  const toggleTheme = () => setColorScheme(switchesTo);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onToggleSidebar}
          aria-label={t(/*i18n*/ 'Toggle sidebar')}
          aria-expanded={sidebarOpen}
        >
          {sidebarOpen ? (
            <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
          ) : (
            <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
          )}
        </ActionIcon>
        <SignedInAs session={session} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={themeIcon(16)}
          onClick={toggleTheme}
          visibleFrom="sm"
          data-scheme-toggle={switchesTo}
        >
          <span className="mantine-dark-hidden">{t(/*i18n*/ 'Dark Mode')}</span>
          <span className="mantine-light-hidden">{t(/*i18n*/ 'Light Mode')}</span>
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={toggleTheme}
          aria-label={themeLabel}
          hiddenFrom="sm"
          data-scheme-toggle={switchesTo}
        >
          {themeIcon(18)}
        </ActionIcon>
        <MenuButtons session={session} />
      </Group>
    </Group>
  );
}

/**
 * Who is signed in: the institute's name over the person's, the user ID only when there is no name. An
 * institute admin registered under the institute's name is shown once. The server's answer arrives after
 * the first frame, and only this part redraws for it.
 */
function SignedInAs({ session }: { session: Session }) {
  const { data: me } = useMe();
  const institute = me?.instituteName ?? null;
  const person = me?.name || session.name;
  return (
    <Box miw={0}>
      {institute ? (
        <Text size="sm" fw={700} truncate>
          {institute}
        </Text>
      ) : null}
      {!institute ? (
        <Text size="sm" fw={600} truncate>
          {person || session.userId}
        </Text>
      ) : person && person !== institute ? (
        <Text size="sm" c="dimmed" truncate>
          {person}
        </Text>
      ) : null}
    </Box>
  );
}
