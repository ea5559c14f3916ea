import type { FastifyInstance } from 'fastify';
import { BOOKKEEPING_MESSAGES as M, bookkeepingApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { withMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { ledgersOf, setLedgers } from './ledgers.ts';
import { assignCredit, confirmMatched, dismissCredit, reconciliation, uploadStatement } from './reconcile.ts';
import { tallyXml, vouchersCsv, vouchersOf } from './tally.ts';

export async function bookkeepingRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  const t = (request: Parameters<typeof requestLanguage>[0]) => translatorFor(requestLanguage(request));

  await withMultipart(app, (scope) =>
    route(scope, bookkeepingApi.uploadStatement, async (request) =>
      uploadStatement(db, callerInstitute(request), caller(request), request.body, t(request)),
    ),
  );
  route(app, bookkeepingApi.reconciliation, async (request) =>
    reconciliation(db, callerInstitute(request), request.query.days),
  );
  route(app, bookkeepingApi.confirmMatched, async (request) =>
    confirmMatched(db, callerInstitute(request), caller(request), t(request)),
  );
  route(app, bookkeepingApi.assignCredit, async (request) =>
    assignCredit(db, callerInstitute(request), caller(request), request.params.creditId, request.body.studentId),
  );
  route(app, bookkeepingApi.dismissCredit, async (request) => {
    await dismissCredit(db, callerInstitute(request), caller(request).id, request.params.creditId, request.body.reason);
    return { message: M.creditDismissed };
  });
  route(app, bookkeepingApi.ledgers, async (request) => ledgersOf(db, callerInstitute(request)));
  route(app, bookkeepingApi.setLedgers, async (request) => setLedgers(db, callerInstitute(request), request.body));
  route(app, bookkeepingApi.exportAccounts, async (request) => {
    const { from, to, format } = request.query;
    const vouchers = await vouchersOf(db, callerInstitute(request), from, to);
    return format === 'csv'
      ? {
          contentType: 'text/csv; charset=utf-8',
          // A byte-order mark, so Excel reads the names in Indian scripts as UTF-8.
          data: Buffer.from(`\uFEFF${vouchersCsv(vouchers, t(request))}`, 'utf8'),
          cacheControl: 'no-store',
        }
      : {
          contentType: 'application/xml; charset=utf-8',
          data: Buffer.from(tallyXml(vouchers), 'utf8'),
          cacheControl: 'no-store',
        };
  });
}
