// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const yearEndApi = clientEndpoints<typeof contract.yearEndApi>({
  preview: { method: 'POST', path: '/api/year-end/preview', access: ['instituteAdmin', 'instituteUser'] },
  run: { method: 'POST', path: '/api/year-end/run', access: ['instituteAdmin', 'instituteUser'] },
});
