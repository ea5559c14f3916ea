// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const transferCertificatesApi = clientEndpoints<typeof contract.transferCertificatesApi>({
  list: { method: 'GET', path: '/api/students/:studentId/transfer-certificates', access: ['instituteAdmin', 'instituteUser'] },
  issue: { method: 'POST', path: '/api/students/:studentId/transfer-certificates', access: ['instituteAdmin', 'instituteUser'] },
  duplicate: { method: 'POST', path: '/api/transfer-certificates/:tcId/duplicate', access: ['instituteAdmin', 'instituteUser'] },
  pdf: { method: 'GET', path: '/api/transfer-certificates/:tcId/pdf', access: ['instituteAdmin', 'instituteUser'], file: true },
});
