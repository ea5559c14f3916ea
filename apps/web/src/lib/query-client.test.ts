import { afterEach, describe, expect, it, vi } from 'vitest';
// Transformed as the file is collected, not in the first test's time (see kept-answers.test.ts).
import './session';

/** A tab's local and session storage, empty. */
function stubStorage() {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  return storage;
}

/** A browser tab with its storage and window events, signed in as `userId`; the portal's modules load afresh. */
async function tabSignedInAs(userId: string) {
  const storage = stubStorage();
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('document', {
    querySelector: () => ({ src: '/assets/index-AAAA.js' }),
    getElementById: () => null,
    cookie: '',
  });
  vi.stubGlobal('location', { protocol: 'https:' });
  vi.stubGlobal('window', {
    requestIdleCallback: () => 0,
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    dispatchEvent: (event: Event) => {
      listeners.get(event.type)?.forEach((listener) => listener());
      return true;
    },
  });
  for (const [k, v] of Object.entries({ authToken: 'tok', userId, role: 'jobseeker', name: 'Kavya' }))
    storage.setItem(k, v);
  vi.resetModules();
  const { queryClient } = await import('./query-client');
  const session = await import('./session');
  queryClient.setQueryData(['/api/applications/applied-jobs'], `${userId}’s applications`);
  return { queryClient, session };
}

const listOf = (client: { getQueryData: (key: unknown[]) => unknown }) =>
  client.getQueryData(['/api/applications/applied-jobs']);

describe('the query cache belongs to the signed-in user (lib/query-client.ts)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is emptied when the server ends the session, not only by the Logout menu', async () => {
    const { queryClient, session } = await tabSignedInAs('JS1');
    session.endSession('Your session has expired. Please sign in again.');
    expect(listOf(queryClient)).toBeUndefined();
  });

  it('is emptied when someone else signs in on the tab', async () => {
    const { queryClient, session } = await tabSignedInAs('JS1');
    session.saveSession({ token: 't2', userId: 'JS2', role: 'jobseeker', name: 'Ravi' } as never);
    expect(listOf(queryClient)).toBeUndefined();
  });

  it('is kept when the same user’s token is renewed', async () => {
    const { queryClient, session } = await tabSignedInAs('JS1');
    session.replaceToken('renewed');
    expect(listOf(queryClient)).toBe('JS1’s applications');
  });
});

describe('the answers a screen was drawn with (lib/query-client.ts, decision 050)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A tab whose page came with the server's answers for Browse Jobs; the portal's modules load afresh. */
  async function drawnTab() {
    const { QueryClient, dehydrate } = await import('@tanstack/react-query');
    const server = new QueryClient();
    server.setQueryData(['/api/jobs/search', { limit: 12 }], { items: ['Mathematics Teacher'] });
    const answers = JSON.stringify(dehydrate(server));
    vi.useFakeTimers({ toFake: ['Date'] });
    stubStorage();
    vi.stubGlobal('document', {
      querySelector: () => null,
      getElementById: (id: string) => (id === 'drawn-answers' ? { textContent: answers } : null),
      cookie: '',
    });
    vi.stubGlobal('location', { protocol: 'https:' });
    vi.stubGlobal('window', {
      requestIdleCallback: () => 0,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    vi.resetModules();
    const { queryClient, DRAWN_FRESH_MS } = await import('./query-client');
    const { QueryObserver } = await import('@tanstack/react-query');
    /** Shows a screen asking `key`: how many times it fetched as it mounted. */
    const mount = (key: unknown[]) => {
      const queryFn = vi.fn(async () => ({ items: ['asked again'] }));
      const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => {});
      unsubscribe();
      return queryFn.mock.calls.length;
    };
    return { queryClient, mount, DRAWN_FRESH_MS };
  }

  it('are not asked again as the screen’s code takes over the drawn page', async () => {
    const { mount, queryClient } = await drawnTab();
    expect(mount(['/api/jobs/search', { limit: 12 }])).toBe(0);
    expect(queryClient.getQueryData(['/api/jobs/search', { limit: 12 }])).toEqual({ items: ['Mathematics Teacher'] });
    // A query the page did not bring is asked at once, as always.
    expect(mount(['/api/applications/applied-jobs'])).toBe(1);
  });

  it('are asked again once they are half a minute old, or when a change of hers makes them out of date', async () => {
    const { mount, DRAWN_FRESH_MS } = await drawnTab();
    vi.setSystemTime(Date.now() + DRAWN_FRESH_MS + 1);
    expect(mount(['/api/jobs/search', { limit: 12 }])).toBe(1);

    const again = await drawnTab();
    await again.queryClient.invalidateQueries({ queryKey: ['/api/jobs/search'], refetchType: 'none' });
    expect(again.mount(['/api/jobs/search', { limit: 12 }])).toBe(1);
  });
});
