// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const cvApi = clientEndpoints<typeof contract.cvApi>({
  uploadCv: { method: 'PUT', path: '/api/jobseeker-profile/cv', access: ['jobseeker'], multipart: true },
  removeCv: { method: 'DELETE', path: '/api/jobseeker-profile/cv', access: ['jobseeker'] },
  downloadCv: { method: 'GET', path: '/api/jobseekers/:seekerId/cv', access: ['jobseeker', 'instituteAdmin', 'instituteUser'], file: true },
});

export const profilesApi = clientEndpoints<typeof contract.profilesApi>({
  superAdminProfile: { method: 'GET', path: '/api/superadmin-profile/:userId', access: ['superAdmin'] },
  updateSuperAdminProfile: { method: 'PUT', path: '/api/superadmin-profile/:userId', access: ['superAdmin'] },
  instituteProfile: { method: 'GET', path: '/api/institute-profile/:userId', access: ['instituteAdmin', 'superAdmin'] },
  updateInstituteProfile: { method: 'PUT', path: '/api/institute-profile/update/:userId', access: ['instituteAdmin'], multipart: true },
  instituteUserProfile: { method: 'GET', path: '/api/institute-user-profile/:userId', access: ['instituteUser'] },
  updateInstituteUserProfile: { method: 'PUT', path: '/api/institute-user-profile/:userId', access: ['instituteUser'] },
  jobseekerProfile: { method: 'GET', path: '/api/jobseeker-profile/:userId', access: ['jobseeker', 'superAdmin'] },
  updateJobseekerProfile: { method: 'PUT', path: '/api/jobseeker-profile/:userId', access: ['jobseeker'] },
  profilePicture: { method: 'GET', path: '/api/profile-pictures/:key', access: 'public', file: true },
  instituteDashboardStats: { method: 'GET', path: '/api/institute/dashboard-stats', access: ['instituteAdmin'] },
});
