import { like, lt, or } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { DbOrTx, Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { icu } from '@school-portal/contract';
import { AppError } from '../errors.ts';

interface Limit {
  points: number;
  durationSec: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Attempts allowed per window; counters live in PostgreSQL so every instance shares them.
 * Every limit that refuses binds an address or an (address, account) pair, never an account alone:
 * a stranger must not be able to lock anyone out (decision 014). A whole school behind one router,
 * or mobile users behind carrier NAT, share an address: the per-address limit is loose, the limit per
 * account and address tight.
 */
const LIMITS = {
  signInFailuresPerAccountAndIp: { points: 10, durationSec: 15 * MINUTE },
  signInFailuresPerIp: { points: 100, durationSec: 15 * MINUTE },
  /** An account's failures from every address; past the free ones the account counts as under attack. */
  signInFailuresPerAccount: { points: 1_000_000, durationSec: HOUR },
  /** Whether this address failed for this account lately: while it is under attack, such an address waits. */
  signInRecentFailuresPerAccountAndIp: { points: 1_000_000, durationSec: HOUR },
  /** Addresses the account signed in from: never held back by an attack on the account. */
  signInKnownAddress: { points: 1_000_000, durationSec: 90 * DAY },
  registerPerIp: { points: 10, durationSec: HOUR },
  registerPerAccount: { points: 5, durationSec: HOUR },
  forgotPerIp: { points: 10, durationSec: HOUR },
  forgotPerAccountAndIp: { points: 3, durationSec: HOUR },
  /** Reset mails one account receives; past it requests are answered alike but send nothing. */
  forgotMailsPerAccount: { points: 10, durationSec: HOUR },
  /** A parent opens a receipt's link a few times (the page, the PDF); a script trying tokens is held back. */
  receiptLinkPerIp: { points: 60, durationSec: 15 * MINUTE },
  /** A guardian's fee page (the page, a PDF, a UTR): a script trying tokens or UTRs is held back. */
  feePagePerIp: { points: 60, durationSec: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Failures of one account, from any address, in an hour before it counts as under attack. */
const FREE_ACCOUNT_FAILURES = 20;

/** The counters keyed by account (alone or with an address) that a password reset clears. */
const ACCOUNT_KEYED: (keyof typeof LIMITS)[] = [
  'signInFailuresPerAccountAndIp',
  'signInFailuresPerAccount',
  'signInRecentFailuresPerAccountAndIp',
];

export type LimitName =
  | 'registerPerIp'
  | 'registerPerAccount'
  | 'forgotPerIp'
  | 'forgotPerAccountAndIp'
  | 'receiptLinkPerIp'
  | 'feePagePerIp';

export interface SignInGuard {
  /**
   * Counts this attempt as a failure before the password is checked, then refuses with 429 when this
   * address, or this address for this account, must wait. Each counter is raised by one statement that
   * answers the new count, so attempts sent at once see each other (issue 45: checking first let a burst
   * through). A right password takes its attempt back (`succeed`).
   */
  attempt(accountKey: string, ip: string): Promise<SignInAttempt>;
}

export interface SignInAttempt {
  /** A right password: the attempt is not a failure; this address's failures for the account are forgotten and the address remembered. */
  succeed(): Promise<void>;
}

export interface RateLimits {
  consume(name: LimitName, key: string): Promise<void>;
  /** Counts one use of a limit keyed by an (address, account) pair. */
  consumePair(name: LimitName, accountKey: string, ip: string): Promise<void>;
  /** Counts one use and answers false, instead of refusing, once the limit is spent. */
  allow(name: 'forgotMailsPerAccount', key: string): Promise<boolean>;
  signIn: SignInGuard;
}

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait =
    seconds < 90
      ? icu(/*i18n*/ 'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.', {
          seconds,
        })
      : icu(/*i18n*/ 'Too many attempts. Please try again in {minutes} minutes.', { minutes: Math.ceil(seconds / 60) });
  return new AppError(429, wait, undefined, { 'Retry-After': String(seconds) });
};

const pair = (accountKey: string, ip: string) => `${accountKey.toLowerCase()}|${ip}`;

/** Forgets the sign-in failures counted against an account, from every address (the password reset command). */
export async function clearAccountCounters(db: DbOrTx, accountKey: string) {
  const account = accountKey.toLowerCase().replace(/[\\%_]/g, '\\$&');
  await db
    .delete(rateLimits)
    .where(
      or(
        ...ACCOUNT_KEYED.flatMap((name) => [
          like(rateLimits.key, `${name}:${account}`),
          like(rateLimits.key, `${name}:${account}|%`),
        ]),
      ),
    );
}

/**
 * Deletes the counters whose window ended over an hour ago (what the library's own timer would have deleted). An
 * expired counter is never read as spent, so keeping one a day longer changes no answer; it only takes room.
 */
export async function clearExpiredCounters(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 60 * 60_000)));
}

