import type { APIRequestContext } from '@playwright/test';
import { tokenOf, unique, type Registered } from './api.ts';
import { apiAs, instituteClerk } from './office.ts';
import { todayInIndia } from '@school-portal/contract';

/*
 * A school with the data of a real one (issue 47: pages that fitted the sweep's thin data scrolled sideways for a
 * school that had it): long heads in English, Tamil and Hindi, each marked every way a head can be; a year of
 * monthly, quarterly, three-term and yearly instalments in lakhs; an optional bus route assigned; a late fee rule,
 * a sibling rule and concessions; long class names; a fee collected today; and students owing since April.
 */

/** The heads, each with how often it falls due and how much each time. */
const HEADS = [
  { name: 'Tuition Fee (Higher Secondary Science)', isTuition: true, frequency: 'monthly', amount: 12_500 },
  {
    name: 'Annual Development and Infrastructure Fee',
    refundable: true,
    chargedBeforeAdmission: true,
    frequency: 'yearly',
    amount: 1_25_000,
  },
  { name: 'கணினி ஆய்வகம் மற்றும் நூலகக் கட்டணம்', frequency: 'threeTerms', amount: 18_750 },
  { name: 'परीक्षा एवं मूल्यांकन शुल्क (बोर्ड)', frequency: 'quarterly', amount: 9_800 },
  { name: 'Co-curricular Activities Fee', frequency: 'termly', amount: 6_400 },
  {
    name: 'Transport – Route 14 Anna Nagar West to Velachery',
    forChosenStudents: true,
    chargedBeforeAdmission: true,
    refundable: true,
    isTuition: true,
    frequency: 'monthly',
    amount: 3_450,
  },
] as const;

const STUDENTS = [
  { name: 'Venkatasubramanian Lakshminarayanan', guardianName: 'Lakshminarayanan Ramaswamy Iyer' },
  { name: 'வெங்கடசுப்பிரமணியன் லட்சுமிநாராயணன்', guardianName: 'லட்சுமிநாராயணன் ராமசாமி' },
  { name: 'अनन्यालक्ष्मी चंद्रशेखरन', guardianName: 'चंद्रशेखरन सुब्रह्मण्यम' },
];

/** The rich school, made through the API by its admin and a clerk of its own. */
export async function richSchool(request: APIRequestContext, admin: Registered) {
  const id = unique();
  const { clerk, token: clerkToken } = await instituteClerk(request, admin, id);
  const asClerk = apiAs(request, clerkToken);
  const asAdmin = apiAs(request, await tokenOf(request, admin));
  await asClerk('post', '/api/academic-years', { startYear: 2026 });
  const [year] = await asClerk<{ _id: string }[]>('get', '/api/academic-years');
  const classes = [];
  for (const name of ['Class 11 Science (Biology & Computers)', 'வகுப்பு 12 (கணக்குப்பதிவியல்-வணிகவியல்)'])
    classes.push(
      await asClerk<{ _id: string; sections: { _id: string }[] }>('post', '/api/classes', {
        academicYearId: year!._id,
        name,
        sections: [{ name: 'A Radhakrishnan' }, { name: 'B Ramanujan' }],
      }),
    );
  const students: string[] = [];
  for (const [i, s] of STUDENTS.entries())
    for (const [c, cls] of classes.entries()) {
      const made = await asClerk<{ student: { _id: string } }>('post', '/api/students', {
        admissionNumber: `R-${id}-${c}${i}`,
        name: s.name,
        gender: i === 2 ? 'female' : 'male',
        dob: '2009-06-15',
        sectionId: cls.sections[0]!._id,
        guardianName: s.guardianName,
        guardianPhone: '9847012345',
        admissionDate: '2026-04-01',
      });
      students.push(made.student._id);
    }
  const heads: { _id: string; name: string }[] = [];
  const instalments: { _id: string; amount: number }[] = [];
  for (const { frequency, amount, ...head } of HEADS) {
    const made = await asAdmin<{ _id: string; name: string }>('post', '/api/fees/heads', head);
    heads.push(made);
    for (const cls of classes) {
      const items = await asAdmin<{ _id: string; amount: number }[]>('put', '/api/fees/structure', {
        classId: cls._id,
        headId: made._id,
        frequency,
        amount,
        dueDay: 10,
      });
      if (cls === classes[0]) instalments.push(...items);
    }
  }
  await asAdmin('post', `/api/fees/heads/${heads[5]!._id}/assignments`, {
    studentIds: students.slice(0, 4),
    startsOn: '2026-04-01',
  });
  for (const cls of classes)
    await asAdmin('put', '/api/fees/late-fee-rules', {
      classId: cls._id,
      kind: 'perDay',
      amount: 25,
      graceDays: 7,
      cap: 2_500,
    });
  await asAdmin('put', '/api/families/sibling-rule', { headId: heads[0]!._id, mode: 'percent', value: 12.5 });
  await asAdmin('post', `/api/families/students/${students[0]}/siblings`, { siblingId: students[2] });
  for (const [i, studentId] of students.slice(0, 3).entries())
    await asAdmin('post', '/api/fees/concessions', {
      studentId,
      type: i === 0 ? 'sibling' : i === 1 ? 'staffChild' : 'custom',
      name: i === 2 ? 'Sports quota – state-level kabaddi champion' : undefined,
      mode: i === 1 ? 'amount' : 'percent',
      value: i === 1 ? 1_00_000 : 37.5,
      headId: i === 1 ? null : heads[0]!._id,
      reason: 'Approved by the School Management Committee on 14 June 2026, letter no. SMC/2026/117',
    });
  // Today's collections: a part payment, in lakhs, of the first student's development fee.
  const development = instalments.find((i) => i.amount === 1_25_000)!;
  await asClerk('post', '/api/fees/receipts', {
    studentId: students[0],
    idempotencyKey: `rich-${id}`,
    paidOn: todayInIndia(),
    mode: 'bankTransfer',
    reference: 'NEFT-HDFC-2026112912345678',
    allocations: [{ instalmentId: development._id, amount: 1_00_000 }],
  });
  return { clerk, classes, students };
}
