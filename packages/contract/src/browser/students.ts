// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const studentsApi = clientEndpoints<typeof contract.studentsApi>({
  list: { method: 'GET', path: '/api/students', access: ['instituteAdmin', 'instituteUser'], paged: true },
  export: { method: 'GET', path: '/api/students/export', access: ['instituteAdmin', 'instituteUser'], file: true },
  summary: { method: 'GET', path: '/api/students/summary', access: ['instituteAdmin', 'instituteUser'] },
  nextAdmissionNumber: { method: 'GET', path: '/api/students/next-admission-number', access: ['instituteAdmin', 'instituteUser'] },
  add: { method: 'POST', path: '/api/students', access: ['instituteAdmin', 'instituteUser'] },
  get: { method: 'GET', path: '/api/students/:studentId', access: ['instituteAdmin', 'instituteUser'] },
  update: { method: 'PUT', path: '/api/students/:studentId', access: ['instituteAdmin', 'instituteUser'] },
  leave: { method: 'PATCH', path: '/api/students/:studentId/leave', access: ['instituteAdmin', 'instituteUser'] },
  readmit: { method: 'POST', path: '/api/students/:studentId/readmit', access: ['instituteAdmin', 'instituteUser'] },
  moveClass: { method: 'POST', path: '/api/students/:studentId/move-class', access: ['instituteAdmin', 'instituteUser'] },
  move: { method: 'POST', path: '/api/students/move', access: ['instituteAdmin', 'instituteUser'] },
  promote: { method: 'POST', path: '/api/students/promote', access: ['instituteAdmin', 'instituteUser'] },
  import: { method: 'POST', path: '/api/students/import', access: ['instituteAdmin', 'instituteUser'] },
});
