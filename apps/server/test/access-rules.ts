import type { Access } from '@school-portal/contract';
import type { TestApp } from './harness.ts';
import {
  createConcession,
  createFeeHead,
  createHeadAssignment,
  createLateFeeRule,
  createReceipt,
} from './factories/fees.ts';
import { createFamilyOfTwo } from './factories/families.ts';
import { createBankCredit, createClaim } from './factories/guardian-fees.ts';
import { createOffer, slotIn } from './factories/hiring.ts';
import { createApplication, createJob, JOB_FORM } from './factories/jobs.ts';
import { createClass, createInstituteUser, createStudent, createYear } from './factories/office.ts';
import { createEnquiry } from './factories/suppliers.ts';
import { createTc, tcBody } from './factories/transfer-certificates.ts';
import { BUS_AD, createBusAd, createBusEnquiry } from './factories/vehicles.ts';

/** An edit that keeps the ad's photo (a JSON body: the route takes JSON as well as a form). */
const VEHICLE_EDIT = { ...BUS_AD };

/** Makes one record in an institute and answers the path parameters that name it. */
export type RecordFixture = (app: TestApp, instituteCode: string) => Promise<Record<string, string>>;

/**
 * A route on institute data. The matrix makes the record `own` in the caller's institute and the
 * record `other` (the same fixture when not given) in another institute: institute staff reach their
 * own and get 404 for the other's, as for a record that does not exist (decision 006). `body` is
 * sent where the route needs one to get as far as looking the record up; a function makes it of the
 * fixture's records (a body naming records of the same institute, as a bulk assignment's students).
 */
export interface TenantRule<F extends string = string> {
  access: Access;
  own: F;
  other?: F;
  body?: unknown;
}

/** The body a rule sends with the records its fixture made. */
export const bodyOf = (rule: TenantRule, records: Record<string, string>): unknown =>
  typeof rule.body === 'function' ? (rule.body as (r: Record<string, string>) => unknown)(records) : rule.body;

export type AccessRule<F extends string = string> = Access | TenantRule<F>;

export const accessOf = (rule: AccessRule): Access =>
  typeof rule === 'object' && 'access' in rule ? rule.access : rule;
export const isTenantRule = (rule: AccessRule): rule is TenantRule => typeof rule === 'object' && 'access' in rule;

