import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The session's token and the chosen language are cookies too (lib/cookies.ts), which the server draws a teacher's
 * first screen with (decision 050): set with the session, gone with it, so a shared phone's next user is never
 * drawn the last one's screen.
 */

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let written: string[];
beforeEach(() => {
  vi.resetModules();
  written = [];
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', {
    addEventListener: () => undefined,
    dispatchEvent: () => true,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('Event', class {});
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
  vi.stubGlobal('location', { protocol: 'https:' });
});
afterEach(() => vi.unstubAllGlobals());

const teacher = { token: 't.o.k', userId: 'JS1', role: 'jobseeker', name: 'Kavya', instituteCode: null } as const;

describe("the cookies the server draws a teacher's screen with (lib/cookies.ts)", () => {
  it('the token is set with the session, for 30 days, on the whole site, sent with links from elsewhere, over HTTPS only', async () => {
    const { saveSession } = await import('./session');
    written = [];
    saveSession({ ...teacher, _id: '1', instituteName: null, isProfileCompleted: true, language: 'en' });
    expect(written).toEqual(['authToken=t.o.k; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
  });

  it('goes when the session ends, by a Logout or by the server', async () => {
    const { endSession, saveSession, signOut } = await import('./session');
    saveSession({ ...teacher, _id: '1', instituteName: null, isProfileCompleted: true, language: 'en' });
    written = [];
    signOut();
    expect(written).toEqual(['authToken=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
    saveSession({ ...teacher, _id: '1', instituteName: null, isProfileCompleted: true, language: 'en' });
    written = [];
    endSession('Your session has expired');
    expect(written).toEqual(['authToken=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
  });

  it('agrees with local storage as the portal starts: set for a session kept from before, removed without one', async () => {
    localStorage.setItem('authToken', 'kept');
    localStorage.setItem('userId', 'JS1');
    localStorage.setItem('role', 'jobseeker');
    await import('./session');
    expect(written).toEqual(['authToken=kept; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    vi.resetModules();
    localStorage.removeItem('authToken');
    written = [];
    await import('./session');
    expect(written).toEqual(['authToken=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
  });

  it('the chosen language follows the choice', async () => {
    const { rememberLanguage } = await import('./i18n');
    written = [];
    rememberLanguage('ta');
    expect(written).toEqual(['language=ta; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
  });

  it('is not marked Secure on a plain HTTP address (a school trying the portal on its own network)', async () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    const { keepCookie } = await import('./cookies');
    keepCookie('authToken', 'a b');
    expect(written).toEqual(['authToken=a%20b; Max-Age=2592000; Path=/; SameSite=Lax']);
  });
});
