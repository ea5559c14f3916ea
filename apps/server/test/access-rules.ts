import type { Access } from '@school-portal/contract';
import type { TestApp } from './harness.ts';
import { BUS_AD, createBusAd } from './factories/vehicles.ts';

/** An edit that keeps the ad's photo (a JSON body: the route takes JSON as well as a form). */
const VEHICLE_EDIT = { ...BUS_AD };

/** Makes one record in an institute and answers the path parameters that name it. */
export type RecordFixture = (app: TestApp, instituteCode: string) => Promise<Record<string, string>>;

/**
 * A route on institute data. The matrix makes the record `own` in the caller's institute and the
 * record `other` (the same fixture when not given) in another institute: institute staff reach their
 * own and get 404 for the other's, as for a record that does not exist (decision 006). `body` is
 * sent where the route needs one to get as far as looking the record up.
 */
export interface TenantRule<F extends string = string> {
  access: Access;
  own: F;
  other?: F;
  body?: unknown;
}

export type AccessRule<F extends string = string> = Access | TenantRule<F>;

export const accessOf = (rule: AccessRule): Access => (typeof rule === 'object' && 'access' in rule ? rule.access : rule);
export const isTenantRule = (rule: AccessRule): rule is TenantRule => typeof rule === 'object' && 'access' in rule;

/** The institute records rows may name, by name; each institute domain adds its own (see docs/adding-a-domain.md). */
export const RECORD_FIXTURES = {
  /** A bus ad waiting for approval: only its own institute (and the super admin) may see it. */
  busAd: async (app, code) => ({ advertisementId: (await createBusAd(app, code)).advertisementId }),
} satisfies Record<string, RecordFixture>;

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
  'POST /api/auth/superuser/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'PUT /api/auth/change-password/:userId': 'signedIn',
  'GET /api/auth/me': 'signedIn',
  'POST /api/auth/logout': 'signedIn',
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
  'GET /api/profile-pictures/:key': 'public',
  'GET /api/images/:key': 'public',
  'GET /api/images/:key/thumb': 'public',
  'GET /api/institute/dashboard-stats': ['instituteAdmin'],
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
  'POST /api/bus-ads/:advertisementId/enquiries': { access: ['instituteAdmin'], own: 'busAd', body: { message: 'Is the bus still available?', phone: '9822011111' } },
};
