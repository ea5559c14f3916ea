/**
 * Load at a fixed arrival rate (issue 34). A search arrives every 1/rate of a second, whether or not the
 * ones before it were answered (an open loop), and each is timed from the moment it was due, so a server
 * that falls behind shows it in every late answer. Runs in the bench's process, never the server's.
 *
 * Why not autocannon's `overallRate`, which the issue named: it gives each connection a quota per second
 * that refills on a one-second timer, and each connection sends its quota back to back as soon as it
 * refills. All connections start together, so every second begins with the whole second's searches sent
 * at full concurrency and ends in silence: against a test server answering in 2 ms, 1,000 a second on 50
 * connections arrived 1,702 / 1,330 / 124 / 0 … in the ten 100 ms slices of the second (27 Nov 2026). Its
 * p99 measures those bursts. `--autocannon` (BENCH_LOAD=autocannon) still runs it, to compare.
 */
import http from 'node:http';
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
  /** p99 of how late the generator sent a search after it was due (ms): large, and the client, not the server, fell behind. */
  sentLate?: number;
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

const useAutocannon = process.argv.includes('--autocannon') || process.env.BENCH_LOAD === 'autocannon';
/** Which load generator the figures come from, for the bench's headings. */
export const LOAD_KIND = useAutocannon
  ? "autocannon's overallRate (a burst at the start of each second)"
  : 'an open loop (one search every 1/rate s)';

/** `rate` requests a second for `seconds`, walking `requests` in turn, after a pause (settle). */
export async function atRate(base: string, requests: Request[], rate: number, seconds: number): Promise<RateResult> {
  await settle();
  return useAutocannon ? autocannonAt(base, requests, rate, seconds) : openLoop(base, requests, rate, seconds);
}

/** An answer not back within this long after it was due counts as an error (and its wait as this long). */
const TIMEOUT_MS = 10_000;

async function openLoop(base: string, requests: Request[], rate: number, seconds: number): Promise<RateResult> {
  const connections = connectionsFor(rate);
  // Kept-alive connections, at most `connections`: a search due while all are busy waits for one, and that wait counts.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const { hostname, port } = new URL(base);
  const total = Math.round(rate * seconds);
  const waits: number[] = [];
  const late: number[] = [];
  let errors = 0;
  let sent = 0;
  let waiting = 0;
  const send = (due: number, request: Request) =>
    new Promise<void>((resolve) => {
      waiting++;
      late.push(performance.now() - due);
      let answered = false;
      const done = (ok: boolean) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        waiting--;
        const wait = performance.now() - due;
        if (!ok || wait > TIMEOUT_MS) errors++;
        waits.push(Math.min(wait, TIMEOUT_MS));
        resolve();
      };
      const req = http.get(
        { agent, hostname, port, path: request.path, headers: request.headers, timeout: TIMEOUT_MS },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => done(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
      // Also when it never got a connection (still queued in the agent).
      const timer = setTimeout(() => {
        req.destroy(new Error('timeout'));
        done(false);
      }, TIMEOUT_MS);
    });
  const answers: Promise<void>[] = [];
  const start = performance.now();
  const dueAt = (n: number) => start + (n * 1000) / rate;
  await new Promise<void>((resolve) => {
    // Each tick sends every search due by now, each timed from when it was due.
    const tick = () => {
      const now = performance.now();
      // Ten seconds of searches unanswered: the server is far past this rate. The rest would only queue
      // (an open loop never waits), so they count as errors and the step ends.
      if (waiting > rate * (TIMEOUT_MS / 1000)) {
        errors += total - sent;
        for (let n = sent; n < total; n++) waits.push(TIMEOUT_MS);
        sent = total;
        agent.destroy();
        return resolve();
      }
      while (sent < total && dueAt(sent) <= now) {
        answers.push(send(dueAt(sent), requests[sent % requests.length]!));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();
  const at = (list: number[], q: number) =>
    Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0);
  waits.sort((a, b) => a - b);
  late.sort((a, b) => a - b);
  return {
    rate,
    connections,
    achieved: Math.round((waits.length - errors) / seconds),
    p50: at(waits, 0.5),
    p99: at(waits, 0.99),
    max: Math.round(waits.at(-1) ?? 0),
    errors,
    sentLate: at(late, 0.99),
  };
}

async function autocannonAt(base: string, requests: Request[], rate: number, seconds: number): Promise<RateResult> {
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
export const held = (r: RateResult, p99Target: number) =>
  r.errors === 0 && r.p99 < p99Target && r.achieved >= r.rate * 0.95;

/**
 * The highest rate of `ladder` held (p99 under `p99Target`), climbing until the first rate not held:
 * answers every step, so the table shows where it broke.
 */
export async function highestRate(
  base: string,
  requests: Request[],
  ladder: number[],
  seconds: number,
  p99Target: number,
) {
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
export const interleave = <T>(a: T[], b: T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) * 2 }, (_, i) =>
    i % 2 ? b[(i >> 1) % b.length]! : a[(i >> 1) % a.length]!,
  );
