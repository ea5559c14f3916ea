import { useEffect, useState } from 'react';

/**
 * Open state for a top-bar menu whose button may have been pressed before the menu's code arrived.
 * It opens just after mounting instead of mounting open: Mantine notes which element to give the focus
 * back to only when a menu opens, so a menu mounted open would leave the focus nowhere when it closes.
 */
export function useOpenOnArrival(pressed: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (pressed) setOpened(true);
  }, [pressed]);
  return [opened, setOpened] as const;
}
