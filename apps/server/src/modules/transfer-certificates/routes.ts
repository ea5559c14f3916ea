import type { FastifyInstance } from 'fastify';
import { TC_MESSAGES, transferCertificatesApi as api } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { tcPdf } from './pdf.ts';
import { duplicateTc, findTc, issueTc, listTcs } from './service.ts';

export async function transferCertificateRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  route(app, api.list, async (request) => listTcs(db, callerInstitute(request), request.params.studentId));
  route(app, api.issue, async (request) =>
    issueTc(db, callerInstitute(request), caller(request), request.params.studentId, request.body),
  );
  route(app, api.duplicate, async (request) =>
    duplicateTc(db, callerInstitute(request), request.params.tcId, request.body.reason),
  );
  route(app, api.pdf, async (request) => {
    const institute = callerInstitute(request);
    const tc = await findTc(db, institute, request.params.tcId);
    const duplicate = request.query.duplicate === 'true';
    if (duplicate && tc.duplicates === 0) throw conflict(TC_MESSAGES.noDuplicate);
    return {
      contentType: 'application/pdf',
      data: await tcPdf(db, institute, tc, duplicate, requestLanguage(request)),
      cacheControl: 'no-store',
    };
  });
}
