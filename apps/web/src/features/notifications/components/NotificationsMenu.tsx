import { useNavigate } from 'react-router';
import { Popover, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@school-portal/contract';
import { formatDateTime } from '../../../lib/format';
import { useOpenOnArrival } from '../../../lib/use-open-on-arrival';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellButton, UnreadIndicator } from './Bell';
import classes from './NotificationsMenu.module.css';
import { useT } from '../../../lib/i18n';

/** The bell in the top bar: unread count, and a panel where clicking an item marks it read and opens its link, if it has one. */
export function NotificationsMenu({
  userId,
  pressed = false,
  autoFocus = false,
}: {
  userId: string;
  pressed?: boolean;
  autoFocus?: boolean;
}) {
  const t = useT();
  const [opened, setOpened, escapeCloses] = useOpenOnArrival(pressed);
  const { data: notifications = [] } = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const unread = notifications.filter((n) => !n.read).length;
  const navigate = useNavigate();
  const openItem = (n: (typeof notifications)[number]) => {
    if (!n.read) markRead.mutate(n._id);
    if (!n.link) return;
    setOpened(false);
    void navigate(n.link);
  };

  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={340}
      withinPortal
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
    >
      <UnreadIndicator unread={unread}>
        <Popover.Target>
          {/* A controlled popover leaves the button's press to its owner. */}
          <BellButton
            unread={unread}
            autoFocus={autoFocus}
            onClick={() => setOpened((open) => !open)}
            onKeyDown={escapeCloses}
          />
        </Popover.Target>
      </UnreadIndicator>
      <Popover.Dropdown className={classes.dropdown} p={0} aria-labelledby="notifications-title">
        <Title order={2} size="sm" px="md" py="sm" id="notifications-title" className={classes.header}>
          {t(/*i18n*/ 'Notifications')}
        </Title>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed" px="md" py="sm">
            {t(NOTIFICATION_MESSAGES.empty)}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={300} type="auto">
            <Stack gap={0} component="ul" className={classes.list}>
              {notifications.map((n) => (
                <li key={n._id}>
                  <UnstyledButton
                    className={classes.item}
                    data-unread={!n.read || undefined}
                    onClick={() => openItem(n)}
                  >
                    <Text size="sm" fw={n.read ? 400 : 700}>
                      {n.message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(n.createdAt)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
