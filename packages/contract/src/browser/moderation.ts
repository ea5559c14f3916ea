// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const moderationApi = clientEndpoints<typeof contract.moderationApi>({
  queue: { method: 'GET', path: '/api/moderation/queue', access: ['superAdmin'], paged: true },
  summary: { method: 'GET', path: '/api/moderation/summary', access: ['superAdmin'] },
  decide: { method: 'POST', path: '/api/moderation/decisions', access: ['superAdmin'] },
  templates: { method: 'GET', path: '/api/moderation/reason-templates', access: ['superAdmin'] },
  addTemplate: { method: 'POST', path: '/api/moderation/reason-templates', access: ['superAdmin'] },
  removeTemplate: { method: 'DELETE', path: '/api/moderation/reason-templates/:id', access: ['superAdmin'] },
});
