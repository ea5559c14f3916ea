import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A list whose answer the test gives when it likes. */
function slowList(client: QueryClient, key: string) {
  let answer!: (rows: string[]) => void;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
  return (rows: string[]) => answer(rows);
}

describe('the service worker waits for the screen', () => {
  const register = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('DEV', false);
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('window', { addEventListener: vi.fn() });
    register.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('registers only once the lists have arrived and nothing has loaded for 3 s', async () => {
    const client = new QueryClient();
    const answerJobs = slowList(client, 'jobs');
    registerServiceWorker(client);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(register).not.toHaveBeenCalled();
    answerJobs(['Mathematics Teacher']);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('starts the quiet time again when another list starts loading in it', async () => {
    const client = new QueryClient();
    registerServiceWorker(client);
    await vi.advanceTimersByTimeAsync(2_000);
    const answerAlerts = slowList(client, 'alerts');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(register).not.toHaveBeenCalled();
    answerAlerts([]);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(register).toHaveBeenCalledTimes(1);
    // Later loads never register it again.
    slowList(client, 'saved')([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
