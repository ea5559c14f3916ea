import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import toastClasses from './toasts.module.css';

/** The toast container and its styles, loaded with the first toast (lib/notify.ts). */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={3000} classNames={{ root: toastClasses.toasts }} />;
}
