import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@school-portal/contract';
import { ApiError, call } from './api-client';
import { takeEarlyAnswers } from './early-answers';

const ME = { userId: 'u1', name: 'Kavya' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A browser signed in as u1 at the dashboard, whose page asked /api/auth/me early with this token and language. */
function openedAt(early: { token?: string; language?: string; answer: Response }) {
  const stored = new Map(Object.entries({ authToken: 'tok', userId: 'u1', role: 'jobseeker', name: 'Kavya' }));
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('location', { pathname: '/jobseeker/dashboard', search: '', protocol: 'https:' });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', {
    dispatchEvent: () => true,
    earlyCalls: {
      token: early.token ?? 'tok',
      language: early.language ?? 'en',
      opened: '/jobseeker/dashboard',
      answers: { '/api/auth/me': Promise.resolve(early.answer) },
    },
  });
  const fetch = vi.fn(async () => json({ ...ME, asked: 'again' }));
  vi.stubGlobal('fetch', fetch);
  return { fetch, stored };
}

describe("the opening screen's answers, asked by its page (lib/early-answers.ts)", () => {
  beforeEach(takeEarlyAnswers);
  afterEach(() => vi.unstubAllGlobals());

  it('a query takes the waiting answer of its address once; the next asks the server', async () => {
    const { fetch } = openedAt({ answer: json(ME) });
    expect(await call(authApi.me)).toEqual(ME);
    expect(fetch).not.toHaveBeenCalled();
    expect(await call(authApi.me)).toEqual({ ...ME, asked: 'again' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('an answer asked with another token or language is not taken', async () => {
    for (const early of [{ token: 'old' }, { language: 'ta' }]) {
      const { fetch } = openedAt({ ...early, answer: json(ME) });
      expect(await call(authApi.me)).toEqual({ ...ME, asked: 'again' });
      expect(fetch).toHaveBeenCalledOnce();
    }
  });

  it('once the portal has moved elsewhere, the waiting answers are dropped', async () => {
    const { fetch } = openedAt({ answer: json(ME) });
    vi.stubGlobal('location', { pathname: '/jobseekerProfile', search: '', protocol: 'https:' });
    expect(await call(authApi.me)).toEqual({ ...ME, asked: 'again' });
    expect(fetch).toHaveBeenCalledOnce();
    expect((window as { earlyCalls?: unknown }).earlyCalls).toBeUndefined();
  });

  it('a refusal (401) ends the session as a refusal always does', async () => {
    const { fetch, stored } = openedAt({ answer: json({ message: 'Your session has expired' }, 401) });
    await expect(call(authApi.me)).rejects.toEqual(new ApiError(401, 'Your session has expired'));
    expect(fetch).not.toHaveBeenCalled();
    expect(stored.get('authToken')).toBeUndefined();
    expect(stored.get('sessionEndedReason')).toBe('Your session has expired');
  });
});
