// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const suppliersApi = clientEndpoints<typeof contract.suppliersApi>({
  list: { method: 'GET', path: '/api/suppliers', access: ['superAdmin', 'instituteAdmin'], paged: true },
  get: { method: 'GET', path: '/api/suppliers/:id', access: ['superAdmin', 'instituteAdmin'] },
  create: { method: 'POST', path: '/api/suppliers', access: ['superAdmin'], multipart: true },
  update: { method: 'PUT', path: '/api/suppliers/:id', access: ['superAdmin'], multipart: true },
  delete: { method: 'DELETE', path: '/api/suppliers/:id', access: ['superAdmin'] },
  sendEnquiry: { method: 'POST', path: '/api/suppliers/:id/enquiries', access: ['instituteAdmin'] },
  enquiries: { method: 'GET', path: '/api/enquiries', access: ['superAdmin', 'instituteAdmin'], paged: true },
  setEnquiryStatus: { method: 'PATCH', path: '/api/enquiries/:id/status', access: ['superAdmin', 'instituteAdmin'] },
  enquiryThread: { method: 'GET', path: '/api/enquiries/:id/thread', access: ['superAdmin', 'instituteAdmin'] },
  replyToEnquiry: { method: 'POST', path: '/api/enquiries/:id/messages', access: ['instituteAdmin'] },
  supplierThread: { method: 'GET', path: '/api/public/enquiries/:token', access: 'public' },
  supplierReply: { method: 'POST', path: '/api/public/enquiries/:token', access: 'public' },
});
