import type { APIRequestContext } from '@playwright/test';
import { E2E } from './env.ts';
import { todayInIndia } from '@school-portal/contract';

let n = 0;
/**
 * An id no other journey of the run makes: the time, this worker's index (two workers may share a
 * millisecond and a count) and this worker's count.
 */
export const unique = () => `${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? ''}${(n++).toString(36)}`;

export interface Registered {
  email: string;
  password: string;
  userId: string;
  name: string;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function superAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/superuser/login', {
    data: { identifier: E2E.superAdmin.email, password: E2E.superAdmin.password },
  });
  return (await ok<{ token: string }>(res)).token;
}

/** Registers through the API, the way the form does. */
export async function registerAccount(
  request: APIRequestContext,
  role: 'jobseeker' | 'instituteAdmin',
): Promise<Registered> {
  const id = unique();
  const account = {
    email: `${role.toLowerCase()}-${id}@e2e.test`,
    password: 'Secret@123',
    name: role === 'jobseeker' ? `Kavya ${id}` : '',
  };
  const res = await request.post('/api/auth/register', {
    data: {
      role,
      ...account,
      phone: '9876543210',
      ...(role === 'instituteAdmin' ? { instituteCode: `SCH-${id}` } : {}),
    },
  });
  const { userId } = await ok<{ userId: string }>(res);
  return { ...account, userId };
}

export async function approve(request: APIRequestContext, userId: string): Promise<void> {
  const token = await superAdminToken(request);
  await ok(await request.patch(`/api/admin/approve-user/${userId}`, { headers: { authorization: `Bearer ${token}` } }));
}

export async function approvedAccount(
  request: APIRequestContext,
  role: 'jobseeker' | 'instituteAdmin',
): Promise<Registered> {
  const account = await registerAccount(request, role);
  await approve(request, account.userId);
  return account;
}

/**
 * Takes a test's account out of the working lists: revoked (back to pending, sessions ended), then
 * rejected. The portal deletes no accounts; the run's database is discarded at the end.
 */
export async function retire(request: APIRequestContext, userId: string): Promise<void> {
  const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
  for (const step of [`/api/admin/revoke/${userId}`, `/api/admin/reject/${userId}`]) {
    const res = await request.patch(step, {
      headers,
      data: step.includes('reject') ? { reason: 'End of test' } : undefined,
    });
    // The test itself may have moved the account on (suspended, revoked): retire what can be retired.
    if (!res.ok() && res.status() !== 409) throw new Error(`${step} answered ${res.status()}: ${await res.text()}`);
  }
}

/** A complete institute profile, in Pune. */
export const INSTITUTE_PROFILE = {
  instituteName: 'Sunrise Public School',
  affiliationNumber: 'CBSE-1130456',
  schoolType: 'High School',
  board: 'CBSE',
  state: 'MH',
  district: 'Pune',
  address: '12 Baner Road, Pune 411045',
  contactPerson: 'Anita Deshmukh',
  phone: '9822012345',
};

/** A complete job seeker profile: a TGT mathematics teacher in Chennai. */
export const JOBSEEKER_PROFILE = {
  phone: '9840012345',
  dob: '1994-06-15',
  totalExp: 6,
  schoolLevel: 'secondary',
  syllabus: 'CBSE',
  subject: 'Mathematics',
  state: 'TN',
  district: 'Chennai',
  teachingLevels: ['TGT'],
  qualifications: ['BED'],
  languages: ['en', 'ta'],
};

export async function tokenOf(request: APIRequestContext, account: Registered): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password },
  });
  return (await ok<{ token: string }>(res)).token;
}

/** Saves a complete profile through the API, so the account signs in to its dashboard. */
export async function completeProfile(
  request: APIRequestContext,
  role: 'jobseeker' | 'instituteAdmin',
  account: Registered,
): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(request, account)}` };
  const res =
    role === 'jobseeker'
      ? await request.put(`/api/jobseeker-profile/${account.userId}`, {
          headers,
          data: { ...JOBSEEKER_PROFILE, name: account.name },
        })
      : await request.put(`/api/institute-profile/update/${account.userId}`, { headers, data: INSTITUTE_PROFILE });
  await ok(res);
}

/** The day `days` from today in India (YYYY-MM-DD), the schools' calendar day the server dates everything by. */
export const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

/** Posts an open job (English, last date in ten days) for the institute, through the API. */
export async function postJob(
  request: APIRequestContext,
  institute: Registered,
  title: string,
): Promise<{ _id: string; jobId: string }> {
  const res = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${await tokenOf(request, institute)}` },
    data: { title, position: 'PRT English', subject: 'English', lastDateToApply: inDays(10) },
  });
  return (await ok<{ job: { _id: string; jobId: string } }>(res)).job;
}
