import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, like, or } from 'drizzle-orm';
import {
  accountsApi,
  applicationsApi,
  JOB_MESSAGES,
  jobAlertsApi,
  notificationsApi,
  type Applicant,
  PRIVACY_MESSAGES,
  privacyApi,
  profilesApi,
  type DataRequest,
  type PersonalData,
  fillPath,
} from '@school-portal/contract';
import {
  applications,
  jobAlerts,
  mailOutbox,
  rateLimits,
  savedJobs,
  jobseekerCvs,
  jobseekerProfiles,
  notifications,
  profilePictures,
  students,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createInstitute,
  createJob,
  createNotifications,
  createReceipt,
  JOBSEEKER_PROFILE,
  PNG,
  signedIn,
  signedInSuperAdmin,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';
import { PERSONAL_DATA } from './personal-data.ts';

let app: TestApp;
let school: TestInstitute;
let jobId: string;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  jobId = (await createJob(app, school.code, { title: 'Maths teacher' })).id;
});
afterAll(() => app.close());

const CV = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A job seeker with a profile, a picture, a CV, an application and a notice. */
async function seekerWithData(): Promise<SignedInUser> {
  const seeker = await signedIn(app, { role: 'jobseeker' });
  const saved = await app
    .as(seeker)
    .put(fillPath(profilesApi.updateJobseekerProfile.path, { userId: seeker.account.userId }), JOBSEEKER_PROFILE);
  expect(saved.statusCode).toBe(200);
  await app.deps.db.insert(profilePictures).values({ userId: seeker.account.id, contentType: 'image/png', data: PNG });
  await app.deps.db
    .insert(jobseekerCvs)
    .values({ userId: seeker.account.id, fileName: 'Meera-CV.pdf', data: CV, size: CV.length });
  const applied = await app
    .as(seeker)
    .call(applicationsApi.apply, { params: { id: jobId }, body: { coverNote: 'I can join from 1 June.' } });
  expect(applied.statusCode).toBe(201);
  await createNotifications(app, seeker.account.id, 'Your profile was viewed');
  // What else the portal holds about her (issue 45): a saved job, an alert, mails to her and naming her, a
  // school's notice naming her, a sign-in counter keyed by her e-mail, the school's note on her application.
  const db = app.deps.db;
  await db.insert(savedJobs).values({ userId: seeker.account.id, jobId });
  expect((await app.as(seeker).call(jobAlertsApi.create, { body: { q: 'maths' } })).statusCode).toBe(201);
  await db.insert(mailOutbox).values([
    { to: seeker.account.email, subject: 'Interview on Monday', text: 'Please come at 10.' },
    { to: school.admin.account.email, subject: 'New applicant', text: `${JOBSEEKER_PROFILE.name} applied.` },
    { to: school.admin.account.email, subject: 'Reply', text: `Write to ${seeker.account.email}` },
  ]);
  await createNotifications(app, school.admin.account.id, `${JOBSEEKER_PROFILE.name} applied for Maths teacher`);
  await db
    .insert(rateLimits)
    .values({ key: `forgotPerAccountAndIp:${seeker.account.email.toLowerCase()}|10.0.0.1`, points: 1 });
  await db
    .update(applications)
    .set({ schoolNote: 'Strong in algebra' })
    .where(eq(applications.seekerId, seeker.account.id));
  return seeker;
}

const confirm = (password: string) => ({ password, confirm: 'DELETE' as const });
const requests = async () =>
  (await app.as(await signedInSuperAdmin(app)).call(privacyApi.requests)).json<DataRequest[]>();
