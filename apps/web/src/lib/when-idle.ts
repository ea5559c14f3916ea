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
