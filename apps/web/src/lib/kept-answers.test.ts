import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded (and transformed) once as the file is collected: each test loads them afresh, as a reload does, and
// the first transform of the contract took 3.6 s of the first test's 5 under CI's load.
import '@tanstack/query-persist-client-core';
import './session';

/** A browser's local storage, as the Storage interface reads it (key(i), length). */
class MemoryStorage {
  private items = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.items].reduce((sum, [key, value]) => sum + (key === k ? 0 : value.length), 0);
    if (used + v.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  keys() {
    return [...this.items.keys()];
  }
}

/** The option a screen's query opts in with, as the portal's modules of the latest load define it. */
let keptBetweenVisits: object;

const KAVYA = { authToken: 'tok', userId: 'JS1', role: 'jobseeker', name: 'Kavya' };

/** A page of the portal's build `entry`, signed in as Kavya; the modules load afresh, as on a reload. */
async function openPortal(storage: MemoryStorage, entry = '/assets/index-AAAA.js') {
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  // Idle work (the clearing of old kept answers) never comes: it would run after the test's storage is gone.
  vi.stubGlobal('window', {
    dispatchEvent: () => true,
    addEventListener: () => undefined,
    requestIdleCallback: () => 0,
  });
  vi.stubGlobal('document', {
    querySelector: () => ({ src: `https://portal.test${entry}` }),
    getElementById: () => null,
    cookie: '',
  });
  vi.stubGlobal('location', { protocol: 'https:' });
  vi.resetModules();
  ({ keptBetweenVisits } = await import('./kept-answers'));
  const { queryClient: client } = await import('./query-client');
  const session = await import('./session');
  return { client, session };
}

const signIn = (storage: MemoryStorage) => {
  for (const [k, v] of Object.entries(KAVYA)) storage.setItem(k, v);
};

/** A server whose answers the test releases one at a time. */
function server() {
  const waiting: ((answer: unknown) => void)[] = [];
  const ask = vi.fn(() => new Promise((resolve) => waiting.push(resolve)));
  return { ask, answer: (value: unknown) => waiting.shift()!(value), waiting };
}

const KEY = ['/api/applications/applied-jobs', { query: { page: 1 } }];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each test reloads the portal's modules (contract included) up to three times: a hang guard, not a speed check.
describe('answers kept between visits (lib/kept-answers.ts)', { timeout: 20_000 }, () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    signIn(storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a screen opened again shows its last answer at once, then the server’s new one', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({
      ...keptBetweenVisits,
      queryKey: KEY,
      queryFn: async () => ({ items: ['English Teacher 1'] }),
    });
    await settle();

    const again = await openPortal(storage);
    const { ask, answer } = server();
    // The screen has its last answer while the server has not answered yet.
    expect(await again.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: ask })).toEqual({
      items: ['English Teacher 1'],
    });
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    answer({ items: ['English Teacher 1', 'Hindi Teacher 18'] });
    await vi.waitFor(() =>
      expect(again.client.getQueryData(KEY)).toEqual({ items: ['English Teacher 1', 'Hindi Teacher 18'] }),
    );
    await settle();

    // The newer answer is the one kept for the next visit.
    const third = await openPortal(storage);
    expect(await third.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: server().ask })).toEqual({
      items: ['English Teacher 1', 'Hindi Teacher 18'],
    });
  });

  it('is asked again even when the query would call its answer fresh', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: async () => 'kept' });
    await settle();
    const again = await openPortal(storage);
    const { ask } = server();
    await again.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: ask, staleTime: 5 * 60_000 });
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
  });

  it('forgets every kept answer when the session ends, and keeps none while signed out', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: async () => 'Kavya’s applications' });
    await settle();
    expect(storage.keys().filter((k) => k.startsWith('kept-answer-'))).toHaveLength(1);

    first.session.clearSession();
    expect(storage.keys().filter((k) => k.startsWith('kept-answer-'))).toEqual([]);
    // An answer that arrives after the sign-out is not kept.
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: ['/api/auth/me'], queryFn: async () => 'late' });
    await settle();
    expect(storage.keys().filter((k) => k.startsWith('kept-answer-'))).toEqual([]);
  });

  it('a sign-in starts with nothing kept: the next user of the phone never sees the last one’s lists', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: async () => 'Kavya’s applications' });
    await settle();
    first.session.saveSession({ token: 't2', userId: 'JS2', role: 'jobseeker', name: 'Ravi' } as never);
    const again = await openPortal(storage);
    const { ask, answer } = server();
    const shown = again.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: ask });
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    answer('Ravi’s applications');
    expect(await shown).toBe('Ravi’s applications');
  });

  it('a new deployment starts afresh', async () => {
    const first = await openPortal(storage, '/assets/index-AAAA.js');
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: async () => 'old shape' });
    await settle();
    const deployed = await openPortal(storage, '/assets/index-BBBB.js');
    const { ask, answer } = server();
    const shown = deployed.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: ask });
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    answer('new shape');
    expect(await shown).toBe('new shape');
  });

  it('a full store forgets the kept answers and keeps the newest', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: ['a'], queryFn: async () => 'x'.repeat(300) });
    await settle();
    storage.quota = storage.keys().reduce((sum, k) => sum + storage.getItem(k)!.length, 0) + 200;
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: ['b'], queryFn: async () => 'y'.repeat(300) });
    await settle();
    const kept = storage.keys().filter((k) => k.startsWith('kept-answer-'));
    expect(kept).toHaveLength(1);
    expect(storage.getItem(kept[0]!)).toContain('yyy');
    // The session itself is never what gives way.
    expect(storage.getItem('authToken')).toBe('tok');
  });

  it('keeps only the queries that opt in: a form’s never', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ queryKey: ['/api/institute-profile/IA1'], queryFn: async () => 'a form’s answer' });
    await settle();
    expect(storage.keys().filter((k) => k.startsWith('kept-answer-'))).toEqual([]);
  });

  it('a save that writes the server’s answer into the cache is what the next visit opens on', async () => {
    const first = await openPortal(storage);
    await first.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: async () => 'before the save' });
    first.client.setQueryData(KEY, 'as saved');
    await settle();
    const again = await openPortal(storage);
    expect(await again.client.fetchQuery({ ...keptBetweenVisits, queryKey: KEY, queryFn: server().ask })).toBe(
      'as saved',
    );
  });
});