const login = (identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe("a person's own data", () => {
  it('a job seeker downloads everything held about them as one file, and the super admin sees who asked', async () => {
    const seeker = await seekerWithData();
    const res = await app.as(seeker).call(privacyApi.myData);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-data-${seeker.account.userId}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sections } = res.json<PersonalData>();
    // Every section the export lists is in the file.
    expect(Object.keys(sections).sort()).toEqual(
      Object.entries(PERSONAL_DATA)
        .filter(([, entry]) => 'download' in entry && entry.download)
        .map(([name]) => name)
        .sort(),
    );
    // What she saved and asked for, and what schools wrote to her; never the portal's internal fields (issue 45, 47).
    expect(sections.savedJobs).toMatchObject([{ job: 'Maths teacher' }]);
    expect(sections.jobAlerts).toMatchObject([{ search: { q: 'maths' } }]);
    expect(sections.mails).toMatchObject([{ subject: 'Interview on Monday' }]);
    expect(JSON.stringify(sections)).not.toMatch(/searchTags|Paise/);
    expect(sections.account).toMatchObject({
      userId: seeker.account.userId,
      email: seeker.account.email,
      name: JOBSEEKER_PROFILE.name,
    });
    // The subject as stored: the vocabulary's id (decision 015).
    expect(sections.profile).toMatchObject({ subject: 'mathematics', district: 'Chennai' });
    expect(sections.cv).toMatchObject({ fileName: 'Meera-CV.pdf', size: CV.length, base64: CV.toString('base64') });
    expect(sections.picture).toMatchObject({ contentType: 'image/png', base64: PNG.toString('base64') });
    expect(sections.applications).toMatchObject([
      { job: 'Maths teacher', instituteCode: school.code, stage: 'applied', coverNote: 'I can join from 1 June.' },
    ]);
    expect(sections.notifications).toMatchObject([{ message: 'Your profile was viewed' }]);
    expect((await requests())[0]).toMatchObject({ kind: 'export', userId: seeker.account.userId, role: 'jobseeker' });
  });

  it('deleting needs the password and the word DELETE, each refused by name', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker' });
    const wrong = await app.as(seeker).call(privacyApi.deleteAccount, { body: confirm('not-my-password') });
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([400, { password: PRIVACY_MESSAGES.wrongPassword }]);
    const unconfirmed = await app
      .as(seeker)
      .post(privacyApi.deleteAccount.path, { password: seeker.password, confirm: 'yes' });
    expect([unconfirmed.statusCode, unconfirmed.json().fieldErrors]).toEqual([
      400,
      { confirm: PRIVACY_MESSAGES.confirmRequired },
    ]);
    expect((await login(seeker.account.email, seeker.password)).statusCode).toBe(200);
  });

  it('a job seeker deletes their account: data erased, schools see a withdrawn applicant, no sign-in, the e-mail may register again', async () => {
    const seeker = await seekerWithData();
    const { id } = seeker.account;
    const res = await app.as(seeker).call(privacyApi.deleteAccount, { body: confirm(seeker.password) });
    expect([res.statusCode, res.json().message]).toEqual([200, PRIVACY_MESSAGES.accountDeleted]);

    // The token in hand stops working; the e-mail and password no longer sign in.
    expect((await app.as(seeker).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(seeker.account.email, seeker.password)).statusCode).toBe(401);
    // Profile, picture and notices are gone; the account row holds nothing of the person.
    const db = app.deps.db;
    for (const table of [jobseekerProfiles, jobseekerCvs, profilePictures, notifications, savedJobs, jobAlerts])
      expect(await db.$count(table, eq(table.userId, id))).toBe(0);
    const email = seeker.account.email;
    const name = JOBSEEKER_PROFILE.name;
    expect(
      await db.$count(
        mailOutbox,
        or(ilike(mailOutbox.to, email), like(mailOutbox.text, `%${name}%`), like(mailOutbox.text, `%${email}%`)),
      ),
    ).toBe(0);
    expect(await db.$count(notifications, like(notifications.message, `%${name}%`))).toBe(0);
    // Nor does the school's bell, which writes its notices from their stored values (decision 040).
    const bell = await app.as(school.admin).call(notificationsApi.list);
    expect(bell.json<{ message: string }[]>().map((n) => n.message)).toContain(
      `${PRIVACY_MESSAGES.withdrawnApplicant} applied to your job "Maths teacher".`,
    );
    expect(bell.body).not.toContain(name);
    // The counter keyed by her e-mail (the sign-ins tried above after erasure make new ones, by the typed text).
    expect(
      await db.$count(rateLimits, eq(rateLimits.key, `forgotPerAccountAndIp:${email.toLowerCase()}|10.0.0.1`)),
    ).toBe(0);
    const [application] = await db.select().from(applications).where(eq(applications.seekerId, id));
    expect([application!.schoolNote, application!.note, application!.coverNote]).toEqual([null, null, null]);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: PRIVACY_MESSAGES.withdrawnApplicant, phone: null });
    expect(JSON.stringify(row)).not.toContain(seeker.account.email);

    // The school still sees the application, as a withdrawn applicant's.
    const applicants = await app.as(school.admin).call(applicationsApi.applicants, { params: { jobId } });
    const listed = applicants.json<Applicant[]>();
    expect(listed.map((a) => a.seeker.name)).toContain(PRIVACY_MESSAGES.withdrawnApplicant);
    expect(JSON.stringify(listed)).not.toContain(seeker.account.email);
    // No address to write to, not even the placeholder, and no message to her (issue 47).
    const withdrawn = listed.find((a) => a.seeker.name === PRIVACY_MESSAGES.withdrawnApplicant)!;
    expect([withdrawn.withdrawn, withdrawn.seeker.email]).toEqual([true, '']);
    expect(JSON.stringify(listed)).not.toContain('erased.invalid');
    const message = await app.as(school.admin).call(applicationsApi.moveApplicant, {
      params: { jobId, applicationId: withdrawn._id },
      body: { stage: 'shortlisted', note: 'Please come on Monday.' },
    });
    expect([message.statusCode, message.json().fieldErrors]).toEqual([400, { note: JOB_MESSAGES.withdrawnNoMessage }]);
    // She is not a suspended user the super admin could unsuspend.
    const superAdmin = await signedInSuperAdmin(app);
    const suspended = await app.as(superAdmin).call(accountsApi.suspendedUsers, { query: { limit: 100 } });
    expect(suspended.json<{ _id: string }[]>().map((a) => a._id)).not.toContain(id);
    const unsuspend = await app.as(superAdmin).call(accountsApi.unsuspend, { params: { userId: id } });
    expect(unsuspend.statusCode).toBe(404);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'jobseeker',
        name: 'Back Again',
        email: seeker.account.email,
        phone: '9840012345',
        password: 'Secret@123',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await requests())[0]).toMatchObject({
      kind: 'deleteAccount',
      userId: seeker.account.userId,
      role: 'jobseeker',
    });
  });

  it("an institute admin closes the institute's account: its people can no longer sign in, receipts and students stay as the school's", async () => {
    const closing = await createInstitute(app);
    const receipt = await createReceipt(app, closing.code);
    const before = await app.deps.db.$count(students, eq(students.instituteCode, closing.code));
    const staff = closing.staff;
    expect((await app.as(staff).call(privacyApi.closeInstitute, { body: confirm(staff.password) })).statusCode).toBe(
      403,
    );

    const res = await app.as(closing.admin).call(privacyApi.closeInstitute, { body: confirm(closing.admin.password) });
    expect([res.statusCode, res.json().message]).toEqual([200, PRIVACY_MESSAGES.instituteClosed]);
    for (const person of [closing.admin, staff]) {
      expect((await login(person.account.email, person.password)).statusCode).toBe(401);
      expect((await app.as(person).get('/api/auth/me')).statusCode).toBe(401);
    }
    // The school's records stay, issued by "Former staff".
    expect(await app.deps.db.$count(students, eq(students.instituteCode, closing.code))).toBe(before);
    const [clerk] = await app.deps.db.select({ name: users.name }).from(users).where(eq(users.id, receipt.collectedBy));
    expect(clerk?.name).toBe(PRIVACY_MESSAGES.formerStaff);
    // Another institute is untouched.
    expect((await app.as(school.admin).get('/api/auth/me')).statusCode).toBe(200);
    expect((await requests())[0]).toMatchObject({
      kind: 'closeInstitute',
      userId: closing.admin.account.userId,
      instituteCode: closing.code,
    });
  });
});