/** The institute records rows may name, by name; each institute domain adds its own (see docs/adding-a-domain.md). */
export const RECORD_FIXTURES = {
  institute: async (_app, code) => ({ instituteCode: code }),
  instituteUser: async (app, code) => ({ userId: (await createInstituteUser(app, code, 'pending')).account.userId }),
  activeInstituteUser: async (app, code) => ({
    userId: (await createInstituteUser(app, code, 'approved')).account.userId,
  }),
  year: async (app, code) => ({ yearId: (await createYear(app, code)).id }),
  schoolClass: async (app, code) => ({ classId: (await createClass(app, code)).schoolClass.id }),
  emptySection: async (app, code) => ({ sectionId: (await createClass(app, code)).sections[0]!.id }),
  student: async (app, code) => ({ studentId: (await createStudent(app, code)).id }),
  enquiry: async (app, code) => ({ id: (await createEnquiry(app, code)).id }),
  job: async (app, code) => ({ jobId: (await createJob(app, code)).id }),
  applicant: async (app, code) => {
    const job = await createJob(app, code);
    return { jobId: job.id, applicationId: (await createApplication(app, code, job.id)).id };
  },
  /** An offer to an applicant, waiting for her answer. */
  offer: async (app, code) => {
    const job = await createJob(app, code);
    const application = await createApplication(app, code, job.id);
    return { offerId: (await createOffer(app, code, application.id)).id };
  },
  /** A bus ad waiting for approval: only its own institute (and the super admin) may see it. */
  busAd: async (app, code) => ({ advertisementId: (await createBusAd(app, code)).advertisementId }),
  /** An enquiry about the institute's ad from a school elsewhere: the institute is one of its two parties. */
  busEnquiry: async (app, code) => ({ enquiryId: (await createBusEnquiry(app, code)).id }),
  receipt: async (app, code) => ({ receiptId: (await createReceipt(app, code)).id }),
  lateFeeRule: async (app, code) => ({ ruleId: (await createLateFeeRule(app, code)).id }),
  concession: async (app, code) => ({ concessionId: (await createConcession(app, code)).id }),
  upiClaim: async (app, code) => ({ claimId: (await createClaim(app, code)).id }),
  /** Two children of one guardian, not linked yet. */
  siblings: async (app, code) => {
    const { elder, younger } = await createFamilyOfTwo(app, code, { linked: false });
    return { studentId: elder.id, siblingId: younger.id };
  },
  family: async (app, code) => ({ familyId: (await createFamilyOfTwo(app, code)).familyId! }),
  /** A UPI credit read from the bank statement, and a student it may be a payment of. */
  bankCredit: async (app, code) => {
    const { credit, student } = await createBankCredit(app, code);
    return { creditId: credit.id, studentId: student.id };
  },
  /** A head for chosen students and a student to assign it to, of the same institute. */
  optionalHead: async (app, code) => ({
    headId: (await createFeeHead(app, code, { forChosenStudents: true })).id,
    studentId: (await createStudent(app, code)).id,
  }),
  headAssignment: async (app, code) => ({ assignmentId: (await createHeadAssignment(app, code)).id }),
  tc: async (app, code) => ({ tcId: (await createTc(app, code)).id }),
  leftStudent: async (app, code) => ({
    studentId: (await createStudent(app, code, { status: 'left', leftOn: '2026-10-01', leftReason: 'Moved' })).id,
  }),
} satisfies Record<string, RecordFixture>;

const OFFICE = ['instituteAdmin', 'instituteUser'] as const;

/**
 * Who may call each API route. The access-matrix test fails when a route is missing here,
 * when a row names a route that no longer exists, and when the server disagrees.
 * A new route adds its row; a new domain adds its block; a route on institute data names its
 * record fixture: `'GET /api/jobs/:id': { access: ['instituteAdmin', 'instituteUser'], own: 'job' }`.
 */
