// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const classesApi = clientEndpoints<typeof contract.classesApi>({
  years: { method: 'GET', path: '/api/academic-years', access: ['instituteAdmin', 'instituteUser'] },
  addYear: { method: 'POST', path: '/api/academic-years', access: ['instituteAdmin', 'instituteUser'] },
  makeYearCurrent: { method: 'PATCH', path: '/api/academic-years/:yearId/current', access: ['instituteAdmin', 'instituteUser'] },
  list: { method: 'GET', path: '/api/classes', access: ['instituteAdmin', 'instituteUser'] },
  add: { method: 'POST', path: '/api/classes', access: ['instituteAdmin', 'instituteUser'] },
  addStandard: { method: 'POST', path: '/api/classes/standard', access: ['instituteAdmin', 'instituteUser'] },
  update: { method: 'PUT', path: '/api/classes/:classId', access: ['instituteAdmin', 'instituteUser'] },
  remove: { method: 'DELETE', path: '/api/classes/:classId', access: ['instituteAdmin', 'instituteUser'] },
  addSection: { method: 'POST', path: '/api/classes/:classId/sections', access: ['instituteAdmin', 'instituteUser'] },
  updateSection: { method: 'PUT', path: '/api/sections/:sectionId', access: ['instituteAdmin', 'instituteUser'] },
  removeSection: { method: 'DELETE', path: '/api/sections/:sectionId', access: ['instituteAdmin', 'instituteUser'] },
});
