/*
 * The code most signed-in screens share is listed at build time (prefetch-list.ts). Downloaded while the
 * user reads the first screen, it is in the browser's cache before their first move: otherwise a phone on
 * a slow network waited for a chain of small files on every new screen (1.6 s to open the pending
 * registrations on slow 4G; 0.4 s with these files at hand).
 */

import { queryClient } from './query-client';

interface Connection {
  saveData?: boolean;
}

/** The part of the browser the prefetching uses, so that tests can stand in for it. */
export interface Host {
  navigator: Navigator;
  /** Calls back when the browser is idle; returns a function that cancels the call. */
  whenIdle: (work: () => void) => () => void;
  /** Whether the screen is still loading: its page, or the data it asked for. */
  busy: () => boolean;
  /** Starts the worker that does the downloading (prefetch.worker.ts). */
  startWorker: () => { terminate: () => void };
}

const browser = (): Host => ({
  navigator,
  whenIdle: (work) => {
    // Safari has no requestIdleCallback: a moment later serves the same purpose.
    if (typeof (window.requestIdleCallback as unknown) !== 'function') {
      const timer = window.setTimeout(work, 500);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  },
  busy: () => document.readyState !== 'complete' || queryClient.isFetching() > 0,
  startWorker: () => new Worker(new URL('./prefetch.worker.ts', import.meta.url), { type: 'module' }),
});

let started = false;

/**
 * Once the first screen has loaded with its data and the browser is idle, starts downloading the listed
 * files in a worker, so that they neither compete with the screen's own requests on a slow network nor
 * take the main thread: once per page load, and not when the user has asked to save data. Nothing runs
 * until a screen imports the code. Returns a function that stops the downloading.
 */
export function prefetchSignedInCode(host: Host = browser()): () => void {
  const saveData = (host.navigator as Navigator & { connection?: Connection }).connection?.saveData;
  if (started || saveData) return () => undefined;
  started = true;
  let worker: { terminate: () => void } | undefined;
  let cancel = () => {};
  const startWhenSettled = () => {
    if (host.busy()) cancel = host.whenIdle(startWhenSettled);
    else worker = host.startWorker();
  };
  cancel = host.whenIdle(startWhenSettled);
  return () => {
    cancel();
    worker?.terminate();
    started = false;
  };
}
