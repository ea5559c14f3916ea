import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, createNotifications, signedIn } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/index.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { notify } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notifications', () => {
  it('a user sees only their own, newest first, and marks one read', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await createNotifications(app, me.account.id, 'First', 'Second');
    await createNotifications(app, other.account.id, 'Not yours');

    const list = await app.as(me).get(`/api/notifications?userId=${me.account.id}`);
    expect(list.statusCode).toBe(200);
    const items = list.json<Notification[]>();
    expect(items.map((n) => n.message)).toEqual(['Second', 'First']);
    expect(items.every((n) => !n.read && !Number.isNaN(Date.parse(n.createdAt)))).toBe(true);

    const read = await app.as(me).patch(`/api/notifications/${items[0]!._id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read).toBe(true);
    const after = await app.as(me).get('/api/notifications');
    expect(after.json<Notification[]>().map((n) => n.read)).toEqual([true, false]);
  });

  it('a user pages through many notifications, with the total in a header', async () => {
    const me = await signedIn(app);
    await createNotifications(app, me.account.id, ...Array.from({ length: 7 }, (_, i) => `Note ${i + 1}`));
    const firstPage = await app.as(me).get('/api/notifications');
    expect(firstPage.json()).toHaveLength(7);
    expect(firstPage.headers['x-total-count']).toBe('7');
    const page = await app.as(me).get('/api/notifications?limit=3&page=2');
    expect(page.json<Notification[]>().map((n) => n.message)).toEqual(['Note 4', 'Note 3', 'Note 2']);
    expect(page.headers['x-total-count']).toBe('7');
    expect((await app.as(me).get('/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it('nobody reads or marks another user’s notifications', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await createNotifications(app, other.account.id, 'Private');
    const id = (await app.as(other).get('/api/notifications')).json<Notification[]>()[0]!._id;

    const asked = await app.as(me).get(`/api/notifications?userId=${other.account.userId}`);
    expect([asked.statusCode, asked.json().message]).toEqual([403, NOTIFICATION_MESSAGES.ownOnly]);
    const mark = await app.as(me).patch(`/api/notifications/${id}/read`);
    expect(mark.statusCode).toBe(404);
    const still = await app.as(other).get('/api/notifications');
    expect(still.json<Notification[]>()[0]!.read).toBe(false);
  });

  it('a malformed id answers 400, not 500', async () => {
    const me = await signedIn(app);
    const res = await app.as(me).patch('/api/notifications/not-an-id/read');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.id).toBe(NOTIFICATION_MESSAGES.unknown);
  });

  it('a notice is read in the language the reader uses now, not the one it was written in', async () => {
    const school = await createInstitute(app);
    const job = await createJob(app, school.code, { title: 'Maths Teacher' });
    const seeker = await signedIn(app, { role: 'jobseeker', profileCompleted: true, name: 'Ravi Kumar' });
    expect((await app.as(seeker).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);
    const messages = async (headers: Record<string, string>) =>
      (await app.as({ headers: { ...school.admin.headers, ...headers } }).get('/api/notifications'))
        .json<Notification[]>()
        .map((n) => n.message);

    // Written while the school read English; the screen now shows Tamil.
    expect(await messages({})).toEqual(['Ravi Kumar applied to your job "Maths Teacher".']);
    expect(await messages({ 'accept-language': 'ta' })).toEqual([
      'Ravi Kumar உங்கள் "Maths Teacher" வேலைக்கு விண்ணப்பித்துள்ளார்.',
    ]);
    // Without a screen's language (another client), the account's language, chosen later.
    expect((await app.as(school.admin).patch('/api/auth/me', { language: 'hi' })).statusCode).toBe(200);
    expect(await messages({})).toEqual(['Ravi Kumar ने आपकी नौकरी "Maths Teacher" के लिए आवेदन किया है।']);
    const id = (await app.as(school.admin).get('/api/notifications')).json<Notification[]>()[0]!._id;
    const read = await app
      .as({ headers: { ...school.admin.headers, 'accept-language': 'ta' } })
      .patch(`/api/notifications/${id}/read`);
    expect(read.json<Notification>().message).toContain('வேலைக்கு விண்ணப்பித்துள்ளார்');
  });

  it('a label inside a notice (a stage) is read in the reader’s language too', async () => {
    const me = await signedIn(app);
    await notify(app.deps.db, me.account.id, {
      id: 'stageChanged',
      values: { title: 'Maths Teacher', institute: 'Sri Vidya', stage: { label: 'Shortlisted' } },
    });
    const hindi = await app.as({ headers: { ...me.headers, 'accept-language': 'hi' } }).get('/api/notifications');
    expect(hindi.json<Notification[]>()[0]!.message).toBe(
      'Sri Vidya में "Maths Teacher" के लिए आपका आवेदन अब इस चरण में है: शॉर्टलिस्ट।',
    );
  });

  it('the contract refuses a notice it does not know, or one missing a value, and nothing is written', async () => {
    const me = await signedIn(app);
    await expect(notify(app.deps.db, me.account.id, { id: 'applied', values: { seeker: 'Ravi' } })).rejects.toThrow(
      /applied takes seeker, title/,
    );
    await expect(
      notify(app.deps.db, me.account.id, {
        id: 'stageChanged',
        values: { title: 'a', institute: 'b', stage: { label: 'Promoted' } },
      }),
    ).rejects.toThrow(/Unknown label/);
    // @ts-expect-error: an id the contract does not have
    await expect(notify(app.deps.db, me.account.id, { id: 'somethingElse' })).rejects.toThrow();
    expect((await app.as(me).get('/api/notifications')).json()).toEqual([]);
  });

  it('the migration gives older English, Hindi and Tamil notices their id back, and keeps any other text as written', async () => {
    const me = await signedIn(app);
    const older = [
      'Your application to "Science Teacher" at Sri Vidya is now: Shortlisted.',
      'Your account has been suspended. Reason: Fees unpaid',
      'Ravi Kumar ने आपकी नौकरी "Maths Teacher" के लिए आवेदन किया है।',
      '3 new jobs for your alerts, among them Tamil Teacher',
      'Welcome to the new term',
    ];
    await createNotifications(app, me.account.id, ...older);
    const statements = readFileSync(join(MIGRATIONS_DIR, '0064_notification_messages_sql.sql'), 'utf8');
    for (const statement of statements.split('--> statement-breakpoint')) await app.deps.db.execute(sql.raw(statement));

    const tamil = await app.as({ headers: { ...me.headers, 'accept-language': 'ta' } }).get('/api/notifications');
    expect(tamil.json<Notification[]>().map((n) => n.message)).toEqual([
      'Welcome to the new term',
      'உங்கள் அறிவிப்புகளுக்கு 3 புதிய வேலைகள், அவற்றில் Tamil Teacher',
      'Ravi Kumar உங்கள் "Maths Teacher" வேலைக்கு விண்ணப்பித்துள்ளார்.',
      'உங்கள் கணக்கு இடைநிறுத்தப்பட்டது. காரணம்: Fees unpaid',
      'Sri Vidya நிறுவனத்தின் "Science Teacher" வேலைக்கான உங்கள் விண்ணப்பம் இப்போது: தேர்வுப் பட்டியலில்.',
    ]);
    const stored = await app.deps.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${me.account.id}`);
    expect(stored.find((n) => n.message.startsWith('Your application'))?.params).toEqual({
      title: 'Science Teacher',
      institute: 'Sri Vidya',
      stage: { label: 'Shortlisted' },
    });
  });
});
