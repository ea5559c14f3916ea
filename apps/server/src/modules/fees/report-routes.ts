import type { FastifyInstance } from 'fastify';
import { feeReportsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { cashSummary, cashSummaryCsv } from './cash-summary.ts';
import { collectionsCsv, collectionsReport } from './collections-report.ts';
import { feeDashboard } from './dashboard-figures.ts';
import { setupProgress } from './setup-progress.ts';
import { duesByClass, duesByClassCsv } from './dues-by-class.ts';
import { feeCard } from './fee-card.ts';

/** A CSV answer; the byte-order mark lets Excel read names in Indian scripts as UTF-8 (and the Hindi or Tamil headers). */
const csv = (text: string) => ({
  contentType: 'text/csv; charset=utf-8',
  data: Buffer.from(`\uFEFF${text}`, 'utf8'),
  cacheControl: 'no-store',
});

export async function feeReportRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  route(app, feeReportsApi.collections, async (request) =>
    collectionsReport(db, callerInstitute(request), request.query),
  );
  route(app, feeReportsApi.collectionsCsv, async (request) =>
    csv(
      collectionsCsv(
        await collectionsReport(db, callerInstitute(request), request.query),
        request.query.table,
        translatorFor(requestLanguage(request)),
      ),
    ),
  );
  route(app, feeReportsApi.cashSummary, async (request) =>
    cashSummary(db, callerInstitute(request), request.query.date),
  );
  route(app, feeReportsApi.cashSummaryCsv, async (request) =>
    csv(
      cashSummaryCsv(
        await cashSummary(db, callerInstitute(request), request.query.date),
        translatorFor(requestLanguage(request)),
      ),
    ),
  );
  route(app, feeReportsApi.duesByClass, async (request) =>
    duesByClass(db, callerInstitute(request), request.query.academicYearId),
  );
  route(app, feeReportsApi.duesByClassCsv, async (request) =>
    csv(
      duesByClassCsv(
        await duesByClass(db, callerInstitute(request), request.query.academicYearId),
        translatorFor(requestLanguage(request)),
      ),
    ),
  );
  route(app, feeReportsApi.feeCard, async (request) => feeCard(db, callerInstitute(request), request.params.studentId));
  route(app, feeReportsApi.dashboard, async (request) => feeDashboard(db, callerInstitute(request)));
  route(app, feeReportsApi.setupProgress, async (request) => setupProgress(db, callerInstitute(request)));
}
