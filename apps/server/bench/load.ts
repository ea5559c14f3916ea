/**
 * Load at a fixed arrival rate (issue 34): autocannon's `overallRate` spread over just enough
 * connections for the rate. A closed loop of many connections (50 always in flight) sends in bursts
 * and measures the bursts; a fixed rate measures what each user waits when that many searches arrive
 * each second. Runs in the bench's process, never the server's.
 */
import autocannon from 'autocannon';

export interface Request {
  path: string;
  headers: Record<string, string>;
}

export interface RateResult {
  rate: number;
  connections: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** A connection answered within 50 ms can carry 20 requests a second: no more connections than the rate needs at that. */
export const connectionsFor = (rate: number) => Math.max(2, Math.ceil(rate / 20));

/** The pause before each fixed-rate step. */
const SETTLE_MS = 5_000;

/**
 * Waits until the server has run what a load left it: autocannon stops sending when its time is up, but
 * the server still runs what it was sent (a slow search can hold a database connection for seconds).
 * Without it /api/auth/me, right after the mixed load, showed a p99 of 204 ms against a p50 of 3 ms.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** `rate` requests a second for `seconds`, each connection walking `requests` in turn, after a pause (settle). */
export async function atRate(base: string, requests: Request[], rate: number, seconds: number): Promise<RateResult> {
  await settle();
  const connections = connectionsFor(rate);
  const result = await autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration: seconds,
    requests: requests.map((r) => ({ method: 'GET' as const, path: r.path, headers: r.headers })),
  });
  return {
    rate,
    connections,
    achieved: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A rate is held when nearly all of it was sent and answered, without error, with p99 under the target. */
export const held = (r: RateResult, p99Target: number) => r.errors === 0 && r.p99 < p99Target && r.achieved >= r.rate * 0.95;

/**
 * The highest rate of `ladder` held (p99 under `p99Target`), climbing until the first rate not held:
 * answers every step, so the table shows where it broke.
 */
export async function highestRate(base: string, requests: Request[], ladder: number[], seconds: number, p99Target: number) {
  const steps: RateResult[] = [];
  for (const rate of ladder) {
    const step = await atRate(base, requests, rate, seconds);
    steps.push(step);
    if (!held(step, p99Target)) break;
  }
  const best = steps.filter((s) => held(s, p99Target)).at(-1);
  return { best: best?.rate ?? 0, steps };
}

/** Two lists' items taken in turn (a mixed load), the shorter one repeated. */
export const interleave = <T>(a: T[], b: T[]): T[] => Array.from({ length: Math.max(a.length, b.length) * 2 }, (_, i) => (i % 2 ? b[(i >> 1) % b.length]! : a[(i >> 1) % a.length]!));
