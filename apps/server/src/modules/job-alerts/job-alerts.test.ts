import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  JOB_ALERT_MESSAGES,
  jobAlertsApi,
  notificationsApi,
  type JobAlert,
  type Notification,
} from '@school-portal/contract';
import { outbox, type TestApp } from '../../../test/harness.ts';
import {
  createJob,
  signedIn,
  twoInstitutes,
  twoSeekers,
  type TestInstitute,
  type SignedInUser,
} from '../../../test/factories.ts';
import { jobAlerts, jobs, users } from '../../db/schema/index.ts';
import { indianDay } from '../../ops/daily.ts';
import { sendJobAlerts } from './daily-task.ts';

let app: TestApp;
let w: { school: TestInstitute } & Awaited<ReturnType<typeof twoSeekers>>;

const t = twoInstitutes();
beforeAll(async () => {
  app = t.app;
  w = { school: t.school, ...(await twoSeekers(app)) };
});

/*
 * The task's Indian day is given with its clock, not read off it: "3 hours later, the same day" must be the
 * same day whenever the suite runs (at 22:00 IST, three hours on is tomorrow). Each 24 hours is a new day.
 */
const today = new Date(`${indianDay(new Date())}T00:00:00Z`);
const run = (now: Date) => {
  const days = Math.floor((now.getTime() - started) / 86_400_000);
  return sendJobAlerts(app.deps.db, app.deps.config.publicUrl, {
    day: new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10),
    now,
  });
};
const started = Date.now();
const later = (hours: number) => new Date(started + hours * 3_600_000);
const postedAt = async (id: string, at: Date) => app.deps.db.update(jobs).set({ createdAt: at }).where(eq(jobs.id, id));
const alertMail = async (who: SignedInUser) =>
  (await outbox(app, who.account.email)).filter((m) => /match(es)? your alerts?$/.test(m.subject));

