import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

interface Limit {
  points: number;
  durationSec: number;
}

/** Attempts allowed per window; counters live in PostgreSQL so every instance shares them. */
const LIMITS = {
  signInPerIp: { points: 30, durationSec: 15 * 60 },
  signInPerAccount: { points: 10, durationSec: 15 * 60 },
  registerPerIp: { points: 10, durationSec: 60 * 60 },
  registerPerAccount: { points: 5, durationSec: 60 * 60 },
  forgotPerIp: { points: 10, durationSec: 60 * 60 },
  forgotPerAccount: { points: 3, durationSec: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;
export interface RateLimits {
  consume(name: LimitName, key: string): Promise<void>;
  /** Forgets a key's attempts, e.g. an account's failed sign-ins once it signs in. */
  reset(name: LimitName, key: string): Promise<void>;
}

export function createRateLimits(db: Db, multiplier: number): RateLimits {
  const limiters = new Map<LimitName, RateLimiterDrizzle>();
  for (const [name, limit] of Object.entries(LIMITS) as [LimitName, Limit][]) {
    limiters.set(
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: Math.max(1, Math.round(limit.points * multiplier)),
        duration: limit.durationSec,
      }),
    );
  }
  return {
    async consume(name, key) {
      try {
        await limiters.get(name)!.consume(key.toLowerCase());
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
          'Retry-After': String(seconds),
        });
      }
    },
    async reset(name, key) {
      await limiters.get(name)!.delete(key.toLowerCase());
    },
  };
}
