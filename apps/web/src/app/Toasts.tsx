import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import toastClasses from './toasts.module.css';

/**
 * Toasts sit above dialogs (a save in a dialog still shows its toast) but under menus and dropdowns,
 * which the user opened on purpose: a toast must never take the click meant for the user menu's Logout.
 */
const TOAST_LAYER = getDefaultZIndex('popover') - 1;

/** The toast container and its styles, loaded with the first toast (lib/notify.ts). */
export default function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={3000}
      zIndex={TOAST_LAYER}
      classNames={{ root: toastClasses.toasts }}
    />
  );
}
