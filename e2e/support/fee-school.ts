import type { APIRequestContext } from '@playwright/test';
import { tokenOf, type Registered } from './api.ts';

/** A school with this year's Class 3 and one student, and a clerk of its own with a completed profile, all made through the API; with what a test needs to go on through the API. */
export async function schoolWithClerk(request: APIRequestContext, admin: Registered) {
  const id = Date.now().toString(36);
  const send = async (method: 'post' | 'put' | 'patch', url: string, token: string, data?: object) => {
    const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
    if (!res.ok()) throw new Error(`${url} answered ${res.status()}: ${await res.text()}`);
    return res.json();
  };
  const adminToken = await tokenOf(request, admin);
  const clerk = { userId: `fees-${id}`, name: 'Lata Desai', email: `fees-${id}@e2e.test`, password: 'Counter@2026' };
  await send('post', '/api/instituteAdmin/user', adminToken, clerk);
  await send('patch', `/instituteAdmin/user/approve/${clerk.userId}`, adminToken);
  const login = await request.post('/api/auth/login', { data: { identifier: clerk.userId, password: clerk.password } });
  const clerkToken = ((await login.json()) as { token: string }).token;
  await send('put', `/api/institute-user-profile/${clerk.userId}`, clerkToken, { name: clerk.name, phone: '9822011111', designation: 'Accountant' });
  await send('post', '/api/academic-years', clerkToken, { startYear: 2026 });
  const years = (await (await request.get('/api/academic-years', { headers: { authorization: `Bearer ${clerkToken}` } })).json()) as { _id: string }[];
  const cls = (await send('post', '/api/classes', clerkToken, { academicYearId: years[0]!._id, name: 'Class 3', sections: [{ name: 'A' }] })) as { _id: string; sections: { _id: string }[] };
  const student = (await send('post', '/api/students', clerkToken, {
    admissionNumber: `F-${id}`,
    name: 'Arjun Nair',
    gender: 'male',
    dob: '2018-08-15',
    sectionId: cls.sections[0]!._id,
    guardianName: 'Suresh Nair',
    guardianPhone: '9847012345',
    admissionDate: '2026-04-01',
  })) as { student: { _id: string } };
  return { clerk, admissionNumber: `F-${id}`, clerkToken, classId: cls._id, studentId: student.student._id, send };
}
