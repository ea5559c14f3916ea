import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast. The notifications code loads with the first toast, not with the sign-in screen:
 * a first screen on a slow phone network carries only what it draws.
 */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** True once a toast was asked for: the container mounts then, and shows what is queued. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}
