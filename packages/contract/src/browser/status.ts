// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const statusApi = clientEndpoints<typeof contract.statusApi>({
  status: { method: 'GET', path: '/api/status', access: ['superAdmin'] },
});
