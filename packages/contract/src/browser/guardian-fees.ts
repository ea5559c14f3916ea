// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const guardianFeesApi = clientEndpoints<typeof contract.guardianFeesApi>({
  upiSettings: { method: 'GET', path: '/api/guardian-fees/upi', access: ['instituteAdmin', 'instituteUser'] },
  setUpiSettings: { method: 'PUT', path: '/api/guardian-fees/upi', access: ['instituteAdmin'] },
  link: { method: 'PUT', path: '/api/guardian-fees/students/:studentId/link', access: ['instituteAdmin', 'instituteUser'] },
  reissueLink: { method: 'POST', path: '/api/guardian-fees/students/:studentId/link/reissue', access: ['instituteAdmin', 'instituteUser'] },
  familyLink: { method: 'PUT', path: '/api/guardian-fees/families/:familyId/link', access: ['instituteAdmin', 'instituteUser'] },
  remind: { method: 'POST', path: '/api/guardian-fees/students/:studentId/reminders', access: ['instituteAdmin', 'instituteUser'] },
  remindedToday: { method: 'GET', path: '/api/guardian-fees/reminders/today', access: ['instituteAdmin', 'instituteUser'] },
  claims: { method: 'GET', path: '/api/guardian-fees/claims', access: ['instituteAdmin', 'instituteUser'], paged: true },
  confirmClaim: { method: 'POST', path: '/api/guardian-fees/claims/:claimId/confirm', access: ['instituteAdmin', 'instituteUser'] },
  rejectClaim: { method: 'POST', path: '/api/guardian-fees/claims/:claimId/reject', access: ['instituteAdmin', 'instituteUser'] },
  feePage: { method: 'GET', path: '/api/public/fee-pages/:token', access: 'public' },
  claim: { method: 'POST', path: '/api/public/fee-pages/:token/claims', access: 'public' },
  familyPage: { method: 'GET', path: '/api/public/family-pages/:token', access: 'public' },
  familyClaim: { method: 'POST', path: '/api/public/family-pages/:token/claims', access: 'public' },
  familyReceiptPdf: { method: 'GET', path: '/api/public/family-pages/:token/receipts/:receiptId/pdf', access: 'public', file: true },
  receiptPdf: { method: 'GET', path: '/api/public/fee-pages/:token/receipts/:receiptId/pdf', access: 'public', file: true },
});
