// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const familiesApi = clientEndpoints<typeof contract.familiesApi>({
  ofStudent: { method: 'GET', path: '/api/families/students/:studentId', access: ['instituteAdmin', 'instituteUser'] },
  link: { method: 'POST', path: '/api/families/students/:studentId/siblings', access: ['instituteAdmin', 'instituteUser'] },
  unlink: { method: 'DELETE', path: '/api/families/students/:studentId', access: ['instituteAdmin', 'instituteUser'] },
  siblingRule: { method: 'GET', path: '/api/families/sibling-rule', access: ['instituteAdmin', 'instituteUser'] },
  setSiblingRule: { method: 'PUT', path: '/api/families/sibling-rule', access: ['instituteAdmin'] },
  removeSiblingRule: { method: 'DELETE', path: '/api/families/sibling-rule', access: ['instituteAdmin'] },
});
