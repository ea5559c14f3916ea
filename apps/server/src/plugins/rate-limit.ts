import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

interface Limit {
  points: number;
  durationSec: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Attempts allowed per window; counters live in PostgreSQL so every instance shares them.
 * Sign-in counts failures only. A whole school behind one router, or mobile users behind carrier NAT,
 * share an address: the per-address limit is loose, the limit per account and address tight.
 */
const LIMITS = {
  signInFailuresPerAccountAndIp: { points: 10, durationSec: 15 * MINUTE },
  signInFailuresPerIp: { points: 100, durationSec: 15 * MINUTE },
  /** Counts an account's failures from every address; past the free ones each failure makes the next attempt wait longer. */
  signInFailuresPerAccount: { points: 1_000_000, durationSec: 24 * HOUR },
  registerPerIp: { points: 10, durationSec: HOUR },
  registerPerAccount: { points: 5, durationSec: HOUR },
  forgotPerIp: { points: 10, durationSec: HOUR },
  forgotPerAccount: { points: 3, durationSec: HOUR },
  /** A parent opens a receipt's link a few times (the page, the PDF); a script trying tokens is held back. */
  receiptLinkPerIp: { points: 60, durationSec: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Failures of one account, from any address, before the growing delay starts; then 1 s, 2 s, 4 s … at most 5 minutes. */
const FREE_ACCOUNT_FAILURES = 20;
const MAX_DELAY_SEC = 5 * MINUTE;

export type LimitName = 'registerPerIp' | 'registerPerAccount' | 'forgotPerIp' | 'forgotPerAccount' | 'receiptLinkPerIp';

export interface SignInGuard {
  /** Refuses with 429 when this account or address must wait; call before checking the password. */
  check(accountKey: string, ip: string): Promise<void>;
  /** Counts a wrong password. */
  fail(accountKey: string, ip: string): Promise<void>;
  /** A right password forgets the account's failures. */
  succeed(accountKey: string, ip: string): Promise<void>;
}

export interface RateLimits {
  consume(name: LimitName, key: string): Promise<void>;
  signIn: SignInGuard;
}

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(429, `Too many attempts. Please try again in ${wait}.`, undefined, { 'Retry-After': String(seconds) });
};

export function createRateLimits(db: Db, multiplier: number): RateLimits {
  const limiter = (keyPrefix: string, limit: Limit) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points: Math.max(1, Math.round(limit.points * multiplier)),
      duration: limit.durationSec,
    });
  const byName = Object.fromEntries(Object.entries(LIMITS).map(([name, limit]) => [name, limiter(name, limit)])) as Record<
    keyof typeof LIMITS,
    RateLimiterDrizzle
  >;
  // Holds an account back after a failure; `block` sets how long.
  const accountDelay = limiter('signInAccountDelay', { points: 1, durationSec: MAX_DELAY_SEC });
  const freeFailures = Math.max(1, Math.round(FREE_ACCOUNT_FAILURES * multiplier));

  const pair = (accountKey: string, ip: string) => `${accountKey.toLowerCase()}|${ip}`;
  const exhausted = async (l: RateLimiterDrizzle, key: string) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= l.points ? res : null;
  };
  const count = async (l: RateLimiterDrizzle, key: string) => {
    try {
      return (await l.consume(key)).consumedPoints;
    } catch (err) {
      if (err instanceof RateLimiterRes) return err.consumedPoints;
      throw err;
    }
  };

  return {
    async consume(name, key) {
      try {
        await byName[name].consume(key.toLowerCase());
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
        throw err;
      }
    },
    signIn: {
      async check(accountKey, ip) {
        const account = accountKey.toLowerCase();
        const held =
          (await exhausted(byName.signInFailuresPerAccountAndIp, pair(accountKey, ip))) ??
          (await exhausted(byName.signInFailuresPerIp, ip)) ??
          (await exhausted(accountDelay, account));
        if (held) throw tooMany(held.msBeforeNext);
      },
      async fail(accountKey, ip) {
        const account = accountKey.toLowerCase();
        await count(byName.signInFailuresPerAccountAndIp, pair(accountKey, ip));
        await count(byName.signInFailuresPerIp, ip);
        const failures = await count(byName.signInFailuresPerAccount, account);
        if (failures > freeFailures) {
          await accountDelay.block(account, Math.min(MAX_DELAY_SEC, 2 ** Math.min(20, failures - freeFailures - 1)));
        }
      },
      async succeed(accountKey, ip) {
        const account = accountKey.toLowerCase();
        await Promise.all([
          byName.signInFailuresPerAccountAndIp.delete(pair(accountKey, ip)),
          byName.signInFailuresPerAccount.delete(account),
          accountDelay.delete(account),
        ]);
      },
    },
  };
}
