import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

/** A list whose answer the test gives when it likes. */
function slowList(client: QueryClient, key: string) {
  let answer!: (rows: string[]) => void;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
  return (rows: string[]) => answer(rows);
}

describe('work she did not ask for waits for a settled screen', () => {
  /** The browser's idle moments, which come when the test says. */
  let idle: Map<number, () => void>;
  const idleMoment = () => {
    const waiting = [...idle.values()];
    idle.clear();
    for (const callback of waiting) callback();
  };
  beforeEach(() => {
    vi.useFakeTimers();
    idle = new Map();
    let ids = 0;
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('window', {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      requestIdleCallback: (callback: () => void) => (idle.set(++ids, callback), ids),
      cancelIdleCallback: (id: number) => idle.delete(id),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at the first idle moment after 3 s with nothing loading', async () => {
    const work = vi.fn();
    whenSettled(new QueryClient(), work);
    await vi.advanceTimersByTimeAsync(2_900);
    idleMoment();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).not.toHaveBeenCalled();
    idleMoment();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits again when her tap starts loading a list before the idle moment comes', async () => {
    const client = new QueryClient();
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(3_100);
    // Her tap: the next screen's list is on its way, and the browser is idle while it waits for it.
    const answerJobs = slowList(client, 'jobs');
    idleMoment();
    await vi.advanceTimersByTimeAsync(10_000);
    idleMoment();
    expect(work).not.toHaveBeenCalled();
    answerJobs(['Mathematics Teacher']);
    await vi.advanceTimersByTimeAsync(2_900);
    idleMoment();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    idleMoment();
    expect(work).toHaveBeenCalledTimes(1);
    // Once only, whatever loads later.
    slowList(client, 'saved')([]);
    await vi.advanceTimersByTimeAsync(10_000);
    idleMoment();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const work = vi.fn();
    const cancel = whenSettled(new QueryClient(), work);
    await vi.advanceTimersByTimeAsync(3_100);
    cancel();
    idleMoment();
    expect(work).not.toHaveBeenCalled();
  });
});
