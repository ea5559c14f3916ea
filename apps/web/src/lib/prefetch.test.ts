import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Host } from './prefetch';

/** A stand-in browser whose idle moments the test runs, and whose worker records being stopped. */
function browser(saveData = false) {
  const idle: (() => void)[] = [];
  const state = { busy: false };
  const worker = { terminate: vi.fn() };
  const host = {
    navigator: { connection: { saveData } },
    whenIdle: (work: () => void) => {
      idle.push(work);
      return () => idle.splice(idle.indexOf(work), 1);
    },
    busy: () => state.busy,
    startWorker: vi.fn(() => worker),
  } as unknown as Host & { startWorker: ReturnType<typeof vi.fn> };
  return { host, idle, worker, state, runIdle: () => idle.shift()?.() };
}

describe('downloading the code the signed-in screens share', () => {
  let prefetchSignedInCode: typeof import('./prefetch').prefetchSignedInCode;
  beforeEach(async () => {
    vi.resetModules();
    ({ prefetchSignedInCode } = await import('./prefetch'));
  });

  it('starts its worker at the first idle moment, not before', () => {
    const { host, runIdle } = browser();
    prefetchSignedInCode(host);
    expect(host.startWorker).not.toHaveBeenCalled();
    runIdle();
    expect(host.startWorker).toHaveBeenCalledTimes(1);
  });

  it('waits while the screen is still loading its page or its data', () => {
    const { host, state, runIdle } = browser();
    state.busy = true;
    prefetchSignedInCode(host);
    for (let moment = 0; moment < 5; moment++) runIdle();
    expect(host.startWorker).not.toHaveBeenCalled();
    state.busy = false;
    runIdle();
    expect(host.startWorker).toHaveBeenCalledTimes(1);
  });

  it('starts once per page load, however often the shell asks', () => {
    const { host, idle, runIdle } = browser();
    prefetchSignedInCode(host);
    prefetchSignedInCode(host);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(host.startWorker).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a user who asked to save data', () => {
    const { host, idle } = browser(true);
    prefetchSignedInCode(host);
    expect(idle).toHaveLength(0);
  });

  it('stops the downloading when the shell goes away, before or after it started', () => {
    const early = browser();
    prefetchSignedInCode(early.host)();
    expect(early.idle).toHaveLength(0);

    const late = browser();
    const stop = prefetchSignedInCode(late.host);
    late.runIdle();
    stop();
    expect(late.worker.terminate).toHaveBeenCalled();
  });
});
