import { useSyncExternalStore } from 'react';
import type { LoginAnswer, Role } from '@school-portal/contract';
import { ROLES } from '@school-portal/contract';
import { keepCookie } from './cookies';

/** The browser session, kept under the local-storage keys the portal has always used. */
export interface Session {
  authToken: string;
  userId: string;
  role: Role;
  name: string;
  instituteCode: string | null;
}

const KEYS = ['authToken', 'userId', 'role', 'name', 'instituteCode'] as const;
export const AUTH_UPDATED = 'authUpdated';

let cached: { raw: string; session: Session | null } | null = null;

/**
 * On the server there is no local storage: the session a screen is drawn for (app/draw-screen.tsx), set for one
 * drawing at a time and cleared after it.
 */
let drawnFor: Session | null = null;
export function drawScreensFor(session: Session | null): void {
  drawnFor = session;
}

/** Signed in only when token, user ID and a known role are all present. */
export function readSession(): Session | null {
  if (typeof localStorage === 'undefined') return drawnFor;
  const raw = KEYS.map((k) => localStorage.getItem(k) ?? '').join('\u0000');
  if (cached?.raw === raw) return cached.session;
  const [authToken, userId, role, name, instituteCode] = KEYS.map((k) => localStorage.getItem(k));
  const knownRole = ROLES.find((r) => r === role);
  const session =
    authToken && userId && knownRole
      ? { authToken, userId, role: knownRole, name: name ?? '', instituteCode: instituteCode || null }
      : null;
  cached = { raw, session };
  return session;
}

/** Set when the user signs out here; cleared by the next sign-in. */
let signedOutOnPurpose = false;

/**
 * Whether the session ended because the user signed out in this tab. The guard then sends them to
 * sign in without remembering the page they were on: the next sign-in starts at the dashboard.
 */
export const didSignOut = () => signedOutOnPurpose;

/**
 * The local-storage keys under which the signed-in screens keep their last answers between visits
 * (lib/kept-answers.ts). They belong to one user: forgotten when a session ends and when one starts.
 */
export const KEPT_ANSWER_PREFIX = 'kept-answer';

/** The local-storage keys of the kept answers, as they stand now. */
export function keptAnswerKeys(): string[] {
  const kept: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(`${KEPT_ANSWER_PREFIX}-`)) kept.push(key);
  }
  return kept;
}

export function forgetKeptAnswers(): void {
  for (const key of keptAnswerKeys()) localStorage.removeItem(key);
}

/**
 * The token is a cookie too (lib/cookies.ts), with which the server draws a teacher's first screen (decision 050).
 * It goes when the session does, here or in another tab, so a shared phone's next user is never drawn the last
 * one's screen. A session from before the cookie, or one ended in another tab while this page was away, agrees
 * with it again as the portal starts.
 */
const keepTokenCookie = (token: string | null) => keepCookie('authToken', token);
if (typeof document !== 'undefined') keepTokenCookie(readSession()?.authToken ?? null);

export function saveSession(answer: LoginAnswer): void {
  signedOutOnPurpose = false;
  forgetKeptAnswers();
  localStorage.setItem('authToken', answer.token);
  keepTokenCookie(answer.token);
  localStorage.setItem('userId', answer.userId);
  localStorage.setItem('role', answer.role);
  localStorage.setItem('name', answer.name);
  // The institute code is kept only for institute admins.
  if (answer.role === 'instituteAdmin' && answer.instituteCode)
    localStorage.setItem('instituteCode', answer.instituteCode);
  else localStorage.removeItem('instituteCode');
  window.dispatchEvent(new Event(AUTH_UPDATED));
}

export function replaceToken(token: string): void {
  localStorage.setItem('authToken', token);
  keepTokenCookie(token);
  window.dispatchEvent(new Event(AUTH_UPDATED));
}

const ENDED_KEY = 'sessionEndedReason';

/** The server ended the session (expired, suspended, password changed): sign out here and keep its reason for the sign-in screen. */
export function endSession(reason: string | null): void {
  if (reason) sessionStorage.setItem(ENDED_KEY, reason);
  clearSession();
}

/** Why the last session ended, once: the sign-in screen shows it and forgets it. None on the server's drawing. */
export function takeSessionEndedReason(): string | null {
  if (typeof sessionStorage === 'undefined') return null;
  const reason = sessionStorage.getItem(ENDED_KEY);
  sessionStorage.removeItem(ENDED_KEY);
  return reason;
}

/** The user's own Logout. */
export function signOut(): void {
  signedOutOnPurpose = true;
  clearSession();
}

export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key);
  keepTokenCookie(null);
  forgetKeptAnswers();
  // The service worker's copies of this user's lists (vite.config.ts): the next user of the phone is someone else.
  if ('caches' in window) void caches.delete('api-answers');
  window.dispatchEvent(new Event(AUTH_UPDATED));
}

const readers = new Set<() => void>();
const tellReaders = () => readers.forEach((onChange) => onChange());

/**
 * Calls `onChange` whenever the session may have changed, here or in another tab; returns the unsubscribe. One pair
 * of window listeners for every reader of the session: each one added cost a phone time at start.
 */
export function onSessionChange(onChange: () => void) {
  if (readers.size === 0) {
    // 'storage' fires for changes made in other tabs, so a logout there logs out here too.
    window.addEventListener(AUTH_UPDATED, tellReaders);
    window.addEventListener('storage', tellReaders);
  }
  readers.add(onChange);
  return () => {
    readers.delete(onChange);
    if (readers.size > 0) return;
    window.removeEventListener(AUTH_UPDATED, tellReaders);
    window.removeEventListener('storage', tellReaders);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, readSession, readSession);
}
