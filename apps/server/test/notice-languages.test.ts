import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authApi,
  jobAlertsApi,
  moderationApi,
  type AccountEventAction,
  type UiLanguage,
} from '@school-portal/contract';
import { notifications, users } from '../src/db/schema/index.ts';
import { applyTransition } from '../src/modules/accounts/index.ts';
import { sendJobAlerts } from '../src/modules/job-alerts/index.ts';
import { moderationDigest } from '../src/modules/moderation/index.ts';
import {
  createInstitute,
  createJob,
  createUser,
  postAd,
  signedIn,
  signedInSuperAdmin,
  type TestInstitute,
} from './factories.ts';
import { createTestApp, outbox, TEST_SUPERADMIN, type TestApp } from './harness.ts';

/*
 * Each kind of mail and notice the server writes reaches a Hindi account in Hindi: the person chose the
 * language for the portal, and a mail read on a phone days later is the same person. Texts the person
 * typed (a reason, a job's title) stay as typed.
 */

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  school = await createInstitute(app);
  await speaks(TEST_SUPERADMIN.email, 'hi');
  await speaks(school.admin.account.email, 'hi');
});
afterAll(() => app.close());

async function speaks(email: string, language: UiLanguage) {
  await app.deps.db.update(users).set({ language }).where(eq(users.email, email));
}

async function lastNotice(userId: string) {
  const [row] = await app.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.seq))
    .limit(1);
  return row?.message;
}