export function createRateLimits(db: Db, multiplier: number): RateLimits {
  const limiter = (keyPrefix: string, limit: Limit) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points: Math.max(1, Math.round(limit.points * multiplier)),
      duration: limit.durationSec,
      // The library would start a timer per limiter that outlives the app (no way to stop it): a closed app's
      // timers went on deleting through its closed database every five minutes. Expired counters are cleared by
      // the daily task instead (clearExpiredCounters), once for all limiters, stopped with the app.
      clearExpiredByTimeout: false,
    });
  const by = Object.fromEntries(Object.entries(LIMITS).map(([name, limit]) => [name, limiter(name, limit)])) as Record<
    keyof typeof LIMITS,
    RateLimiterDrizzle
  >;
  const freeFailures = Math.max(1, Math.round(FREE_ACCOUNT_FAILURES * multiplier));

  const used = async (l: RateLimiterDrizzle, key: string) => (await l.get(key))?.consumedPoints ?? 0;
  /** Raises the counter by one and answers it, past the limit too (then the answer says how long to wait). */
  const count = async (l: RateLimiterDrizzle, key: string): Promise<RateLimiterRes> => {
    try {
      return await l.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) return err;
      throw err;
    }
  };
  const consume = async (name: keyof typeof LIMITS, key: string) => {
    try {
      await by[name].consume(key.toLowerCase());
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
      throw err;
    }
  };

  /**
   * While an account is under attack (past its free failures from anywhere in the hour), an address that
   * failed for it earlier in the hour waits out that hour, unless the account signed in from there before.
   * Addresses that have not been failing still get their password checked, so the owner signs in from a
   * fresh address. A known address is not held by the per-address limit either: someone behind the same
   * router failing on made-up e-mails must not hold her sign-in (issue 45).
   */
  async function attempt(accountKey: string, ip: string): Promise<SignInAttempt> {
    const key = pair(accountKey, ip);
    const account = accountKey.toLowerCase();
    const known = (await used(by.signInKnownAddress, key)) > 0;
    const [forPair, recent, forIp, forAccount] = await Promise.all([
      count(by.signInFailuresPerAccountAndIp, key),
      count(by.signInRecentFailuresPerAccountAndIp, key),
      known ? null : count(by.signInFailuresPerIp, ip),
      count(by.signInFailuresPerAccount, account),
    ]);
    const over = (res: RateLimiterRes | null, l: RateLimiterDrizzle) => res !== null && res.consumedPoints > l.points;
    const held = over(forPair, by.signInFailuresPerAccountAndIp)
      ? forPair
      : over(forIp, by.signInFailuresPerIp)
        ? forIp
        : // This attempt is counted: an earlier failure of this address makes the count 2 or more.
          !known && forAccount.consumedPoints > freeFailures && recent.consumedPoints > 1
          ? recent
          : null;
    if (held) throw tooMany(held.msBeforeNext);
    return {
      async succeed() {
        await Promise.all([
          by.signInFailuresPerAccountAndIp.delete(key),
          by.signInRecentFailuresPerAccountAndIp.delete(key),
          by.signInFailuresPerAccount.reward(account, 1),
          forIp ? by.signInFailuresPerIp.reward(ip, 1) : null,
          count(by.signInKnownAddress, key),
        ]);
      },
    };
  }

  return {
    consume,
    consumePair: (name, accountKey, ip) => consume(name, pair(accountKey, ip)),
    async allow(name, key) {
      return (await count(by[name], key.toLowerCase())).consumedPoints <= by[name].points;
    },
    signIn: { attempt },
  };
}
