import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { openChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import { runMigrations } from './db/migrate.ts';
import { SEARCH_CHANGES, SearchCache } from './db/search-cache.ts';
import { appSettings } from './db/schema/index.ts';
import type { Deps } from './deps.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { ensureSuperAdmin } from './modules/accounts/index.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createTokenService, SESSION_CHANGES, sessionAuthenticator } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { policyRoutes } from './modules/policies/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { productCatalogue } from './modules/products/index.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { createSearchTextFill, institutePhone, type SearchTextFill } from './modules/profiles/index.ts';
import { classRoutes } from './modules/classes/routes.ts';
import { instituteUserRoutes } from './modules/institute-users/routes.ts';
import { studentRoutes } from './modules/students/routes.ts';
import { countActiveBySection } from './modules/students/index.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { hiringRoutes } from './modules/hiring/routes.ts';
import { sendReminders } from './modules/hiring/index.ts';
import { closeApplicationsOfDeletedJob } from './modules/applications/index.ts';
import { jobseekerRoutes } from './modules/jobseekers/routes.ts';
import { savedJobRoutes } from './modules/saved-jobs/routes.ts';
import { jobAlertRoutes } from './modules/job-alerts/routes.ts';
import { sendJobAlerts } from './modules/job-alerts/index.ts';
import { feeReportRoutes } from './modules/fees/report-routes.ts';
import { feeRoutes } from './modules/fees/routes.ts';
import { transferCertificateRoutes } from './modules/transfer-certificates/routes.ts';
import { yearEndRoutes } from './modules/year-end/routes.ts';
import { guardianFeeRoutes } from './modules/guardian-fees/routes.ts';
import { bookkeepingRoutes } from './modules/bookkeeping/routes.ts';
import { familyRoutes } from './modules/families/routes.ts';
import { statusRoutes } from './modules/status/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { countPendingAds } from './modules/vehicles/index.ts';
import { moderationDigest } from './modules/moderation/index.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { registerBackupRoute } from './ops/backup/routes.ts';
import { createBackupService, type BackupService } from './ops/backup/service.ts';
import { createDailyRunner, shortDays, type DailyRunner, type DailyRunnerOptions } from './ops/daily.ts';
import { registerHealth } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { newLifecycle, type Lifecycle } from './ops/lifecycle.ts';
import { registerAccessControl } from './plugins/access.ts';
import { refuseControlCharacters } from './plugins/control-chars.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/logging.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { jsonParserAllowingEmpty } from './plugins/json.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { clearExpiredCounters, createRateLimits } from './plugins/rate-limit.ts';
import { registerSpa } from './plugins/spa.ts';
import { DEFAULT_WEB_DIST } from './paths.ts';
import { APP_VERSION } from './version.ts';

export interface BuildOptions {
  /** An open database; when absent one is opened from the config. */
  database?: Database;
  /** Start the mail worker (off in API tests, which deliver by calling it). */
  mailWorker?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
  /** The daily runner's tick and period (the end-to-end suite shortens them). */
  daily?: DailyRunnerOptions;
}

