import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { jobseekersApi, type JobseekerCard } from '@school-portal/contract';
import {
  createJob,
  JOBSEEKER_PROFILE,
  multipartForm,
  signedIn,
  signIn,
  twoInstitutes,
  type SignedInUser,
} from '../../../test/factories.ts';

/*
 * Find Employee as Resdex has it (decision 038): keywords over a teacher's profile, record and CV text, each
 * word to its field ("CBSE maths 6 years"), subjects in Hindi and Tamil or misspelt, "last active", and
 * "Did you mean …?" when nobody matches. Only teachers who are looking are ever found.
 */

const t = twoInstitutes();
const TIRUPPUR = { ...JOBSEEKER_PROFILE, state: 'TN', district: 'Tiruppur', taluk: 'Avinashi' };

async function seeker(profile: Record<string, unknown>): Promise<SignedInUser> {
  const user = await signedIn(t.app, { role: 'jobseeker', name: String(profile.name) });
  const res = await t.app.as(user).put(`/api/jobseeker-profile/${user.account.userId}`, profile);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** A real PDF with these lines of text, as a word processor saves a CV. */
async function cvPdf(...lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

async function uploadCv(user: SignedInUser, file: Buffer) {
  const form = await multipartForm({ cv: file });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/jobseeker-profile/cv',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const find = (query: Record<string, unknown>) =>
  t.app
    .as(t.school.admin)
    .call(jobseekersApi.list, { query: { state: 'TN', district: 'Tiruppur', limit: 50, ...query } });

async function names(query: Record<string, unknown>): Promise<string[]> {
  const res = await find(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobseekerCard[]>().map((c) => c.name);
}
const sorted = async (query: Record<string, unknown>) => (await names(query)).sort();

const suggestion = async (query: Record<string, unknown>) => {
  const res = await t.app
    .as(t.school.admin)
    .call(jobseekersApi.suggestion, { query: { state: 'TN', district: 'Tiruppur', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ suggestion: string | null }>().suggestion;
};

/** Her last activity set `days` ago (and her profile saved before it, so the save does not count later). */
async function lastActive(user: SignedInUser, days: number) {
  await t.app.deps.db.execute(
    sql`update jobseeker_profiles set updated_at = now() - ${days} * interval '1 day',
        last_active_at = now() - ${days} * interval '1 day' where user_id = ${user.account.id}`,
  );
}

let lakshmi: SignedInUser;
let senthil: SignedInUser;
let priya: SignedInUser;

describe('Find Employee: keywords', () => {
  it('"CBSE maths 6 years" finds the Maths TGT with six years at a CBSE school, and not the others', async () => {
    lakshmi = await seeker({
      ...TIRUPPUR,
      name: 'Lakshmi Narayanan',
      syllabus: 'State',
      subject: 'Mathematics',
      totalExp: 6,
      summary: 'I teach algebra and geometry with everyday examples from the market.',
      education: [{ degree: 'M.Sc', subject: 'Mathematics', university: 'Bharathiar University', year: 2015 }],
      workHistory: [{ school: 'Vivekananda CBSE Vidyalaya, Tiruppur', role: 'TGT Maths', from: '2019-06', to: '' }],
    });
    senthil = await seeker({
      ...TIRUPPUR,
      name: 'Senthil Kumar',
      syllabus: 'State',
      subject: 'Math',
      totalExp: 2,
      teachingLevels: ['PRT'],
      eligibilityTests: [],
      workHistory: [
        { school: 'Panchayat Union School, Avanashi Road', role: 'Maths teacher', from: '2023-06', to: '' },
      ],
    });
    priya = await seeker({
      ...TIRUPPUR,
      name: 'Priya Dharshini',
      syllabus: 'ICSE',
      subject: 'Physics',
      totalExp: 8,
      teachingLevels: ['PGT'],
      summary: 'I run the robotics club.',
    });
    // Looking for a job switched off: never found, whatever she matches.
    await seeker({ ...TIRUPPUR, name: 'Revathi Subramaniam', totalExp: 7, isLookingForJob: false });

    expect(await names({ q: 'CBSE maths 6 years' })).toEqual(['Lakshmi Narayanan']);
    expect(await sorted({ q: 'maths' })).toEqual(['Lakshmi Narayanan', 'Senthil Kumar']);
  });

  it('reads each word in its field: name, subject, level, test, degree, summary, education, work history', async () => {
    expect(await names({ q: 'lakshmi' })).toEqual(['Lakshmi Narayanan']);
    expect(await names({ q: 'physics' })).toEqual(['Priya Dharshini']);
    expect(await names({ q: 'PGT' })).toEqual(['Priya Dharshini']);
    expect(await sorted({ q: 'CTET' })).toEqual(['Lakshmi Narayanan', 'Priya Dharshini']);
    expect(await names({ q: 'robotics' })).toEqual(['Priya Dharshini']);
    expect(await names({ q: 'geometry' })).toEqual(['Lakshmi Narayanan']);
    expect(await names({ q: 'bharathiar' })).toEqual(['Lakshmi Narayanan']);
    expect(await names({ q: 'panchayat union' })).toEqual(['Senthil Kumar']);
    expect(await names({ q: 'avinashi maths 3 years' })).toEqual(['Lakshmi Narayanan']);
  });

  it('a number is a whole number: "kendriya vidyalaya 17" finds KV No. 17, not a KV teacher since 2017', async () => {
    const kv17 = await seeker({
      ...TIRUPPUR,
      name: 'Meenakshi Sundaram',
      workHistory: [{ school: 'Kendriya Vidyalaya No.17, Chennai', role: 'PRT', from: '2012-06', to: '2016-04' }],
    });
    const since2017 = await seeker({
      ...TIRUPPUR,
      name: 'Karthik Raja',
      summary: 'With Kendriya Vidyalaya, Coimbatore since 2017; 1,170 students.',
      workHistory: [{ school: 'Kendriya Vidyalaya, Coimbatore', role: 'TGT English', from: '2017-06', to: '' }],
    });
    try {
      expect(await names({ q: 'kendriya vidyalaya 17' })).toEqual(['Meenakshi Sundaram']);
      expect(await names({ q: '17' })).toEqual(['Meenakshi Sundaram']);
      expect(await names({ q: 'kendriya 2017' })).toEqual(['Karthik Raja']);
      expect(await names({ q: '201' })).toEqual([]);
      expect(await sorted({ q: 'kendriya' })).toEqual(['Karthik Raja', 'Meenakshi Sundaram']);
    } finally {
      // Out of the later tests' lists (both are Maths teachers with six years, as the profile they start from).
      await t.app.deps.db.execute(
        sql`update jobseeker_profiles set is_looking_for_job = false where user_id in (${kv17.account.id}, ${since2017.account.id})`,
      );
    }
  });

  it('"6 years" is at least six: seven is found, five is not; the edges of from–to stay inclusive beside it', async () => {
    expect(await sorted({ q: '6 years' })).toEqual(['Lakshmi Narayanan', 'Priya Dharshini']);
    expect(await names({ q: '8+ yrs' })).toEqual(['Priya Dharshini']);
    expect(await names({ q: 'maths', minExp: 2, maxExp: 2 })).toEqual(['Senthil Kumar']);
    expect(await names({ q: 'maths', minExp: 6, maxExp: 6 })).toEqual(['Lakshmi Narayanan']);
    expect(await sorted({ q: 'maths', maxSalary: 45000 })).toEqual(['Lakshmi Narayanan', 'Senthil Kumar']);
    expect(await names({ q: 'maths', maxSalary: 44999 })).toEqual([]);
  });

  it('finds a word of her CV once uploaded, and not after she removes it', async () => {
    expect(await names({ q: 'olympiad' })).toEqual([]);
    await uploadCv(priya, await cvPdf('Priya Dharshini - PGT Physics', 'Coached the Science Olympiad team, 2021-2024'));
    expect(await names({ q: 'olympiad' })).toEqual(['Priya Dharshini']);
    expect(await names({ q: 'science olympiad coached' })).toEqual(['Priya Dharshini']);
    const removed = await t.app.as(priya).delete('/api/jobseeker-profile/cv');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names({ q: 'olympiad' })).toEqual([]);
  });

  it('finds her by her new name as soon as she changes it', async () => {
    await t.app.as(senthil).put(`/api/jobseeker-profile/${senthil.account.userId}`, {
      ...TIRUPPUR,
      name: 'Senthil Murugan',
      subject: 'Math',
      totalExp: 2,
      syllabus: 'State',
    });
    expect(await names({ q: 'murugan' })).toEqual(['Senthil Murugan']);
  });

  it('reads subjects in Hindi and Tamil, romanised or in their script, and misspelt', async () => {
    for (const q of ['ganitham', 'ganit', 'गणित', 'கணிதம்', 'matsh', 'mathematcs'])
      expect(await sorted({ q }), q).toEqual(['Lakshmi Narayanan', 'Senthil Murugan']);
    expect(await names({ q: 'iyarpiyal' })).toEqual(['Priya Dharshini']);
  });

  it('a teacher who is suspended, or not yet approved, is never found by her words', async () => {
    const meena = await seeker({ ...TIRUPPUR, name: 'Meena Kathiresan', summary: 'Silambam coach.' });
    expect(await names({ q: 'silambam' })).toEqual(['Meena Kathiresan']);
    for (const status of ['suspended', 'pending']) {
      await t.app.deps.db.execute(sql`update users set status = ${status} where id = ${meena.account.id}`);
      // Written outside a request, the change reaches the kept pages when its notice is heard (on PostgreSQL a
      // moment later, over LISTEN): a request's own writes are heard before it answers.
      await expect.poll(() => names({ q: 'silambam' }), { message: status, timeout: 5_000 }).toEqual([]);
    }
  });

  it('a keyword longer than 100 characters is a 400 naming q', async () => {
    const res = await find({ q: 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('q');
  });
});

describe('Find Employee: last active', () => {
  it('keeps teachers active within the days chosen, the boundary a minute either side', async () => {
    await lastActive(lakshmi, 6.999);
    await lastActive(senthil, 7.001);
    await lastActive(priya, 95);
    expect(await names({ activeWithin: 7 })).toEqual(['Lakshmi Narayanan']);
    expect(await sorted({ activeWithin: 30 })).toEqual(['Lakshmi Narayanan', 'Senthil Murugan']);
    expect(await sorted({ activeWithin: '90', q: 'maths' })).toEqual(['Lakshmi Narayanan', 'Senthil Murugan']);
    expect(await sorted({})).toEqual(['Lakshmi Narayanan', 'Priya Dharshini', 'Senthil Murugan']);
  });

  it('a sign-in makes her active again', async () => {
    await signedIn(t.app, { role: 'jobseeker' }); // another teacher's sign-in changes nothing of hers
    expect(await names({ activeWithin: 90, q: 'physics' })).toEqual([]);
    await signIn(t.app, priya.account.email, priya.password);
    expect(await names({ activeWithin: 7, q: 'physics' })).toEqual(['Priya Dharshini']);
  });

  it('any other number of days is a 400 naming activeWithin', async () => {
    const res = await find({ activeWithin: 14 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('activeWithin');
  });
});

describe('Find Employee: ranked for a job, with keywords', () => {
  it('keeps the fit ranking among the teachers the keyword finds', async () => {
    const job = await createJob(t.app, t.school.code, {
      title: 'TGT Maths',
      subject: 'mathematics',
      teachingLevel: 'TGT',
      stateCode: 'TN',
      district: 'Tiruppur',
      experienceMin: 3,
      experienceMax: 10,
    });
    const ranked = await names({ q: 'maths', forJob: job.id, state: undefined, district: undefined });
    expect(ranked).toEqual(['Lakshmi Narayanan', 'Senthil Murugan']);
    // Another school's job is not the caller's to rank by.
    const other = await createJob(t.app, t.other.code, { subject: 'mathematics' });
    expect((await find({ q: 'maths', forJob: other.id })).statusCode).toBe(404);
  });
});

describe('Find Employee: "Did you mean …?"', () => {
  it('puts a misspelt place or subject right when that finds someone with the same filters', async () => {
    expect(await names({ q: 'tirupur', state: undefined, district: undefined })).toEqual([]);
    expect(await suggestion({ q: 'tirupur', state: undefined, district: undefined })).toBe('tiruppur');
    expect(await suggestion({ q: 'phyiscs robotics' })).toBe('physics robotics');
    // Put right, it still finds nobody with these filters: nothing to offer.
    expect(await suggestion({ q: 'phyiscs', minExp: 20 })).toBeNull();
    // Nothing to put right.
    expect(await suggestion({ q: 'zxqv' })).toBeNull();
    expect(await suggestion({})).toBeNull();
  });

  it('is for school admins only', async () => {
    const res = await t.app.as(lakshmi).call(jobseekersApi.suggestion, { query: { q: 'matsh' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('Find Employee: "Did you mean …?" for a name', () => {
  it('a misspelt name suggests the name of a teacher the search may show', async () => {
    expect(await names({ q: 'Lakshmy' })).toEqual([]);
    expect(await suggestion({ q: 'Lakshmy' })).toBe('Lakshmi');
    expect(await suggestion({ q: 'lakhsmi maths' })).toBe('Lakshmi maths');
    expect(await suggestion({ q: 'Narayanen' })).toBe('Narayanan');
    // Put right, it still finds nobody with these filters: nothing to offer.
    expect(await suggestion({ q: 'Lakshmy', minExp: 20 })).toBeNull();
  });

  it('is kept like the page it follows, until a change of a teacher the search may show', async () => {
    const cache = t.app.deps.searchCache;
    const fromDatabase = async (q: string) => {
      const before = cache.misses;
      return { suggestion: await suggestion({ q }), fromDatabase: cache.misses > before };
    };
    expect(await fromDatabase('Muthulaksmi')).toEqual({ suggestion: null, fromDatabase: true });
    expect(await fromDatabase('Muthulaksmi')).toEqual({ suggestion: null, fromDatabase: false });
    await seeker({ ...TIRUPPUR, name: 'Muthulakshmi Raman' });
    expect(await fromDatabase('Muthulaksmi')).toEqual({ suggestion: 'Muthulakshmi', fromDatabase: true });
  });

  it('a name nobody has, or one found as typed, suggests nothing', async () => {
    expect(await suggestion({ q: 'Gopalakrishnan' })).toBeNull();
    expect(await suggestion({ q: 'Lakshmi' })).toBeNull();
  });

  it("never suggests a hidden or suspended teacher's name, a school's staff, or a teacher the filters leave out", async () => {
    // Revathi is not looking for a job; Meena's account is no longer approved (above).
    expect(await suggestion({ q: 'Subramaniyam' })).toBeNull();
    expect(await suggestion({ q: 'Kathiresen' })).toBeNull();
    // Another school's admin and this school's own staff have names, but no profile Find Employee shows.
    await signedIn(t.app, { role: 'instituteAdmin', name: 'Gowrishankar Iyer' });
    await signedIn(t.app, { role: 'instituteUser', instituteCode: t.school.code, name: 'Ponnusamy Velu' });
    expect(await suggestion({ q: 'Gowrishanker' })).toBeNull();
    expect(await suggestion({ q: 'Ponnuswamy' })).toBeNull();
    // A teacher of Madurai is not offered to a search of Tiruppur, and is to one of Tamil Nadu.
    await seeker({ ...TIRUPPUR, district: 'Madurai', taluk: undefined, name: 'Tamilselvi Arumugam' });
    expect(await suggestion({ q: 'Tamilselvy' })).toBeNull();
    expect(await suggestion({ q: 'Tamilselvy', district: undefined })).toBe('Tamilselvi');
    // Looking for a job again, Revathi is offered.
    await t.app.deps.db.execute(sql`update jobseeker_profiles set is_looking_for_job = true
      where user_id = (select id from users where name = 'Revathi Subramaniam')`);
    expect(await suggestion({ q: 'Subramaniyam' })).toBe('Subramaniam');
  });
});
