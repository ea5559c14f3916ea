import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/** How long no list may be loading before the screen counts as settled. */
const QUIET_MS = 3000;

/**
 * Runs `work` once the first screen has its content and the network has gone quiet: after the page's load event,
 * when no query of `client` has been loading for QUIET_MS, at the browser's next idle moment. For downloads she has
 * not asked for (the service worker's install, the phone's menu): on a phone's slow 4G they shared the line and the
 * CPU with the screen she was waiting for (issue 51). Answers a cancel.
 */
export function whenSettled(client: QueryClient, work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let cancelIdle = () => {};
  const arm = () => {
    clearTimeout(timer);
    if (done || client.isFetching() > 0) return;
    timer = setTimeout(() => {
      if (done || client.isFetching() > 0) return;
      done = true;
      stopWatching();
      cancelIdle = whenIdle(work);
    }, QUIET_MS);
  };
  const stopWatching = client.getQueryCache().subscribe(arm);
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    done = true;
    clearTimeout(timer);
    stopWatching();
    window.removeEventListener('load', arm);
    cancelIdle();
  };
}
