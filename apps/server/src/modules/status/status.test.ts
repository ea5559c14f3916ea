import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusApi, type ServicePart, type ServiceStatus } from '@school-portal/contract';
import { mailOutbox } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailWorker } from '../../mail/worker.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedIn, signedInSuperAdmin } from '../../../test/factories.ts';
import { checkServiceStatus } from './service.ts';

const SMTP_URL = 'smtp://mailer:hunter2-secret@smtp.portal.test:2525';
const migrationFiles = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function status(app: TestApp) {
  const admin = await signedInSuperAdmin(app);
  const res = await app.as(admin).call(statusApi.status);
  expect(res.statusCode).toBe(200);
  return { body: res.json<ServiceStatus>(), raw: res.body, headers: res.headers };
}

const part = (s: ServiceStatus, key: ServicePart['key']) => s.parts.find((p) => p.key === key)!;
const detail = (p: ServicePart, label: string) => p.details.find((d) => d.label === label)?.value;

const mail = (o: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
  to: 'someone@portal.test',
  subject: 'Hello',
  text: 'Body',
  ...o,
});

describe('backend service status, without SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('the super admin sees every part: the database up, all migrations applied, mail waiting for SMTP', async () => {
    const { body, headers } = await status(app);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.parts.map((p) => p.key)).toEqual([
      'database',
      'migrations',
      'mail',
      'worker',
      'backups',
      'replication',
      'memory',
    ]);
    expect(Number.isNaN(Date.parse(body.checkedAt))).toBe(false);
    expect(body.appVersion).toMatch(/^\d+\.\d+\.\d+/);

    const database = part(body, 'database');
    expect(database.level).toBe('ok');
    expect(detail(database, 'Kind')).toBe(app.deps.dbKind);
    expect(detail(database, 'Server version')).toMatch(/^\d+/);

    const migrations = part(body, 'migrations');
    expect(migrations.level).toBe('ok');
    expect(detail(migrations, 'Applied')).toBe(`${migrationFiles} of ${migrationFiles}`);
    expect(detail(migrations, 'Pending')).toBe('0');

    expect(part(body, 'mail')).toMatchObject({
      level: 'warn',
      summary: expect.stringContaining('SMTP is not configured'),
    });
    expect(detail(part(body, 'mail'), 'SMTP')).toBe('Not configured');
    expect(part(body, 'worker')).toMatchObject({ level: 'ok', summary: expect.stringContaining('Not needed') });
    expect(part(body, 'memory').level).toBe('ok');
    expect(body.overall).toBe('warn');
  });

  it('the queued count follows the mail waiting in the outbox', async () => {
    const before = Number(detail(part((await status(app)).body, 'mail'), 'Queued'));
    await enqueueMail(app.deps.db, mail());
    await enqueueMail(app.deps.db, mail({ subject: 'Another' }));
    const after = part((await status(app)).body, 'mail');
    expect(Number(detail(after, 'Queued'))).toBe(before + 2);
    expect(after.summary).toContain(`${before + 2} mails wait in the outbox`);
  });

  it('says its counts in the caller’s language with the right plural, and in English without Accept-Language', async () => {
    const admin = await signedInSuperAdmin(app);
    const read = async (language?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: statusApi.status.path,
          headers: { ...admin.headers, ...(language ? { 'accept-language': language } : {}) },
        })
      ).json<ServiceStatus>();
    const queued = Number(detail(part(await read(), 'mail'), 'Queued'));
    const hindi = await read('hi');
    expect(part(hindi, 'mail').summary).toBe(
      `SMTP सेट नहीं है: कोई मेल नहीं भेजा जा सकता, और आउटबॉक्स में ${queued} मेल प्रतीक्षा में हैं।`,
    );
    expect(part(hindi, 'migrations').summary).toBe(`सभी ${migrationFiles} माइग्रेशन लागू हैं।`);
    expect(part(hindi, 'migrations').details[0]?.value).toBe(`${migrationFiles} में से ${migrationFiles}`);
    expect(part(await read('ta'), 'mail').summary).toBe(
      `SMTP அமைக்கப்படவில்லை: எந்த அஞ்சலும் அனுப்ப முடியாது; வெளிப்பெட்டியில் ${queued} அஞ்சல்கள் காத்திருக்கின்றன.`,
    );
    expect(part(await read(), 'migrations').summary).toBe(`All ${migrationFiles} migrations applied.`);
  });

  it('answers its labels and fixed words in the caller’s language: Tamil for Accept-Language ta', async () => {
    const admin = await signedInSuperAdmin(app);
    const res = await app.inject({
      method: 'GET',
      url: statusApi.status.path,
      headers: { ...admin.headers, 'accept-language': 'ta' },
    });
    const tamil = res.json<ServiceStatus>();
    const database = part(tamil, 'database');
    expect(database.label).toBe('தரவுத்தளம்');
    expect(database.details.map((d) => d.label)).toEqual(['வகை', 'சர்வர் பதிப்பு', 'சுற்றுப் பயண நேரம்']);
    expect(detail(part(tamil, 'mail'), 'SMTP')).toBe('அமைக்கப்படவில்லை');
    expect(part(tamil, 'worker').summary).toBe('தேவையில்லை: அஞ்சல் அனுப்புதல் அமைக்கப்படவில்லை.');
    // Migrations applied, not a job application's "Applied" (விண்ணப்பித்தது).
    expect(part(tamil, 'migrations').details[0]?.label).toBe('பயன்படுத்தியவை');
  });

  it('other roles are refused with 403 and anonymous callers with 401', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker' });
    expect((await app.as(seeker).get('/api/status')).statusCode).toBe(403);
    expect((await app.as(null).get('/api/status')).statusCode).toBe(401);
  });

  it('a check that fails is reported down, without hiding the others or the database address', async () => {
    const broken = new Proxy(app.deps.db, {
      get() {
        throw new Error('connect ECONNREFUSED via postgres://portal:db-password@db.internal:5432/portal');
      },
    });
    const result = await checkServiceStatus({ ...app.deps, db: broken }, null);
    expect(result.overall).toBe('down');
    for (const key of ['database', 'migrations', 'mail'] as const) {
      expect(part(result, key)).toMatchObject({ level: 'down', summary: expect.stringContaining('ECONNREFUSED') });
    }
    expect(part(result, 'memory').level).toBe('ok');
    expect(JSON.stringify(result)).not.toContain('db-password');
  });
});

