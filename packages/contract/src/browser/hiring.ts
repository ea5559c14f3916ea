// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const hiringApi = clientEndpoints<typeof contract.hiringApi>({
  desk: { method: 'GET', path: '/api/hiring/applications/:applicationId', access: ['instituteAdmin', 'instituteUser', 'jobseeker'] },
  write: { method: 'POST', path: '/api/hiring/applications/:applicationId/messages', access: ['instituteAdmin', 'instituteUser', 'jobseeker'] },
  start: { method: 'POST', path: '/api/hiring/conversations', access: ['instituteAdmin', 'instituteUser'] },
  unread: { method: 'GET', path: '/api/hiring/unread', access: ['instituteAdmin', 'instituteUser', 'jobseeker'] },
  invite: { method: 'POST', path: '/api/hiring/applications/:applicationId/invitations', access: ['instituteAdmin', 'instituteUser'] },
  answerInvitation: { method: 'POST', path: '/api/hiring/invitations/:invitationId/answer', access: ['jobseeker'] },
  offer: { method: 'POST', path: '/api/hiring/applications/:applicationId/offers', access: ['instituteAdmin', 'instituteUser'] },
  offerLetter: { method: 'GET', path: '/api/hiring/offers/:offerId/letter', access: ['instituteAdmin', 'instituteUser', 'jobseeker'], file: true },
  answerOffer: { method: 'POST', path: '/api/hiring/offers/:offerId/answer', access: ['jobseeker'] },
});
