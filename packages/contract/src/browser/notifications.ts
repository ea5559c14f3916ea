// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const notificationsApi = clientEndpoints<typeof contract.notificationsApi>({
  list: { method: 'GET', path: '/api/notifications', access: 'signedIn', paged: true },
  markRead: { method: 'PATCH', path: '/api/notifications/:id/read', access: 'signedIn' },
});
