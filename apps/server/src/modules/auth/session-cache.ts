/**
 * The sessions this process read lately, so a signed-in request need not read its session row again
 * (decision 018). Correct only while every change to a session or its account reaches the cache: the
 * database notifies each change (`session_changes`, by triggers of migration 0025) and every instance listens. While the
 * listening connection is down, nothing is cached and every request reads its row, as before.
 */

/** How long an entry is trusted even if no change is heard: a safety net, not the mechanism. */
const MAX_AGE_MS = 60_000;
/** Past this many sessions the oldest entries make room (each is a few hundred bytes). */
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  value: T;
  accountId: string;
  at: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byAccount = new Map<string, Set<string>>();
  /** Moves on at every change heard: a row read before a change must not be stored after it. */
  private changes = 0;
  private listening = false;

  /** A mark to take before reading a row, for `set`. */
  mark(): number {
    return this.changes;
  }

  get(sessionId: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.at > MAX_AGE_MS) {
      this.remove(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a row read since `mark`, unless a change was heard meanwhile or nobody is listening. */
  set(sessionId: string, accountId: string, value: T, mark: number): void {
    if (!this.listening || mark !== this.changes) return;
    if (this.entries.size >= MAX_ENTRIES) this.remove(this.entries.keys().next().value!);
    this.entries.set(sessionId, { value, accountId, at: Date.now() });
    let sessions = this.byAccount.get(accountId);
    if (!sessions) this.byAccount.set(accountId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** A session or an account changed (logout, suspension, password change, ...): forget its sessions. */
  changed(accountId: string): void {
    this.changes++;
    for (const sessionId of this.byAccount.get(accountId) ?? []) this.entries.delete(sessionId);
    this.byAccount.delete(accountId);
  }

  /** Listening started (cache from now on) or stopped (forget everything: changes may go unheard). */
  setListening(on: boolean): void {
    this.listening = on;
    this.changes++;
    this.entries.clear();
    this.byAccount.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byAccount.get(entry.accountId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byAccount.delete(entry.accountId);
  }
}
