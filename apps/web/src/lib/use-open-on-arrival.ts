import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * Open state for a top-bar menu whose button may have been pressed before the menu's code arrived.
 * It opens just after mounting instead of mounting open: Mantine notes which element to give the focus
 * back to only when a menu opens, so a menu mounted open would leave the focus nowhere when it closes.
 *
 * The third value goes on the menu's button as its onKeyDown: Escape there closes the open menu. Mantine
 * moves the focus into a menu a moment after it opens (its focus trap waits for a timer) and closes on
 * an Escape pressed inside it only, so an Escape pressed at once, on a busy phone, reached the button
 * and the menu stayed open (a journey saw it under load).
 */
export function useOpenOnArrival(pressed: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (pressed) setOpened(true);
  }, [pressed]);
  const escapeCloses = (event: KeyboardEvent<HTMLElement>) => {
    if (opened && event.key === 'Escape') {
      event.preventDefault();
      setOpened(false);
    }
  };
  return [opened, setOpened, escapeCloses] as const;
}
