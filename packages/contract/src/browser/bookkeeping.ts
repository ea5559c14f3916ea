// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const bookkeepingApi = clientEndpoints<typeof contract.bookkeepingApi>({
  uploadStatement: { method: 'POST', path: '/api/bookkeeping/statements', access: ['instituteAdmin', 'instituteUser'], multipart: true },
  reconciliation: { method: 'GET', path: '/api/bookkeeping/reconciliation', access: ['instituteAdmin', 'instituteUser'] },
  confirmMatched: { method: 'POST', path: '/api/bookkeeping/reconciliation/confirm', access: ['instituteAdmin', 'instituteUser'] },
  assignCredit: { method: 'POST', path: '/api/bookkeeping/credits/:creditId/receipt', access: ['instituteAdmin', 'instituteUser'] },
  dismissCredit: { method: 'POST', path: '/api/bookkeeping/credits/:creditId/dismiss', access: ['instituteAdmin', 'instituteUser'] },
  ledgers: { method: 'GET', path: '/api/bookkeeping/ledgers', access: ['instituteAdmin', 'instituteUser'] },
  setLedgers: { method: 'PUT', path: '/api/bookkeeping/ledgers', access: ['instituteAdmin'] },
  exportAccounts: { method: 'GET', path: '/api/bookkeeping/export', access: ['instituteAdmin', 'instituteUser'], file: true },
});
