// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const feeAssignmentsApi = clientEndpoints<typeof contract.feeAssignmentsApi>({
  studentHeads: { method: 'GET', path: '/api/fees/students/:studentId/heads', access: ['instituteAdmin', 'instituteUser'] },
  assignHead: { method: 'POST', path: '/api/fees/heads/:headId/assignments', access: ['instituteAdmin', 'instituteUser'] },
  endAssignment: { method: 'POST', path: '/api/fees/assignments/:assignmentId/end', access: ['instituteAdmin', 'instituteUser'] },
});

export const feeReportsApi = clientEndpoints<typeof contract.feeReportsApi>({
  collections: { method: 'GET', path: '/api/fees/reports/collections', access: ['instituteAdmin', 'instituteUser'] },
  collectionsCsv: { method: 'GET', path: '/api/fees/reports/collections/export', access: ['instituteAdmin', 'instituteUser'], file: true },
  cashSummary: { method: 'GET', path: '/api/fees/reports/cash-summary', access: ['instituteAdmin', 'instituteUser'] },
  cashSummaryCsv: { method: 'GET', path: '/api/fees/reports/cash-summary/export', access: ['instituteAdmin', 'instituteUser'], file: true },
  duesByClass: { method: 'GET', path: '/api/fees/reports/dues-by-class', access: ['instituteAdmin', 'instituteUser'] },
  duesByClassCsv: { method: 'GET', path: '/api/fees/reports/dues-by-class/export', access: ['instituteAdmin', 'instituteUser'], file: true },
  feeCard: { method: 'GET', path: '/api/fees/students/:studentId/fee-card', access: ['instituteAdmin', 'instituteUser'] },
  dashboard: { method: 'GET', path: '/api/fees/dashboard', access: ['instituteAdmin', 'instituteUser'] },
  setupProgress: { method: 'GET', path: '/api/fees/setup-progress', access: ['instituteAdmin', 'instituteUser'] },
});

export const feesApi = clientEndpoints<typeof contract.feesApi>({
  heads: { method: 'GET', path: '/api/fees/heads', access: ['instituteAdmin', 'instituteUser'] },
  addHead: { method: 'POST', path: '/api/fees/heads', access: ['instituteAdmin', 'instituteUser'] },
  structure: { method: 'GET', path: '/api/fees/structure', access: ['instituteAdmin', 'instituteUser'] },
  setStructure: { method: 'PUT', path: '/api/fees/structure', access: ['instituteAdmin', 'instituteUser'] },
  copyStructure: { method: 'POST', path: '/api/fees/structure/copy', access: ['instituteAdmin', 'instituteUser'] },
  dues: { method: 'GET', path: '/api/fees/students/:studentId/dues', access: ['instituteAdmin', 'instituteUser'] },
  waiveLateFee: { method: 'POST', path: '/api/fees/students/:studentId/late-fee-waivers', access: ['instituteAdmin'] },
  writeOff: { method: 'POST', path: '/api/fees/students/:studentId/write-offs', access: ['instituteAdmin'] },
  writeOffs: { method: 'GET', path: '/api/fees/write-offs', access: ['instituteAdmin', 'instituteUser'] },
  lateFeeRules: { method: 'GET', path: '/api/fees/late-fee-rules', access: ['instituteAdmin', 'instituteUser'] },
  setLateFeeRule: { method: 'PUT', path: '/api/fees/late-fee-rules', access: ['instituteAdmin'] },
  removeLateFeeRule: { method: 'DELETE', path: '/api/fees/late-fee-rules/:ruleId', access: ['instituteAdmin'] },
  concessions: { method: 'GET', path: '/api/fees/concessions', access: ['instituteAdmin', 'instituteUser'], paged: true },
  addConcession: { method: 'POST', path: '/api/fees/concessions', access: ['instituteAdmin'] },
  removeConcession: { method: 'DELETE', path: '/api/fees/concessions/:concessionId', access: ['instituteAdmin'] },
  collect: { method: 'POST', path: '/api/fees/receipts', access: ['instituteAdmin', 'instituteUser'] },
  receipt: { method: 'GET', path: '/api/fees/receipts/:receiptId', access: ['instituteAdmin', 'instituteUser'] },
  receiptPdf: { method: 'GET', path: '/api/fees/receipts/:receiptId/pdf', access: ['instituteAdmin', 'instituteUser'], file: true },
  cancel: { method: 'PATCH', path: '/api/fees/receipts/:receiptId/cancel', access: ['instituteAdmin', 'instituteUser'] },
  bounce: { method: 'PATCH', path: '/api/fees/receipts/:receiptId/bounce', access: ['instituteAdmin', 'instituteUser'] },
  defaulters: { method: 'GET', path: '/api/fees/reports/defaulters', access: ['instituteAdmin', 'instituteUser'], paged: true },
  tuitionCertificate: { method: 'GET', path: '/api/fees/students/:studentId/tuition-certificate', access: ['instituteAdmin', 'instituteUser'], file: true },
  receiptPrefix: { method: 'GET', path: '/api/fees/receipt-prefix', access: ['instituteAdmin', 'instituteUser'] },
  setReceiptPrefix: { method: 'PUT', path: '/api/fees/receipt-prefix', access: ['instituteAdmin', 'instituteUser'] },
  shareReceipt: { method: 'PUT', path: '/api/fees/receipts/:receiptId/link', access: ['instituteAdmin', 'instituteUser'] },
  revokeReceiptLink: { method: 'DELETE', path: '/api/fees/receipts/:receiptId/link', access: ['instituteAdmin', 'instituteUser'] },
  publicReceipt: { method: 'GET', path: '/api/public/receipts/:token', access: 'public' },
  publicReceiptPdf: { method: 'GET', path: '/api/public/receipts/:token/pdf', access: 'public', file: true },
  defaultersCsv: { method: 'GET', path: '/api/fees/reports/defaulters/export', access: ['instituteAdmin', 'instituteUser'], file: true },
});

export const feeStructureTableApi = clientEndpoints<typeof contract.feeStructureTableApi>({
  setStructureTable: { method: 'PUT', path: '/api/fees/structure/table', access: ['instituteAdmin', 'instituteUser'] },
});