describe('job alerts', () => {
  let alert: JobAlert;

  it('a teacher turns on an alert for her search (bad filters are a 400 naming the field) and lists it', async () => {
    const bad = await app.as(w.seeker).call(jobAlertsApi.create, { body: { subject: 'Astrology' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('subject');
    const res = await app.as(w.seeker).call(jobAlertsApi.create, { body: { subject: 'Maths', state: 'MH', q: '' } });
    expect(res.statusCode).toBe(201);
    alert = res.json<{ alert: JobAlert }>().alert;
    expect(alert.criteria).toEqual({ subject: 'mathematics', state: 'MH' });
    expect((await app.as(w.seeker).call(jobAlertsApi.list)).json<JobAlert[]>().map((a) => a._id)).toEqual([alert._id]);
    expect((await app.as(w.other).call(jobAlertsApi.list)).json()).toEqual([]);
  });

  it('only new matching jobs reach her, in ONE e-mail a day even if the task runs twice, and in-app', async () => {
    const old = await createJob(app, w.school.code, { title: 'Old Maths job', subject: 'mathematics' });
    await postedAt(old.id, new Date(Date.now() - 86_400_000));
    const fresh = await createJob(app, w.school.code, { title: 'New Maths TGT', subject: 'mathematics' });
    await createJob(app, w.school.code, { title: 'New English PRT', subject: 'english' });
    await createJob(app, w.school.code, {
      title: 'Maths in Karnataka',
      subject: 'mathematics',
      stateCode: 'KA',
      district: 'Mysuru',
    });
    const now = later(1);
    expect(await run(now)).toBe(1);
    expect(await run(now)).toBe(0);
    const mails = await alertMail(w.seeker);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('A new job matches your alert');
    expect(mail.text).toContain('New Maths TGT');
    expect(mail.text).toContain(`/jobs/${fresh.id}`);
    expect(mail.text).not.toMatch(/Old Maths job|English|Karnataka/);
    const [row] = await app.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert._id));
    expect(mail.text).toContain(`http://portal.test/job-alerts/unsubscribe/${row!.token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://portal.test/api/public/job-alerts/unsubscribe/${row!.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const notes = (await app.as(w.seeker).call(notificationsApi.list)).json<Notification[]>();
    expect(notes[0]!.message).toBe('New job for your alert: New Maths TGT');

    // A job posted later the same day waits for tomorrow's e-mail; nothing new the day after is no e-mail.
    const next = await createJob(app, w.school.code, { title: 'Second Maths PGT', subject: 'mathematics' });
    await postedAt(next.id, later(2));
    expect(await run(later(3))).toBe(0);
    expect(await run(later(25))).toBe(1);
    expect((await alertMail(w.seeker)).map((m) => m.text.includes('Second Maths PGT'))).toEqual([false, true]);
    expect(await run(later(49))).toBe(0);
  });

  it('the unsubscribe link works without signing in: GET confirms, POST (or one-click form) unsubscribes; a wrong token is a 404', async () => {
    const [row] = await app.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert._id));
    const url = `/api/public/job-alerts/unsubscribe/${row!.token}`;
    const info = await app.as(null).get(url);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      message: JOB_ALERT_MESSAGES.unsubscribeConfirm,
      criteria: { subject: 'mathematics', state: 'MH' },
    });
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe(JOB_ALERT_MESSAGES.unsubscribed);
    expect((await app.as(w.seeker).call(jobAlertsApi.list)).json()).toEqual([]);
    expect((await app.as(null).post(url)).statusCode).toBe(404);
    expect((await app.as(null).get('/api/public/job-alerts/unsubscribe/not-a-token')).statusCode).toBe(404);
  });

  it("the e-mail's link opens a page that names the alert and asks; its button unsubscribes and says what stopped", async () => {
    const made = (
      await app.as(w.other).call(jobAlertsApi.create, { body: { subject: 'Physics', state: 'KA', q: 'PGT <b>' } })
    ).json<{ alert: JobAlert }>().alert;
    const [row] = await app.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, made._id));
    const url = `/job-alerts/unsubscribe/${row!.token}`;
    const ask = await app.as(null).get(url);
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-type']).toMatch(/^text\/html/);
    expect(ask.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Her own words come back escaped; opening the page (as a mail scanner does) deletes nothing.
    expect(ask.body).toContain('Stop the e-mails about new jobs for “PGT &#60;b&#62;” · Karnataka · Physics?');
    expect(ask.body).toContain('<form method="post"');
    expect((await app.as(w.other).call(jobAlertsApi.list)).json<JobAlert[]>().map((a) => a._id)).toContain(made._id);

    const done = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get alerts for “PGT &#60;b&#62;” · Karnataka · Physics.');
    expect(done.body).toContain('<a href="/">Go to School Portal</a>');
    expect((await app.as(w.other).call(jobAlertsApi.list)).json<JobAlert[]>().map((a) => a._id)).not.toContain(
      made._id,
    );

    // Used again, or a made-up token: a page saying so (404), not JSON.
    for (const res of [
      await app.inject({ method: 'POST', url }),
      await app.as(null).get(url),
      await app.as(null).get('/job-alerts/unsubscribe/not-a-token'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(JOB_ALERT_MESSAGES.linkNotFound);
    }
  });

  it("the page speaks the reader's language: Tamil for Accept-Language ta, else her account's (Hindi), its 404 too", async () => {
    await app.deps.db.update(users).set({ language: 'hi' }).where(eq(users.id, w.other.account.id));
    const made = (await app.as(w.other).call(jobAlertsApi.create, { body: { state: 'TN', minExp: 5 } })).json<{
      alert: JobAlert;
    }>().alert;
    const [row] = await app.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, made._id));
    const url = `/job-alerts/unsubscribe/${row!.token}`;
    const tamil = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' } });
    expect(tamil.body).toContain('<html lang="ta">');
    expect(tamil.body).toContain('தமிழ்நாடு · 5 ஆண்டு அனுபவம் குறித்த புதிய வேலை மின்னஞ்சல்களை நிறுத்தவா?');
    expect(tamil.body).toContain('>குழுவிலகு</button>');
    // A browser in a language the portal does not speak: the page takes the alert owner's.
    const hindi = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-FR' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('बटन दबाने तक कुछ नहीं बदलेगा।');
    const done = await app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'ta', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain('இனி தமிழ்நாடு · 5 ஆண்டு அனுபவம் குறித்த அறிவிப்புகள் உங்களுக்கு வராது.');
    const gone = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ta' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain(JOB_ALERT_MESSAGES.linkNotFound);
    expect(gone.body).toContain('<html lang="ta">');
  });

  it("she deletes her own alert; another teacher's is a 404; at most 10", async () => {
    const mine = (await app.as(w.seeker).call(jobAlertsApi.create, { body: {} })).json<{ alert: JobAlert }>().alert;
    expect((await app.as(w.other).call(jobAlertsApi.remove, { params: { id: mine._id } })).statusCode).toBe(404);
    expect((await app.as(w.seeker).call(jobAlertsApi.remove, { params: { id: mine._id } })).json()).toEqual({
      message: JOB_ALERT_MESSAGES.deleted,
    });
    for (let i = 0; i < 10; i++)
      expect((await app.as(w.other).call(jobAlertsApi.create, { body: { q: `physics ${i}` } })).statusCode).toBe(201);
    const eleventh = await app.as(w.other).call(jobAlertsApi.create, { body: { q: 'one more' } });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(JOB_ALERT_MESSAGES.tooMany);
  });

  it('fifteen alerts made at once still stop at 10 (issue 45)', async () => {
    const teacher = await signedIn(app, { role: 'jobseeker' });
    const all = await Promise.all(
      Array.from({ length: 15 }, (_, i) => app.as(teacher).call(jobAlertsApi.create, { body: { q: `maths ${i}` } })),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(all.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await app.deps.db.$count(jobAlerts, eq(jobAlerts.userId, teacher.account.id))).toBe(10);
  });
});
