// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const policiesApi = clientEndpoints<typeof contract.policiesApi>({
  terms: { method: 'GET', path: '/docs/terms.txt', access: 'public', text: true },
  privacy: { method: 'GET', path: '/docs/privacy.txt', access: 'public', text: true },
  guidelines: { method: 'GET', path: '/docs/guidelines.txt', access: 'public', text: true },
});
