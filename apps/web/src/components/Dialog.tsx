import { Modal, type ModalProps } from '@mantine/core';
import { usePlacedWhenIdle } from '../lib/when-idle';

/**
 * The portal's one dialog: Mantine's Modal, put in the page once the browser is idle after the screen has shown,
 * or at once when it opens. A Modal in the page settles its portal with a second render straight after the first,
 * which drew the whole screen twice in the task that showed it (issue 51); a dialog the screen mounts only to open
 * it (`opened` always true) is placed at once. Every dialog goes through here (the lint rule on `Modal`).
 */
export function Dialog(props: ModalProps) {
  if (!usePlacedWhenIdle(props.opened)) return null;
  return <Modal {...props} />;
}
