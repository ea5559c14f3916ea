import { ActionIcon, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { MSG } from '@school-portal/contract';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import classes from './NotificationsMenu.module.css';

export function NotificationsMenu({ userId }: { userId: string }) {
  const { data: notifications = [] } = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const unread = notifications.filter((n) => !n.read).length;

  return (
    <Menu position="bottom-end" shadow="md" width={340} withinPortal>
      <Menu.Target>
        <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" size="lg" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Label>Notifications</Menu.Label>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {MSG.noNotifications}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={300} type="auto">
            {notifications.map((n) => (
              <Menu.Item
                key={n._id}
                closeMenuOnClick={false}
                onClick={() => !n.read && markRead.mutate(n._id)}
                className={classes.item}
                data-unread={!n.read || undefined}
              >
                <Text size="sm" fw={n.read ? 400 : 700}>
                  {n.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(n.createdAt)}
                </Text>
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
