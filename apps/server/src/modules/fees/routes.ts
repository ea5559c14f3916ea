import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEE_MESSAGES, feeAssignmentsApi, feeStructureTableApi, feesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { assignHead, endAssignment, studentHeads } from './assignments.ts';
import { tuitionCertificatePdf } from './certificate.ts';
import { collect } from './collect.ts';
import { addConcession, listConcessions, removeConcession } from './concessions.ts';
import { listLateFeeRules, removeLateFeeRule, setLateFeeRule, waiveLateFee } from './late-fees.ts';
import { studentDues } from './dues.ts';
import { listWriteOffs, writeOff } from './write-offs.ts';
import { linkedReceipt, revokeReceiptLink, shareReceipt, toPublicReceipt } from './links.ts';
import { checkPaymentDate } from './payment-date.ts';
import { receiptPdf } from './pdf.ts';
import { registerReceiptPage } from './receipt-page.ts';
import { receiptPrefix, setReceiptPrefix } from './receipt-prefix.ts';
import { copyStructure } from './copy-structure.ts';
import { defaulters, defaultersCsv } from './reports.ts';
import { bounceCheque, cancelReceipt, receiptOf } from './receipts.ts';
import { addHead, listHeads, setStructure, structureOfClass } from './setup.ts';
import { setStructureTable } from './structure-table.ts';

export async function feeRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  /** A receipt by the parent's link: every look counts against the address, then an unknown or revoked token is a 404. */
  const opened = async (request: FastifyRequest, token: string) => {
    await deps.rateLimits.consume('receiptLinkPerIp', request.ip);
    const found = await linkedReceipt(db, token);
    if (!found) throw notFound(FEE_MESSAGES.linkInvalid);
    return found;
  };

  route(app, feesApi.heads, async (request) => listHeads(db, callerInstitute(request)));
  route(app, feesApi.addHead, async (request) => addHead(db, callerInstitute(request), request.body));
  route(app, feesApi.structure, async (request) =>
    structureOfClass(db, callerInstitute(request), request.query.classId),
  );
  route(app, feesApi.setStructure, async (request) => setStructure(db, callerInstitute(request), request.body));
  route(app, feeStructureTableApi.setStructureTable, async (request) =>
    setStructureTable(db, callerInstitute(request), request.body),
  );
  route(app, feesApi.copyStructure, async (request) => copyStructure(db, callerInstitute(request), request.body));
  route(app, feeAssignmentsApi.studentHeads, async (request) =>
    studentHeads(db, callerInstitute(request), request.params.studentId),
  );
  route(app, feeAssignmentsApi.assignHead, async (request) =>
    assignHead(db, callerInstitute(request), caller(request).id, request.params.headId, request.body),
  );
  route(app, feeAssignmentsApi.endAssignment, async (request) =>
    endAssignment(db, callerInstitute(request), request.params.assignmentId, request.body),
  );
  route(app, feesApi.dues, async (request) =>
    studentDues(db, callerInstitute(request), request.params.studentId, request.query.on),
  );
  route(app, feesApi.waiveLateFee, async (request) =>
    waiveLateFee(db, callerInstitute(request), caller(request).id, request.params.studentId, request.body),
  );
  route(app, feesApi.writeOff, async (request) =>
    writeOff(db, callerInstitute(request), caller(request).id, request.params.studentId, request.body),
  );
  route(app, feesApi.writeOffs, async (request) => listWriteOffs(db, callerInstitute(request)));
  route(app, feesApi.lateFeeRules, async (request) => listLateFeeRules(db, callerInstitute(request)));
  route(app, feesApi.setLateFeeRule, async (request) => setLateFeeRule(db, callerInstitute(request), request.body));
  route(app, feesApi.removeLateFeeRule, async (request) =>
    removeLateFeeRule(db, callerInstitute(request), request.params.ruleId),
  );
  route(app, feesApi.concessions, async (request) => listConcessions(db, callerInstitute(request), request.query));
  route(app, feesApi.addConcession, async (request) =>
    addConcession(db, callerInstitute(request), caller(request).id, request.body),
  );
  route(app, feesApi.removeConcession, async (request) =>
    removeConcession(db, callerInstitute(request), request.params.concessionId),
  );
  route(app, feesApi.collect, async (request) => {
    const me = caller(request);
    const dating = checkPaymentDate(request.body.paidOn, request.body.paidOnReason, {
      ...me,
      backdateDays: deps.config.FEE_BACKDATE_DAYS,
    });
    return (await collect(db, callerInstitute(request), me, request.body, dating)).receipt;
  });
  route(app, feesApi.receipt, async (request) => receiptOf(db, callerInstitute(request), request.params.receiptId));
  route(app, feesApi.receiptPdf, async (request) => {
    const at = callerInstitute(request);
    const receipt = await receiptOf(db, at, request.params.receiptId);
    return {
      contentType: 'application/pdf',
      data: await receiptPdf(db, at, receipt, request.query.copies, requestLanguage(request)),
      cacheControl: 'no-store',
    };
  });
  route(app, feesApi.cancel, async (request) =>
    cancelReceipt(db, callerInstitute(request), caller(request), request.params.receiptId, request.body),
  );
  route(app, feesApi.bounce, async (request) =>
    bounceCheque(db, callerInstitute(request), caller(request), request.params.receiptId, request.body),
  );
  route(app, feesApi.defaulters, async (request) => defaulters(db, callerInstitute(request), request.query));
  route(app, feesApi.tuitionCertificate, async (request) => ({
    contentType: 'application/pdf',
    data: await tuitionCertificatePdf(
      db,
      callerInstitute(request),
      request.params.studentId,
      request.query.year,
      new Date(),
      requestLanguage(request),
    ),
    cacheControl: 'no-store',
  }));
  route(app, feesApi.receiptPrefix, async (request) => receiptPrefix(db, callerInstitute(request)));
  route(app, feesApi.setReceiptPrefix, async (request) =>
    setReceiptPrefix(db, callerInstitute(request), request.body.prefix),
  );
  route(app, feesApi.shareReceipt, async (request) =>
    shareReceipt(db, callerInstitute(request), caller(request).id, request.params.receiptId),
  );
  route(app, feesApi.revokeReceiptLink, async (request) => {
    await revokeReceiptLink(db, callerInstitute(request), request.params.receiptId);
    return { message: FEE_MESSAGES.linkRevoked };
  });
  route(app, feesApi.publicReceipt, async (request) =>
    toPublicReceipt((await opened(request, request.params.token)).receipt),
  );
  route(app, feesApi.publicReceiptPdf, async (request) => {
    const { receipt, at } = await opened(request, request.params.token);
    return {
      contentType: 'application/pdf',
      data: await receiptPdf(db, at, receipt, 1, requestLanguage(request)),
      cacheControl: 'no-store',
    };
  });
  registerReceiptPage(app, deps);
  route(app, feesApi.defaultersCsv, async (request) => ({
    contentType: 'text/csv; charset=utf-8',
    // A byte-order mark, so Excel reads the names in Indian scripts as UTF-8.
    data: Buffer.from(
      `\uFEFF${await defaultersCsv(db, callerInstitute(request), request.query, translatorFor(requestLanguage(request)))}`,
      'utf8',
    ),
    cacheControl: 'no-store',
  }));
}