export type App = FastifyInstance & {
  deps: Deps;
  mailWorker: MailWorker | null;
  lifecycle: Lifecycle;
  backups: BackupService;
  daily: DailyRunner;
  searchTextFill: SearchTextFill;
  /** What the caches hear; `changes.settle()` waits until this instance heard every change committed before it. */
  changes: ChangeFeed;
};

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    bodyLimit: 1024 * 1024,
    // A hop count: the nearest n proxies are believed, what comes before them in X-Forwarded-For is not.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseControlCharacters(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonParserAllowingEmpty(app));
  // Every call takes JSON: any other body (text/plain included) is a 415, never parsed into a string.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, config.publicUrl, config.WEB_DIST ?? DEFAULT_WEB_DIST);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      failoverWaitMs: config.DATABASE_FAILOVER_WAIT_SECONDS * 1000,
      dataDir: config.DATA_DIR,
    }));
  const lifecycle = newLifecycle();
  await runMigrations(database);
  lifecycle.migrated = true;
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(config.JWT_SECRET ?? (await sharedSecret(database.db)), config.TOKEN_TTL),
    rateLimits: createRateLimits(database.db, config.RATE_LIMIT_MULTIPLIER),
    startedAt: new Date(),
    searchCache: new SearchCache(config.SEARCH_CACHE_SECONDS * 1000),
  };
  await ensureSuperAdmin(database.db, config, app.log);

  // Created after the routes are registered; the status route reads it through a getter.
  let mailWorker: MailWorker | null = null;

  registerHealth(app, { db: deps.db, lifecycle });
  const backups = createBackupService(database, config, app.log);
  registerBackupRoute(app, backups);
  registerMetrics(app, database, deps.searchCache, config.METRICS_TOKEN);
  const sessionAuth = sessionAuthenticator(database.db, deps.tokens);
  // One connection hears every change the caches depend on: sessions and accounts, jobs and profiles (decision 018).
  const changes = await openChangeFeed(database, {
    [SESSION_CHANGES]: sessionAuth.changes,
    [SEARCH_CHANGES]: deps.searchCache.feed,
  });
  registerAccessControl(app, sessionAuth.authenticate);
  // A request that may have changed what is cached answers only once the change is heard (decision 018). One its
  // route's handler never saw (refused by the access rules, or by the schema with a 400) changed nothing: it answers
  // at once, without the round trip to the database (half the settles of the fuzz test were for such requests).
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    handled.add(request);
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && handled.has(request)) await changes.settle();
  });
  await registerOpenApi(app, APP_VERSION);
  await app.register(policyRoutes);
  await app.register(authRoutes, { deps });
  await app.register(accountRoutes, { deps, countPendingAds });
  await app.register(notificationRoutes, { deps });
  await app.register(statusRoutes, { deps, mailWorker: () => mailWorker });
  await app.register(profileRoutes, { deps });
  await app.register(imageRoutes, { deps });
  await app.register(instituteUserRoutes, { deps });
  await app.register(classRoutes, { deps, countStudents: countActiveBySection });
  await app.register(studentRoutes, { deps });
  await app.register(supplierRoutes, { deps, catalogue: productCatalogue, schoolPhone: institutePhone });
  await app.register(productRoutes, { deps });
  await app.register(jobRoutes, { deps, onJobDeleted: closeApplicationsOfDeletedJob });
  await app.register(applicationRoutes, { deps });
  await app.register(hiringRoutes, { deps });
  await app.register(jobseekerRoutes, { deps });
  await app.register(savedJobRoutes, { deps });
  await app.register(jobAlertRoutes, { deps });
  await app.register(vehicleRoutes, { deps });
  await app.register(moderationRoutes, { deps });
  await app.register(feeRoutes, { deps });
  await app.register(yearEndRoutes, { deps });
  await app.register(transferCertificateRoutes, { deps });
  await app.register(feeReportRoutes, { deps });
  await app.register(guardianFeeRoutes, { deps });
  await app.register(bookkeepingRoutes, { deps });
  await app.register(familyRoutes, { deps });
  await app.register(privacyRoutes, { deps });
  await registerSpa(app, config.WEB_DIST ?? DEFAULT_WEB_DIST);

  mailWorker =
    config.SMTP_URL && opts.mailWorker !== false
      ? createMailWorker({
          db: database.db,
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          pollMs: config.MAIL_POLL_MS,
          log: app.log,
        })
      : null;

  // Once-a-day work (ops/daily.ts): tasks are registered here; main.ts starts the timer.
  const daily = createDailyRunner({ db: database.db, log: app.log, ...shortDays(config), ...opts.daily });
  daily.register(
    'job-alerts',
    async ({ day, now }) => void (await sendJobAlerts(database.db, config.publicUrl, { day, now })),
  );
  daily.register(
    'interview-reminders',
    async ({ day }) => void (await sendReminders(database.db, day, config.publicUrl)),
  );
  daily.register('rate-limit-counters', async ({ now }) => clearExpiredCounters(database.db, now));
  daily.register(
    'moderation-digest',
    async ({ now }) =>
      void (await moderationDigest(database.db, now, { queueUrl: `${config.publicUrl}/super-admin/moderation-queue` })),
  );

  // Profiles saved before migration 0053 get their search text in batches after the start; main.ts starts it.
  const searchTextFill = createSearchTextFill({ db: database.db, log: app.log });

  app.addHook('onClose', async () => {
    await searchTextFill.stop();
    await daily.stop();
    await backups.stop();
    await mailWorker?.stop();
    await changes.close();
    if (!opts.database) await database.close();
  });
  return Object.assign(app as FastifyInstance, {
    deps,
    mailWorker,
    lifecycle,
    backups,
    daily,
    searchTextFill,
    changes,
  });
}

/** Without JWT_SECRET, the first instance to start makes one and every instance reads it from the database. */
async function sharedSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row!.value;
}
