import type { APIRequestContext } from '@playwright/test';
import { unique, type Registered } from './api.ts';
import { apiAs, instituteClerk } from './office.ts';

/** A school with this year's Class 3 and one student, and a clerk of its own with a completed profile, all made through the API; with what a test needs to go on through the API. */
export async function schoolWithClerk(request: APIRequestContext, admin: Registered) {
  const id = unique();
  const { clerk, token: clerkToken } = await instituteClerk(request, admin, id);
  const asClerk = apiAs(request, clerkToken);
  const send = <T = unknown>(method: 'post' | 'put' | 'patch', url: string, token: string, data?: object) =>
    apiAs(request, token)<T>(method, url, data);
  await asClerk('post', '/api/academic-years', { startYear: 2026 });
  const years = await asClerk<{ _id: string }[]>('get', '/api/academic-years');
  const cls = await asClerk<{ _id: string; sections: { _id: string }[] }>('post', '/api/classes', {
    academicYearId: years[0]!._id,
    name: 'Class 3',
    sections: [{ name: 'A' }],
  });
  const student = await asClerk<{ student: { _id: string } }>('post', '/api/students', {
    admissionNumber: `F-${id}`,
    name: 'Arjun Nair',
    gender: 'male',
    dob: '2018-08-15',
    sectionId: cls.sections[0]!._id,
    guardianName: 'Suresh Nair',
    guardianPhone: '9847012345',
    admissionDate: '2026-04-01',
  });
  return {
    clerk,
    admissionNumber: `F-${id}`,
    clerkToken,
    classId: cls._id,
    sectionId: cls.sections[0]!._id,
    studentId: student.student._id,
    send,
  };
}

/** A Tuition Fee of ₹12,500 a year on the school's class, due on the 10th of its first month (10 April 2026). */
export async function yearlyTuition({
  send,
  clerkToken,
  classId,
}: Pick<Awaited<ReturnType<typeof schoolWithClerk>>, 'send' | 'clerkToken' | 'classId'>) {
  const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
    name: 'Tuition Fee',
    isTuition: true,
  });
  await send('put', '/api/fees/structure', clerkToken, {
    classId,
    headId: head._id,
    frequency: 'yearly',
    amount: 12_500,
    dueDay: 10,
  });
  return head;
}
