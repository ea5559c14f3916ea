import { z } from 'zod';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import {
  CashSummaryQuerySchema,
  CashSummarySchema,
  CollectionsExportQuerySchema,
  CollectionsReportSchema,
  DateRangeQuerySchema,
  DuesByClassQuerySchema,
  DuesByClassSchema,
  FeeCardSchema,
  FeeDashboardSchema,
  SetupProgressSchema,
} from './report-schemas.ts';
import { StudentIdParamsSchema } from './schemas.ts';

const office = ['instituteAdmin', 'instituteUser'] as const;
const csvFile = z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' });

/** What the office reads of its fees: collections, the day's cash, dues by class, a student's card, the dashboard. */
export const feeReportsApi = endpoints('fees', {
  collections: {
    method: 'GET',
    path: '/api/fees/reports/collections',
    access: office,
    summary:
      'Collections of a span of payment dates (at most 366 days) by day, by mode and by head; receipts that stand only',
    query: DateRangeQuerySchema,
    answer: CollectionsReportSchema,
    errors: [400, 401, 403],
  },
  collectionsCsv: {
    method: 'GET',
    path: '/api/fees/reports/collections/export',
    access: office,
    summary: 'One table of the collections report (by day, mode or head) as a CSV file',
    query: CollectionsExportQuerySchema,
    answer: csvFile,
    file: true,
    errors: [400, 401, 403],
  },
  cashSummary: {
    method: 'GET',
    path: '/api/fees/reports/cash-summary',
    access: office,
    summary:
      "A day's collections per clerk and mode for the hand-over, with the receipts cancelled or bounced listed apart",
    query: CashSummaryQuerySchema,
    answer: CashSummarySchema,
    errors: [400, 401, 403],
  },
  cashSummaryCsv: {
    method: 'GET',
    path: '/api/fees/reports/cash-summary/export',
    access: office,
    summary: "A day's cash summary as a CSV file",
    query: CashSummaryQuerySchema,
    answer: csvFile,
    file: true,
    errors: [400, 401, 403],
  },
  duesByClass: {
    method: 'GET',
    path: '/api/fees/reports/dues-by-class',
    access: office,
    summary:
      "Each class's dues, collections, outstanding and defaulters for an academic year (left out: the current one)",
    query: DuesByClassQuerySchema,
    answer: DuesByClassSchema,
    errors: [400, 401, 403, 404],
  },
  duesByClassCsv: {
    method: 'GET',
    path: '/api/fees/reports/dues-by-class/export',
    access: office,
    summary: 'Dues by class as a CSV file',
    query: DuesByClassQuerySchema,
    answer: csvFile,
    file: true,
    errors: [400, 401, 403, 404],
  },
  feeCard: {
    method: 'GET',
    path: '/api/fees/students/:studentId/fee-card',
    access: office,
    summary: "A student's fee card: dues per head and instalment of every year charged or paid, and every receipt",
    params: StudentIdParamsSchema,
    answer: FeeCardSchema,
    errors: [400, 401, 403, 404],
  },
  dashboard: {
    method: 'GET',
    path: '/api/fees/dashboard',
    access: office,
    summary:
      "Today's collections, this month's collections against what falls due this month, and the five classes most overdue",
    answer: FeeDashboardSchema,
    errors: [401, 403],
  },
  setupProgress: {
    method: 'GET',
    path: '/api/fees/setup-progress',
    access: office,
    summary:
      'The first-run checklist: a current year, its classes, students, a fee structure and a first receipt, each done or not',
    answer: SetupProgressSchema,
    errors: [401, 403],
  },
});
