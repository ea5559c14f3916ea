import { useSyncExternalStore } from 'react';
import type { LoginAnswer, Role } from '@school-portal/contract';
import { ROLES } from '@school-portal/contract';

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

/** Signed in only when token, user ID and a known role are all present. */
export function readSession(): Session | null {
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

export function saveSession(answer: LoginAnswer): void {
  signedOutOnPurpose = false;
  forgetKeptAnswers();
  localStorage.setItem('authToken', answer.token);
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
  window.dispatchEvent(new Event(AUTH_UPDATED));
}

const ENDED_KEY = 'sessionEndedReason';

/** The server ended the session (expired, suspended, password changed): sign out here and keep its reason for the sign-in screen. */
export function endSession(reason: string | null): void {
  if (reason) sessionStorage.setItem(ENDED_KEY, reason);
  clearSession();
}

/** Why the last session ended, once: the sign-in screen shows it and forgets it. */
export function takeSessionEndedReason(): string | null {
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
  return useSyncExternalStore(onSessionChange, readSession);
}