async function lastMail(email: string) {
  return (await outbox(app, email)).at(-1);
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('a Hindi account is written to in Hindi', () => {
  const person = { id: '', email: '' };
  beforeAll(async () => {
    const { account } = await createUser(app, { role: 'jobseeker', status: 'pending', name: 'Sunita Verma' });
    await speaks(account.email, 'hi');
    Object.assign(person, { id: account.id, email: account.email });
  });

  // Every step of the account life cycle, in an order each is allowed in; appeal comes once, so reopen follows a second rejection.
  const steps: [AccountEventAction, string | null, { notice: string; subject: string }][] = [
    [
      'approve',
      null,
      {
        notice: 'आपका खाता स्वीकृत हो गया है। School Portal में आपका स्वागत है!',
        subject: 'आपका School Portal खाता स्वीकृत हो गया है',
      },
    ],
    [
      'suspend',
      'Fake documents',
      {
        notice: 'आपका खाता निलंबित कर दिया गया है। कारण: Fake documents',
        subject: 'आपका School Portal खाता निलंबित कर दिया गया है',
      },
    ],
    [
      'unsuspend',
      null,
      { notice: 'आपका खाता फिर से सक्रिय कर दिया गया है।', subject: 'आपका School Portal खाता फिर से सक्रिय है' },
    ],
    [
      'revoke',
      null,
      {
        notice: 'आपके खाते की स्वीकृति वापस ले ली गई है और वह फिर से समीक्षा की प्रतीक्षा में है।',
        subject: 'आपका School Portal खाता फिर से समीक्षा में है',
      },
    ],
    [
      'reject',
      'Phone number missing',
      {
        notice: 'आपका पंजीकरण स्वीकृत नहीं हुआ। कारण: Phone number missing',
        subject: 'आपका School Portal पंजीकरण स्वीकृत नहीं हुआ',
      },
    ],
    [
      'appeal',
      'I have added it',
      { notice: 'आपकी अपील प्राप्त हो गई है; आपके पंजीकरण की फिर से समीक्षा हो रही है।', subject: 'आपकी अपील प्राप्त हो गई है' },
    ],
    ['reject', null, { notice: 'आपका पंजीकरण स्वीकृत नहीं हुआ।', subject: 'आपका School Portal पंजीकरण स्वीकृत नहीं हुआ' }],
    [
      'reopen',
      null,
      {
        notice: 'आपका पंजीकरण समीक्षा के लिए फिर से खोला गया है।',
        subject: 'आपके School Portal पंजीकरण की फिर से समीक्षा हो रही है',
      },
    ],
  ];

  it.each(steps)('account decision %s (reason %s): notice and mail', async (action, reason, expected) => {
    await applyTransition(app.deps.db, {
      target: person.id,
      action,
      actorId: admin.id,
      reason,
      loginUrl: 'http://portal.test/login',
    });
    expect(await lastNotice(person.id)).toBe(expected.notice);
    const mail = await lastMail(person.email);
    expect(mail?.subject).toBe(expected.subject);
    expect(mail?.text).toContain('नमस्ते Sunita Verma,');
    // A decision's reason is quoted to the account holder; an appeal's message is the holder's own.
    if (reason && action !== 'appeal') expect(mail?.text).toContain(`कारण: ${reason}`);
    expect(mail?.text).not.toMatch(/School Portal (account|registration)/);
  });

  it('the super admin’s bell: a new registration and a new bus ad', async () => {
    const res = await app.as(null).call(authApi.register, {
      body: {
        role: 'jobseeker',
        name: 'Asha Rao',
        email: 'asha.hi@example.com',
        phone: '9876543210',
        password: 'Secret#123',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await lastNotice(admin.id)).toBe('नया पंजीकरण स्वीकृति की प्रतीक्षा में: Asha Rao (जॉब सीकर)।');
    expect((await postAd(app, school.admin, { regNo: 'MH12HI0001' })).statusCode).toBe(201);
    expect(await lastNotice(admin.id)).toBe(
      `नया बस विज्ञापन स्वीकृति की प्रतीक्षा में: ${school.code} की Tata Starbus Skool 40 (2018, MH12HI0001)।`,
    );
  });

  it('the seller of a bus ad: sent for approval, rejected with the reason', async () => {
    const posted = await postAd(app, school.admin, { regNo: 'MH12HI0002' });
    const id = posted.json<{ ad: { advertisementId: string } }>().ad.advertisementId;
    const seller = school.admin.account;
    expect(await lastNotice(seller.id)).toBe(
      'Tata Starbus Skool 40 (2018, MH12HI0002) का आपका विज्ञापन स्वीकृति के लिए भेजा गया।',
    );
    const reject = await app.as(admin).call(moderationApi.decide, {
      body: { action: 'reject', reason: 'Photos unclear', items: [{ kind: 'ad', id }] },
    });
    expect(reject.json().decided).toHaveLength(1);
    expect(await lastNotice(seller.id)).toBe(
      'Tata Starbus Skool 40 (2018, MH12HI0002) का आपका विज्ञापन अस्वीकार कर दिया गया। कारण: Photos unclear',
    );
    const mail = await lastMail(seller.email);
    expect(mail?.subject).toBe('आपका बस विज्ञापन अस्वीकार कर दिया गया');
    expect(mail?.text).toContain('आप विज्ञापन बदलकर फिर से स्वीकृति के लिए भेज सकते हैं।');
    expect(mail?.text).toContain(`(विज्ञापन ${id})`);
  });

  it('the daily moderation digest', async () => {
    await moderationDigest(app.deps.db, new Date('2030-01-01T03:00:00Z'), {
      queueUrl: 'http://portal.test/super-admin/moderation',
    });
    const mail = await lastMail(TEST_SUPERADMIN.email);
    expect(mail?.subject).toMatch(/^\d+ आइटम स्वीकृति की प्रतीक्षा में$/);
    expect(mail?.text).toMatch(
      /School Portal पर \d+ आइटम आपकी स्वीकृति की प्रतीक्षा में हैं \(पंजीकरण: \d+, बस विज्ञापन: \d+\)।/,
    );
    expect(mail?.text).toMatch(/सबसे पुराना (\d+ दिन \d+ घंटे|\d+ घंटे \d+ मिनट|\d+ मिनट) से प्रतीक्षा में है/);
    expect(mail?.text).toContain('मॉडरेशन कतार:\nhttp://portal.test/super-admin/moderation');
  });

  it('a job alert: the mail and the notice', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker', profileCompleted: true, name: 'Meena Iyer' });
    await speaks(seeker.account.email, 'hi');
    expect((await app.as(seeker).call(jobAlertsApi.create, { body: { subject: 'Maths' } })).statusCode).toBe(201);
    await createJob(app, school.code, { title: 'TGT Maths', subject: 'mathematics' });
    const now = new Date(Date.now() + 60_000);
    expect(
      await sendJobAlerts(app.deps.db, 'http://portal.test', { day: now.toISOString().slice(0, 10), now }),
    ).toBeGreaterThan(0);
    const mail = await lastMail(seeker.account.email);
    expect(mail?.subject).toBe('एक नई नौकरी आपके अलर्ट से मेल खाती है');
    expect(mail?.text).toContain('आपके जॉब अलर्ट से मेल खाती एक नई नौकरी पोस्ट हुई है:');
    expect(mail?.text).toContain('यह अलर्ट बंद करने के लिए यह लिंक खोलें (लॉगिन की ज़रूरत नहीं):');
    expect(await lastNotice(seeker.account.id)).toBe('आपके अलर्ट के लिए नई नौकरी: TGT Maths');
  });

  it('applications: a withdrawal tells the school, a removed job tells the teacher', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker', profileCompleted: true, name: 'Kavita Rao' });
    await speaks(seeker.account.email, 'hi');
    const job = await createJob(app, school.code, { title: 'PGT Physics' });
    expect((await app.as(seeker).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);
    expect((await app.as(seeker).delete(`/api/applications/withdraw/${job.id}`)).statusCode).toBe(200);
    expect(await lastNotice(school.admin.account.id)).toBe('Kavita Rao ने "PGT Physics" के लिए अपना आवेदन वापस ले लिया।');
    expect((await app.as(seeker).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);
    expect((await app.as(school.admin).delete(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect(await lastNotice(seeker.account.id)).toBe(
      'Test School ने "PGT Physics" की वह नौकरी हटा दी है जिसके लिए आपने आवेदन किया था।',
    );
    expect((await lastMail(seeker.account.email))?.subject).toBe('नौकरी हटाई गई: PGT Physics');
  });

  it('every mail in this file was written with the Hindi greeting', async () => {
    const english = (await outbox(app)).filter((m) => m.to !== 'asha.hi@example.com' && !DEVANAGARI.test(m.subject));
    expect(english.map((m) => m.subject)).toEqual([]);
  });
});
