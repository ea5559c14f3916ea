import path from 'node:path';
import { z } from 'zod';
import { parseDatabaseHosts } from './db/hosts.ts';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** One server, or a primary and its standbys as libpq writes them: postgres://u@a:5432,b:5432/db?target_session_attrs=read-write (db/hosts.ts). */
  DATABASE_URL: z
    .string()
    .refine((url) => parseDatabaseHosts(url) !== null, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Connections to PostgreSQL; left out, twice the processor cores (see db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /**
   * With several servers in DATABASE_URL: how long a request waits for a server that takes writes after the one in
   * use is lost (the standby's promotion), before it is answered 503. Longer than a promotion takes; shorter than
   * nginx's proxy_read_timeout (60 s), which would otherwise answer first.
   */
  DATABASE_FAILOVER_WAIT_SECONDS: z.coerce.number().int().min(0).max(55).default(20),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 12h, 30m or 7d')
    .default('12h'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('School Portal <no-reply@school-portal.local>'),
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(2000),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'SUPERADMIN_PASSWORD must be at least 8 characters').optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Scales every rate limit; test runs that sign in many times from one address raise it. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** How many days back a clerk may date a payment (with a reason); older dates are the institute admin's. */
  FEE_BACKDATE_DAYS: z.coerce.number().int().min(0).max(3650).default(3),
  WEB_DIST: z.string().optional(),
  /** How long a search page (Browse Jobs, Find Employee) may be answered from memory at most; 0 reads the database every time. Changes clear it at once (decision 018). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How long a "day" of the daily tasks (job alerts, digests) lasts, in seconds; left out, the Indian calendar day.
   * Only for a test run: the end-to-end journeys run the built server with days of 3 s, to see an alert's e-mail.
   */
  DAILY_PERIOD_SECONDS: z.coerce.number().int().min(1).optional(),
  /** On SIGTERM, how long requests in flight may run before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Where backups go; left out, a `backups` folder beside DATA_DIR (see ops/backup/files.ts for why not inside it). */
  BACKUP_DIR: z.string().optional(),
  /** The embedded database's nightly backup, as HH:MM Indian time (IST, UTC+5:30), or `off`. */
  BACKUP_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'BACKUP_AT looks like 02:00 (Indian time) or off')
    .default('02:00'),
  /** Nightly backups kept; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** The embedded database's backups between the nightly ones, every N hours (0: nightly only); the last 24 are kept, in BACKUP_DIR/hourly. */
  BACKUP_EVERY_HOURS: z.coerce.number().int().min(0).max(23).default(1),
  /** A second folder, on another disk or a mounted share, that each backup is copied to (the status page checks it is current). */
  BACKUP_COPY_DIR: z.string().optional(),
  /** GET /metrics is open from this machine; from elsewhere it needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Which proxies may say who the visitor is (X-Forwarded-For): `false` none; `true` the one in front
   * (the shipped nginx), a number that many hops; or their addresses and ranges, comma-separated. Never
   * every hop: the leftmost entries are whatever the visitor wrote (issue 45).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*)$/,
      'TRUST_PROXY is false, true (one proxy), a number of proxies, or their addresses separated by commas',
    )
    .default('false')
    .transform((v): number | string | false =>
      v === 'false' ? false : v === 'true' ? 1 : /^\d+$/.test(v) ? Number(v) : v.replace(/\s+/g, ''),
    ),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string; backupDir: string };

/** The one place that reads the environment. Fails fast, naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    backupDir: path.resolve(c.BACKUP_DIR ?? path.join(path.dirname(path.resolve(c.DATA_DIR)), 'backups')),
  };
}