describe('backend service status, with SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Tests start no worker, so this is also an instance whose worker is missing.
    app = await createTestApp({ SMTP_URL, MAIL_POLL_MS: '1000' });
  });
  afterAll(() => app.close());

  it('mail is healthy when nothing waits, the missing worker needs attention, and the SMTP address is never shown', async () => {
    const { body, raw } = await status(app);
    expect(part(body, 'mail')).toMatchObject({ level: 'ok', summary: 'Nothing is waiting to be sent.' });
    expect(detail(part(body, 'mail'), 'SMTP')).toBe('Configured');
    expect(part(body, 'worker')).toMatchObject({ level: 'warn', summary: expect.stringContaining('not running') });
    expect(raw).not.toContain('hunter2');
    expect(raw).not.toContain('smtp.portal.test');
  });

  it('a running worker is healthy until it misses three runs', async () => {
    const worker = (lastRunAt: Date | null): MailWorker => ({
      state: { running: true, lastRunAt, lastError: null },
      runOnce: async () => 0,
      stop: async () => undefined,
    });
    const fresh = await checkServiceStatus(app.deps, worker(new Date(Date.now() - 500)));
    expect(part(fresh, 'worker')).toMatchObject({ level: 'ok', summary: expect.stringContaining('is running') });
    const stale = await checkServiceStatus(app.deps, worker(new Date(Date.now() - 10_000)));
    expect(part(stale, 'worker')).toMatchObject({
      level: 'warn',
      summary: expect.stringContaining('has not completed a run for 10 s'),
    });
  });

  it('a mail retried after a delivery error needs attention', async () => {
    const [row] = await app.deps.db
      .insert(mailOutbox)
      .values(mail({ attempts: 1, lastError: '421 Try again later' }))
      .returning();
    const delivery = part((await status(app)).body, 'mail');
    expect(delivery).toMatchObject({ level: 'warn', summary: '1 mail is being retried after a delivery error.' });
    expect(detail(delivery, 'Last error')).toBe('421 Try again later');
    await app.deps.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
  });

  it('mail queued for over 15 minutes needs attention', async () => {
    await app.deps.db.insert(mailOutbox).values(mail({ createdAt: new Date(Date.now() - 20 * 60_000) }));
    const delivery = part((await status(app)).body, 'mail');
    expect(delivery).toMatchObject({ level: 'warn', summary: '1 mail queued; the oldest has waited 20 min.' });
    expect(detail(delivery, 'Oldest queued')).toBe('20 min');
  });

  it('a mail that failed for good turns mail delivery and the overall status red, with its error', async () => {
    await app.deps.db.insert(mailOutbox).values(
      mail({
        status: 'failed',
        attempts: 8,
        lastError: `550 Mailbox unavailable (relay ${SMTP_URL})`,
        createdAt: new Date(Date.now() - 3 * 3600_000),
      }),
    );
    const { body, raw } = await status(app);
    const delivery = part(body, 'mail');
    expect(delivery).toMatchObject({ level: 'down', summary: '1 mail failed for good in the last 24 hours.' });
    expect(detail(delivery, 'Failed (24 h)')).toBe('1');
    expect(detail(delivery, 'Last error')).toContain('550 Mailbox unavailable');
    expect(body.overall).toBe('down');
    expect(raw).not.toContain('hunter2');
  });
});
