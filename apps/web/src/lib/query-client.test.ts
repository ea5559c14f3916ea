import { afterEach, describe, expect, it, vi } from 'vitest';
// Transformed as the file is collected, not in the first test's time (see kept-answers.test.ts).
import './session';

/** A browser tab with its storage and window events, signed in as `userId`; the portal's modules load afresh. */
async function tabSignedInAs(userId: string) {
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
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
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
