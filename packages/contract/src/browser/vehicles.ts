// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const vehiclesApi = clientEndpoints<typeof contract.vehiclesApi>({
  pending: { method: 'GET', path: '/api/bus-ads/by-workflow-status/submitted', access: ['superAdmin'], paged: true },
  approve: { method: 'PUT', path: '/api/bus-ads/approve/ads/:advertisementId', access: ['superAdmin'] },
  reject: { method: 'PUT', path: '/api/bus-ads/reject/ads/:advertisementId', access: ['superAdmin'] },
  approved: { method: 'GET', path: '/api/bus-ads/by-workflow-status/approved', access: ['superAdmin'], paged: true },
  rejected: { method: 'GET', path: '/api/bus-ads/by-workflow-status/rejected', access: ['superAdmin'], paged: true },
  create: { method: 'POST', path: '/api/bus-ads', access: ['instituteAdmin'], multipart: true },
  buy: { method: 'GET', path: '/api/bus-ads', access: ['instituteAdmin'], paged: true },
  mine: { method: 'GET', path: '/api/bus-ads/mine', access: ['instituteAdmin'], paged: true },
  detail: { method: 'GET', path: '/api/bus-ads/:advertisementId', access: ['instituteAdmin', 'superAdmin'] },
  update: { method: 'PUT', path: '/api/bus-ads/:advertisementId', access: ['instituteAdmin'], multipart: true },
  appeal: { method: 'POST', path: '/api/bus-ads/:advertisementId/appeal', access: ['instituteAdmin'] },
  markSold: { method: 'PATCH', path: '/api/bus-ads/:advertisementId/sold', access: ['instituteAdmin'] },
  remove: { method: 'DELETE', path: '/api/bus-ads/:advertisementId', access: ['instituteAdmin'] },
  enquire: { method: 'POST', path: '/api/bus-ads/:advertisementId/enquiries', access: ['instituteAdmin'] },
  enquiriesSent: { method: 'GET', path: '/api/bus-enquiries', access: ['instituteAdmin'], paged: true },
  enquiryThread: { method: 'GET', path: '/api/bus-enquiries/:enquiryId', access: ['instituteAdmin'] },
  replyToEnquiry: { method: 'POST', path: '/api/bus-enquiries/:enquiryId/messages', access: ['instituteAdmin'] },
  setEnquiryStatus: { method: 'PATCH', path: '/api/bus-enquiries/:enquiryId/status', access: ['instituteAdmin'] },
});
