import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has nothing more pressing (at the latest after two seconds), so code the screen
 * may need next downloads after what the teacher is waiting for, not beside it on a slow line. Answers a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * Whether a closed dialog or sheet belongs in the page yet: once the browser is idle after the screen has shown,
 * or at once when it opens. Mantine's portal settles itself with a second render straight after its first (an
 * update in a layout effect), and React then runs every effect of the screen in the task that shows it: on a
 * phone's first visit that task grew two to three times (issue 51). Placed when idle, a dialog still slides open;
 * opened before then, it shows without the slide.
 */
export function usePlacedWhenIdle(opened: boolean, wanted = true): boolean {
  const [placed, setPlaced] = useState(false);
  useEffect(() => (wanted && !placed ? whenIdle(() => setPlaced(true)) : undefined), [wanted, placed]);
  return placed || opened;
}
