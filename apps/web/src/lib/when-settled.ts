import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/** How long no list may be loading before the screen counts as settled. */
const QUIET_MS = 3000;

/**
 * Runs `work` once the first screen has its content and the network has gone quiet: after the page's load event,
 * when no query of `client` has been loading for QUIET_MS, at the browser's next idle moment, if nothing has begun
 * loading meanwhile. For downloads she has not asked for (the service worker's install, the phone's menu, a drawn
 * screen's answers asked again): on a phone's slow 4G they shared the line and the CPU with the screen she was
 * waiting for (issue 51). Answers a cancel.
 */
export function whenSettled(client: QueryClient, work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let cancelIdle = () => {};
  const loading = () => client.isFetching() > 0;
  // The idle moment can come while a tap of hers waits on the network (the browser is idle then): the work waits
  // again, until her screen's answers have come and QUIET_MS more have passed (the bench's menu tap, 1 Dec 2026).
  const run = () => {
    if (done || loading()) return;
    done = true;
    stopWatching();
    work();
  };
  const arm = () => {
    clearTimeout(timer);
    cancelIdle();
    if (done || loading()) return;
    timer = setTimeout(() => (cancelIdle = whenIdle(run)), QUIET_MS);
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
