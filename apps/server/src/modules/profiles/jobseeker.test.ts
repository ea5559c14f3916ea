import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOBSEEKER_PROFILE_MESSAGES,
  PROFILE_MESSAGES,
  profilesApi,
  type JobseekerProfileUpdate,
} from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  GIF,
  JOBSEEKER_PROFILE,
  PNG,
  dataUrl,
  signIn,
  signedIn,
  signedInSuperAdmin,
  type SignedInUser,
} from '../../../test/factories.ts';

let app: TestApp;
let seeker: SignedInUser;
beforeAll(async () => {
  app = await createTestApp();
  seeker = await signedIn(app, { role: 'jobseeker' });
});
afterAll(() => app.close());

const save = (body: JobseekerProfileUpdate | Record<string, unknown>, as = seeker) =>
  app.as(as).call(profilesApi.updateJobseekerProfile, { params: { userId: as.account.userId }, body: body });
const read = (as = seeker, userId = as.account.userId) =>
  app.as(as).call(profilesApi.jobseekerProfile, { params: { userId } });

describe('job seeker profile', () => {
  it('starts with the registration name and phone, looking for a job, incomplete', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: seeker.account.name,
      email: seeker.account.email,
      dob: null,
      subject: null,
      isLookingForJob: true,
      teachingLevels: [],
      isProfileCompleted: false,
    });
  });

  it('a whole-profile save stores every field, rupees in and out, and completes the profile', async () => {
    const res = await save(JOBSEEKER_PROFILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.updated);
    expect((await read()).json()).toMatchObject({
      ...JOBSEEKER_PROFILE,
      isLookingForJob: true,
      isProfileCompleted: true,
    });
    const token = await signIn(app, seeker.account.email, seeker.password);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ name: JOBSEEKER_PROFILE.name, isProfileCompleted: true });
  });

  it('takes the state by name as spec section 3 has it, or by code as the web sends it, and answers both', async () => {
    const byName = await save({ ...JOBSEEKER_PROFILE, state: 'tamil nadu' });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().profile).toMatchObject({ state: 'Tamil Nadu', stateCode: 'TN', district: 'Chennai' });
    const byCode = await save({ ...JOBSEEKER_PROFILE, state: 'KA', district: 'Bengaluru Urban' });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await read()).json()).toMatchObject({ state: 'Karnataka', stateCode: 'KA', district: 'Bengaluru Urban' });
    expect((await save(JOBSEEKER_PROFILE)).json().profile).toMatchObject({ state: 'Tamil Nadu', stateCode: 'TN' });
  });

  it('the Looking for Job switch is saved alone and leaves the rest as it was', async () => {
    const off = await save({ isLookingForJob: false });
    expect([off.statusCode, off.json().message]).toEqual([200, JOBSEEKER_PROFILE_MESSAGES.lookingOff]);
    expect((await read()).json()).toMatchObject({ ...JOBSEEKER_PROFILE, isLookingForJob: false });
    expect((await save({ isLookingForJob: true })).json().profile.isLookingForJob).toBe(true);
  });

  it('the picture is saved alone (base64 or a data URL), checked by content, and removed with null', async () => {
    const res = await save({ profilePicture: dataUrl(PNG) });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      subject: 'Mathematics',
      profilePicture: expect.stringMatching(/^\/api\/profile-pictures\//),
    });
    const gif = await save({ profilePicture: GIF.toString('base64') });
    expect([gif.statusCode, gif.json().fieldErrors]).toEqual([
      400,
      { profilePicture: 'Only JPG, JPEG, PNG files allowed.' },
    ]);
    const big = await save({ profilePicture: Buffer.concat([PNG, Buffer.alloc(5 * 1_048_576)]).toString('base64') });
    expect(big.statusCode).toBe(400);
    expect(big.json().fieldErrors.profilePicture).toBe('File size should not exceed 5MB.');
    expect((await read()).json().profilePicture).toBe(res.json().profile.profilePicture);
    expect((await save({ profilePicture: null })).json().profile.profilePicture).toBeNull();
  });

  it('a partial profile names each missing required field', async () => {
    const res = await save({ name: 'Kavya R', totalExp: 3 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'district',
      'dob',
      'phone',
      'schoolLevel',
      'state',
      'subject',
      'syllabus',
    ]);
    expect(res.json().fieldErrors.dob).toBe('Date of birth is required.');
    expect((await read()).json().name).toBe(JOBSEEKER_PROFILE.name);
  });

  it.each([
    [
      'a subject outside the level and syllabus',
      { subject: 'Physics' },
      'subject',
      'Choose a subject taught at this level and syllabus.',
    ],
    ['a district of another state', { district: 'Pune' }, 'district', 'Choose a district of the chosen state.'],
    ['an unknown state', { state: 'MAH' }, 'state', 'State is required.'],
    ['experience over 30 years', { totalExp: 31 }, 'totalExp', 'Experience is 0 to 30 years.'],
    ['negative experience', { totalExp: -1 }, 'totalExp', 'Experience is 0 to 30 years.'],
    ['a date that does not exist', { dob: '1994-02-30' }, 'dob', 'Enter a real date.'],
    [
      'a child',
      { dob: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10) },
      'dob',
      'You must be at least 18 years old.',
    ],
    ['a negative salary', { maxExpectedSalary: -5 }, 'maxExpectedSalary', 'Salary cannot be negative.'],
    ['an unknown qualification', { qualifications: ['BED', 'MBA'] }, 'qualifications.1', undefined],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const res = await save({ ...JOBSEEKER_PROFILE, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    if (message) expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('an empty call, or one carrying only read-only fields, is refused', async () => {
    const res = await save({ email: 'x@portal.test' });
    expect([res.statusCode, res.json().message]).toEqual([400, JOBSEEKER_PROFILE_MESSAGES.nothingSent]);
  });

  it("refuses another seeker's profile with 403 and no data; the super admin may read any", async () => {
    const other = await signedIn(app, { role: 'jobseeker' });
    const peek = await read(seeker, other.account.userId);
    expect([peek.statusCode, peek.json()]).toEqual([403, { message: PROFILE_MESSAGES.ownOnly }]);
    const write = await app
      .as(seeker)
      .put(`/api/jobseeker-profile/${other.account.userId}`, { isLookingForJob: false });
    expect(write.statusCode).toBe(403);
    expect((await read(other)).json().isLookingForJob).toBe(true);

    const admin = await signedInSuperAdmin(app);
    const review = await app
      .as(admin)
      .call(profilesApi.jobseekerProfile, { params: { userId: seeker.account.userId } });
    expect([review.statusCode, review.json().subject]).toEqual([200, 'Mathematics']);
    const notASeeker = await app.as(admin).call(profilesApi.jobseekerProfile, { params: { userId: admin.userId } });
    expect(notASeeker.statusCode).toBe(404);
  });
});