export const ACCESS_RULES: Record<string, AccessRule<keyof typeof RECORD_FIXTURES>> = {
  // policies
  'GET /docs/terms.txt': 'public',
  'GET /docs/privacy.txt': 'public',
  'GET /docs/guidelines.txt': 'public',
  'GET /api/docs': 'public',
  // auth
  'POST /api/auth/login': 'public',
  'POST /api/auth/appeal': 'public',
  'POST /api/auth/superuser/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'PUT /api/auth/change-password/:userId': 'signedIn',
  'GET /api/auth/me': 'signedIn',
  'PATCH /api/auth/me': 'signedIn',
  'POST /api/auth/logout': 'signedIn',
  // privacy
  'GET /api/privacy/my-data': ['jobseeker'],
  'POST /api/privacy/delete-account': ['jobseeker'],
  'POST /api/privacy/close-institute': ['instituteAdmin'],
  'GET /api/privacy/requests': ['superAdmin'],
  // notifications
  'GET /api/notifications': 'signedIn',
  'PATCH /api/notifications/:id/read': 'signedIn',
  // accounts
  'GET /api/admin/summary': ['superAdmin'],
  'GET /api/admin/pending-registrations': ['superAdmin'],
  'GET /api/admin/approved-registrations': ['superAdmin'],
  'GET /api/admin/rejected-registrations': ['superAdmin'],
  'GET /api/admin/active-users': ['superAdmin'],
  'GET /api/admin/suspended-users': ['superAdmin'],
  'GET /api/admin/accounts/:userId/history': ['superAdmin'],
  'GET /api/admin/accounts/:userId/code-claims': ['superAdmin'],
  'PATCH /api/admin/approve-user/:userId': ['superAdmin'],
  'PATCH /api/admin/reject/:userId': ['superAdmin'],
  'PATCH /api/admin/revoke/:userId': ['superAdmin'],
  'PATCH /api/admin/reopen/:userId': ['superAdmin'],
  'PATCH /api/admin/suspend/:userId': ['superAdmin'],
  'PATCH /api/admin/unsuspend/:userId': ['superAdmin'],
  // status
  'GET /api/status': ['superAdmin'],
  // profiles
  'GET /api/superadmin-profile/:userId': ['superAdmin'],
  'PUT /api/superadmin-profile/:userId': ['superAdmin'],
  'GET /api/institute-profile/:userId': ['instituteAdmin', 'superAdmin'],
  'PUT /api/institute-profile/update/:userId': ['instituteAdmin'],
  'GET /api/jobseeker-profile/:userId': ['jobseeker', 'superAdmin'],
  'PUT /api/jobseeker-profile/:userId': ['jobseeker'],
  'PUT /api/jobseeker-profile/cv': ['jobseeker'],
  'DELETE /api/jobseeker-profile/cv': ['jobseeker'],
  'GET /api/profile-pictures/:key': 'public',
  'GET /api/images/:key': 'public',
  'GET /api/images/:key/thumb': 'public',
  'GET /api/institute/dashboard-stats': ['instituteAdmin'],
  'GET /api/institute-user-profile/:userId': ['instituteUser'],
  'PUT /api/institute-user-profile/:userId': ['instituteUser'],
  // institute users (the spec's paths without /api); a code or user of another institute is not found
  'POST /api/instituteAdmin/user': ['instituteAdmin'],
  'GET /instituteAdmin/users/:instituteCode': { access: ['instituteAdmin'], own: 'institute' },
  'PATCH /instituteAdmin/user/approve/:userId': { access: ['instituteAdmin'], own: 'instituteUser' },
  'PATCH /instituteAdmin/user/suspend/:userId': {
    access: ['instituteAdmin'],
    own: 'activeInstituteUser',
    body: { isSuspended: true },
  },
  // classes
  'GET /api/academic-years': OFFICE,
  'POST /api/academic-years': OFFICE,
  'PATCH /api/academic-years/:yearId/current': { access: OFFICE, own: 'year' },
  'GET /api/classes': OFFICE,
  'POST /api/classes': OFFICE,
  'POST /api/classes/standard': OFFICE,
  'PUT /api/classes/:classId': { access: OFFICE, own: 'schoolClass', body: { name: 'Renamed class' } },
  'DELETE /api/classes/:classId': { access: OFFICE, own: 'schoolClass' },
  'POST /api/classes/:classId/sections': { access: OFFICE, own: 'schoolClass', body: { name: 'Z' } },
  'PUT /api/sections/:sectionId': { access: OFFICE, own: 'emptySection', body: { name: 'Renamed' } },
  'DELETE /api/sections/:sectionId': { access: OFFICE, own: 'emptySection' },
  // fees
  'GET /api/fees/heads': OFFICE,
  'POST /api/fees/heads': OFFICE,
  'GET /api/fees/structure': OFFICE,
  'PUT /api/fees/structure': OFFICE,
  'GET /api/fees/students/:studentId/dues': { access: OFFICE, own: 'student' },
  'POST /api/fees/students/:studentId/late-fee-waivers': {
    access: ['instituteAdmin'],
    own: 'student',
    body: { instalmentId: '00000000-0000-4000-8000-000000000000', reason: 'Hardship' },
  },
  'POST /api/fees/students/:studentId/write-offs': {
    access: ['instituteAdmin'],
    own: 'student',
    body: { academicYearId: '00000000-0000-4000-8000-000000000000', reason: 'Family moved away' },
  },
  'GET /api/fees/write-offs': OFFICE,
  'GET /api/fees/late-fee-rules': OFFICE,
  'PUT /api/fees/late-fee-rules': ['instituteAdmin'],
  'DELETE /api/fees/late-fee-rules/:ruleId': { access: ['instituteAdmin'], own: 'lateFeeRule' },
  'GET /api/fees/concessions': OFFICE,
  'POST /api/fees/concessions': ['instituteAdmin'],
  'DELETE /api/fees/concessions/:concessionId': { access: ['instituteAdmin'], own: 'concession' },
  'POST /api/fees/receipts': OFFICE,
  'GET /api/fees/receipts/:receiptId': { access: OFFICE, own: 'receipt' },
  'GET /api/fees/receipts/:receiptId/pdf': { access: OFFICE, own: 'receipt' },
  'PATCH /api/fees/receipts/:receiptId/cancel': { access: OFFICE, own: 'receipt', body: { reason: 'Entered twice' } },
  'PATCH /api/fees/receipts/:receiptId/bounce': {
    access: OFFICE,
    own: 'receipt',
    body: { reason: 'Insufficient funds' },
  },
  'GET /api/fees/reports/defaulters': OFFICE,
  'GET /api/fees/reports/defaulters/export': OFFICE,
  'GET /api/fees/receipt-prefix': OFFICE,
  'PUT /api/fees/receipt-prefix': OFFICE,
  'GET /api/fees/students/:studentId/tuition-certificate': { access: OFFICE, own: 'student' },
  'GET /api/fees/reports/collections': OFFICE,
  'GET /api/fees/reports/collections/export': OFFICE,
  'GET /api/fees/reports/cash-summary': OFFICE,
  'GET /api/fees/reports/cash-summary/export': OFFICE,
  'GET /api/fees/reports/dues-by-class': OFFICE,
  'GET /api/fees/reports/dues-by-class/export': OFFICE,
  'GET /api/fees/students/:studentId/fee-card': { access: OFFICE, own: 'student' },
  'GET /api/fees/dashboard': OFFICE,
  'GET /api/fees/setup-progress': OFFICE,
  'POST /api/fees/structure/copy': OFFICE,
  'PUT /api/fees/structure/table': OFFICE,
  'GET /api/fees/students/:studentId/heads': { access: OFFICE, own: 'student' },
  'POST /api/fees/heads/:headId/assignments': {
    access: OFFICE,
    own: 'optionalHead',
    body: (r: Record<string, string>) => ({ studentIds: [r.studentId], startsOn: '2026-06-01' }),
  },
  'POST /api/fees/assignments/:assignmentId/end': {
    access: OFFICE,
    own: 'headAssignment',
    body: { endsOn: '2099-01-01' },
  },
  'PUT /api/fees/receipts/:receiptId/link': { access: OFFICE, own: 'receipt' },
  'DELETE /api/fees/receipts/:receiptId/link': { access: OFFICE, own: 'receipt' },
  'GET /api/public/receipts/:token': 'public',
  'GET /api/public/receipts/:token/pdf': 'public',
  'GET /api/guardian-fees/upi': OFFICE,
  'PUT /api/guardian-fees/upi': ['instituteAdmin'],
  'PUT /api/guardian-fees/students/:studentId/link': { access: OFFICE, own: 'student' },
  'POST /api/guardian-fees/students/:studentId/link/reissue': { access: OFFICE, own: 'student' },
  'POST /api/guardian-fees/students/:studentId/reminders': { access: OFFICE, own: 'student', body: {} },
  'GET /api/guardian-fees/reminders/today': OFFICE,
  'GET /api/guardian-fees/claims': OFFICE,
  'POST /api/guardian-fees/claims/:claimId/confirm': { access: OFFICE, own: 'upiClaim' },
  'POST /api/guardian-fees/claims/:claimId/reject': {
    access: OFFICE,
    own: 'upiClaim',
    body: { reason: 'Not on the statement' },
  },
  'GET /api/public/fee-pages/:token': 'public',
  'PUT /api/guardian-fees/families/:familyId/link': { access: OFFICE, own: 'family' },
  'GET /api/public/family-pages/:token': 'public',
  'POST /api/public/family-pages/:token/claims': 'public',
  'GET /api/public/family-pages/:token/receipts/:receiptId/pdf': 'public',
  // families: brothers and sisters, the sibling concession
  'GET /api/families/students/:studentId': { access: OFFICE, own: 'student' },
  'POST /api/families/students/:studentId/siblings': {
    access: OFFICE,
    own: 'siblings',
    body: (r: Record<string, string>) => ({ siblingId: r.siblingId }),
  },
  'DELETE /api/families/students/:studentId': { access: OFFICE, own: 'student' },
  'GET /api/families/sibling-rule': OFFICE,
  'PUT /api/families/sibling-rule': ['instituteAdmin'],
  'DELETE /api/families/sibling-rule': ['instituteAdmin'],
  // bookkeeping: the bank statement against UPI claims, the books for Tally
  'POST /api/bookkeeping/statements': OFFICE,
  'GET /api/bookkeeping/reconciliation': OFFICE,
  'POST /api/bookkeeping/reconciliation/confirm': OFFICE,
  'POST /api/bookkeeping/credits/:creditId/receipt': {
    access: OFFICE,
    own: 'bankCredit',
    body: (r: Record<string, string>) => ({ studentId: r.studentId }),
  },
  'POST /api/bookkeeping/credits/:creditId/dismiss': {
    access: OFFICE,
    own: 'bankCredit',
    body: { reason: 'A donation' },
  },
  'GET /api/bookkeeping/ledgers': OFFICE,
  'PUT /api/bookkeeping/ledgers': ['instituteAdmin'],
  'GET /api/bookkeeping/export': OFFICE,
  'POST /api/public/fee-pages/:token/claims': 'public',
  'GET /api/public/fee-pages/:token/receipts/:receiptId/pdf': 'public',
  // students
  'GET /api/students': OFFICE,
  'GET /api/students/export': OFFICE,
  'GET /api/students/summary': OFFICE,
  'GET /api/students/next-admission-number': OFFICE,
  'POST /api/students': OFFICE,
  'POST /api/students/move': OFFICE,
  'POST /api/students/promote': OFFICE,
  'POST /api/students/import': OFFICE,
  'GET /api/students/:studentId': { access: OFFICE, own: 'student' },
  'PUT /api/students/:studentId': {
    access: OFFICE,
    own: 'student',
    body: {
      admissionNumber: 'X-1',
      name: 'Kabir',
      gender: 'male',
      dob: '2015-01-01',
      sectionId: '00000000-0000-4000-8000-000000000000',
      guardianName: 'Dev',
      guardianPhone: '9876543210',
      admissionDate: '2026-04-01',
    },
  },
  'PATCH /api/students/:studentId/leave': {
    access: OFFICE,
    own: 'student',
    body: { leftOn: '2026-10-01', reason: 'Family moved to Nagpur' },
  },
  'POST /api/students/:studentId/readmit': {
    access: OFFICE,
    own: 'leftStudent',
    body: { sectionId: '00000000-0000-4000-8000-000000000000', readmittedOn: '2027-06-01' },
  },
  // year end and transfer certificates
  'POST /api/year-end/preview': OFFICE,
  'POST /api/year-end/run': OFFICE,
  'GET /api/students/:studentId/transfer-certificates': { access: OFFICE, own: 'student' },
  'POST /api/students/:studentId/transfer-certificates': { access: OFFICE, own: 'student', body: tcBody() },
  'POST /api/transfer-certificates/:tcId/duplicate': { access: OFFICE, own: 'tc', body: { reason: 'Original lost' } },
  'GET /api/transfer-certificates/:tcId/pdf': { access: OFFICE, own: 'tc' },
  'POST /api/students/:studentId/move-class': {
    access: OFFICE,
    own: 'student',
    body: { sectionId: '00000000-0000-4000-8000-000000000000', movedOn: '2026-10-01' },
  },
  // suppliers
  'GET /api/suppliers': ['superAdmin', 'instituteAdmin'],
  'GET /api/suppliers/:id': ['superAdmin', 'instituteAdmin'],
  'POST /api/suppliers': ['superAdmin'],
  'PUT /api/suppliers/:id': ['superAdmin'],
  'DELETE /api/suppliers/:id': ['superAdmin'],
  'POST /api/suppliers/:id/enquiries': ['instituteAdmin'],
  'GET /api/enquiries': ['superAdmin', 'instituteAdmin'],
  'PATCH /api/enquiries/:id/status': {
    access: ['superAdmin', 'instituteAdmin'],
    own: 'enquiry',
    body: { status: 'closed' },
  },
  'GET /api/enquiries/:id/thread': { access: ['superAdmin', 'instituteAdmin'], own: 'enquiry' },
  'POST /api/enquiries/:id/messages': {
    access: ['instituteAdmin'],
    own: 'enquiry',
    body: { message: 'Any news on the quote?' },
  },
  'GET /api/public/enquiries/:token': 'public',
  'POST /api/public/enquiries/:token': 'public',
  // products
  'GET /api/products': ['superAdmin', 'instituteAdmin'],
  'GET /api/products/:id': ['superAdmin', 'instituteAdmin'],
  'POST /api/products': ['superAdmin'],
  'PUT /api/products/:id': ['superAdmin'],
  'DELETE /api/products/:id': ['superAdmin'],
  // jobs
  'GET /api/jobs': 'signedIn',
  'GET /api/jobs/suggestion': 'signedIn',
  'POST /api/jobs': ['instituteAdmin'],
  'GET /api/jobs/jobsPostedBy/:userId': ['instituteAdmin', 'instituteUser'],
  'GET /api/jobs/:id': 'signedIn',
  'GET /api/public/jobs/:id': 'public',
  'PUT /api/jobs/:jobId': { access: ['instituteAdmin', 'instituteUser'], own: 'job', body: JOB_FORM },
  'DELETE /api/jobs/:jobId': { access: ['instituteAdmin', 'instituteUser'], own: 'job' },
  // applications
  'POST /api/jobs/:id/apply': ['jobseeker'],
  'POST /api/jobs/apply/:id': ['jobseeker'],
  'GET /api/applications/applied-jobs': ['jobseeker'],
  'DELETE /api/applications/withdraw/:jobId': ['jobseeker'],
  'GET /api/applications/summary': ['jobseeker'],
  'GET /api/applications/institute-summary': ['instituteAdmin'],
  'GET /api/jobs/:jobId/applicants': { access: ['instituteAdmin', 'instituteUser'], own: 'job' },
  'PATCH /api/jobs/:jobId/applicants/:applicationId': {
    access: ['instituteAdmin', 'instituteUser'],
    own: 'applicant',
    body: { stage: 'shortlisted' },
  },
  // hiring: an application's thread, interviews and offers (the candidate's side: hiring.test.ts)
  'GET /api/hiring/applications/:applicationId': { access: [...OFFICE, 'jobseeker'], own: 'applicant' },
  'POST /api/hiring/applications/:applicationId/messages': {
    access: [...OFFICE, 'jobseeker'],
    own: 'applicant',
    body: { message: 'Could you come for a demo lesson?' },
  },
  'POST /api/hiring/conversations': OFFICE,
  'GET /api/hiring/unread': [...OFFICE, 'jobseeker'],
  'POST /api/hiring/applications/:applicationId/invitations': {
    access: OFFICE,
    own: 'applicant',
    body: { kind: 'interview', mode: 'phone', place: '9842012345', durationMinutes: 30, slots: [slotIn(3)] },
  },
  'POST /api/hiring/invitations/:invitationId/answer': ['jobseeker'],
  'POST /api/hiring/applications/:applicationId/offers': {
    access: OFFICE,
    own: 'applicant',
    body: { position: 'TGT Mathematics', monthlyPay: 38000, joiningDate: slotIn(30).slice(0, 10) },
  },
  'GET /api/hiring/offers/:offerId/letter': { access: [...OFFICE, 'jobseeker'], own: 'offer' },
  'POST /api/hiring/offers/:offerId/answer': ['jobseeker'],
  // saved jobs (the seeker's own rows; saved-jobs.test.ts shows another seeker's are out of reach)
  'GET /api/saved-jobs': ['jobseeker'],
  'PUT /api/saved-jobs/:id': ['jobseeker'],
  'DELETE /api/saved-jobs/:id': ['jobseeker'],
  // job alerts (her own; job-alerts.test.ts shows another teacher's are a 404). The unsubscribe link is public by design.
  'GET /api/job-alerts': ['jobseeker'],
  'POST /api/job-alerts': ['jobseeker'],
  'DELETE /api/job-alerts/:id': ['jobseeker'],
  'GET /api/public/job-alerts/unsubscribe/:token': 'public',
  'POST /api/public/job-alerts/unsubscribe/:token': 'public',
  // jobseekers
  'GET /api/jobseekers': ['instituteAdmin'],
  'GET /api/jobseekers/suggestion': ['instituteAdmin'],
  // Who of them reads a given CV is cv.test.ts's: the rest get 404.
  'GET /api/jobseekers/:seekerId/cv': ['jobseeker', 'instituteAdmin', 'instituteUser'],
  // vehicles
  'GET /api/bus-ads/by-workflow-status/submitted': ['superAdmin'],
  'GET /api/bus-ads/by-workflow-status/approved': ['superAdmin'],
  'GET /api/bus-ads/by-workflow-status/rejected': ['superAdmin'],
  'PUT /api/bus-ads/approve/ads/:advertisementId': ['superAdmin'],
  'PUT /api/bus-ads/reject/ads/:advertisementId': ['superAdmin'],
  'POST /api/bus-ads': ['instituteAdmin'],
  'GET /api/bus-ads': ['instituteAdmin'],
  'GET /api/bus-ads/mine': ['instituteAdmin'],
  'GET /api/bus-ads/:advertisementId': { access: ['instituteAdmin', 'superAdmin'], own: 'busAd' },
  'PUT /api/bus-ads/:advertisementId': { access: ['instituteAdmin'], own: 'busAd', body: VEHICLE_EDIT },
  'PATCH /api/bus-ads/:advertisementId/sold': { access: ['instituteAdmin'], own: 'busAd' },
  'DELETE /api/bus-ads/:advertisementId': { access: ['instituteAdmin'], own: 'busAd' },
  'POST /api/bus-ads/:advertisementId/appeal': {
    access: ['instituteAdmin'],
    own: 'busAd',
    body: { message: 'The registration number is right; please look again.' },
  },
  'GET /api/moderation/queue': ['superAdmin'],
  'GET /api/moderation/summary': ['superAdmin'],
  'POST /api/moderation/decisions': ['superAdmin'],
  'GET /api/moderation/reason-templates': ['superAdmin'],
  'POST /api/moderation/reason-templates': ['superAdmin'],
  'DELETE /api/moderation/reason-templates/:id': ['superAdmin'],
  'POST /api/bus-ads/:advertisementId/enquiries': {
    access: ['instituteAdmin'],
    own: 'busAd',
    body: { message: 'Is the bus still available?', phone: '9822011111' },
  },
  'GET /api/bus-enquiries': ['instituteAdmin'],
  'GET /api/bus-enquiries/:enquiryId': { access: ['instituteAdmin'], own: 'busEnquiry' },
  'POST /api/bus-enquiries/:enquiryId/messages': {
    access: ['instituteAdmin'],
    own: 'busEnquiry',
    body: { message: 'Yes, come on Saturday.' },
  },
  'PATCH /api/bus-enquiries/:enquiryId/status': {
    access: ['instituteAdmin'],
    own: 'busEnquiry',
    body: { status: 'closed' },
  },
};
