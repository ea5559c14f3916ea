import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

/** The unread count over the bell. */
export function UnreadIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4}>
      {children}
    </Indicator>
  );
}

/** The bell button of the top bar, named with its unread count for screen readers. */
export const BellButton = forwardRef<HTMLButtonElement, { unread: number } & ComponentPropsWithoutRef<'button'>>(
  function BellButton({ unread, ...props }, ref) {
    const t = useT();
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        size="lg"
        aria-label={
          unread ? t(/*i18n*/ 'Notifications, {count} unread', { count: unread }) : t(/*i18n*/ 'Notifications')
        }
        {...props}
      >
        <IconBell size={22} stroke={1.6} />
      </ActionIcon>
    );
  },
);
