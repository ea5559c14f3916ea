import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENQUIRY_MESSAGES, SUPPLIER_MESSAGES, suppliersApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { withMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import type { ProductCatalogue } from './catalogue.ts';
import {
  enquiryThread,
  listEnquiries,
  replyAsInstitute,
  replyAsSupplier,
  sendEnquiry,
  setEnquiryStatus,
  supplierThread,
  type EnquiryReader,
  type SchoolPhone,
} from './enquiries.ts';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier, type Reader } from './service.ts';

/** The super admin curates (and sees inactive suppliers); institute admins read what is active. */
const readerOf = (request: FastifyRequest): Reader => ({ activeOnly: caller(request).role !== 'superAdmin' });

const enquiryReaderOf = (request: FastifyRequest): EnquiryReader =>
  caller(request).role === 'superAdmin' ? { everyInstitute: true } : { institute: callerInstitute(request) };

export async function supplierRoutes(
  app: FastifyInstance,
  { deps, catalogue, schoolPhone }: { deps: Deps; catalogue: ProductCatalogue; schoolPhone: SchoolPhone },
) {
  const { db } = deps;

  route(app, suppliersApi.list, async (request) => listSuppliers(db, request.query, readerOf(request)));
  route(app, suppliersApi.get, async (request) => getSupplier(db, request.params.id, readerOf(request)));

  await withMultipart(app, (scope) => {
    route(scope, suppliersApi.create, async (request) => ({
      message: SUPPLIER_MESSAGES.created,
      supplier: await createSupplier(db, request.body),
    }));
    route(scope, suppliersApi.update, async (request) => ({
      message: SUPPLIER_MESSAGES.updated,
      supplier: await updateSupplier(db, request.params.id, request.body),
    }));
  });

  route(app, suppliersApi.delete, async (request) => ({
    message: SUPPLIER_MESSAGES.deleted,
    ...(await deleteSupplier(db, catalogue, request.params.id)),
  }));

  route(app, suppliersApi.sendEnquiry, async (request) => ({
    message: ENQUIRY_MESSAGES.sent,
    enquiry: await sendEnquiry(
      db,
      deps.config,
      catalogue,
      schoolPhone,
      caller(request),
      callerInstitute(request),
      request.params.id,
      request.body,
    ),
  }));
  route(app, suppliersApi.enquiries, async (request) => listEnquiries(db, enquiryReaderOf(request), request.query));
  route(app, suppliersApi.setEnquiryStatus, async (request) => ({
    message: ENQUIRY_MESSAGES.statusChanged,
    enquiry: await setEnquiryStatus(db, enquiryReaderOf(request), request.params.id, request.body.status),
  }));
  route(app, suppliersApi.enquiryThread, async (request) =>
    enquiryThread(db, enquiryReaderOf(request), request.params.id),
  );
  route(app, suppliersApi.replyToEnquiry, async (request) =>
    replyAsInstitute(
      db,
      deps.config,
      caller(request),
      callerInstitute(request),
      request.params.id,
      request.body.message,
    ),
  );
  route(app, suppliersApi.supplierThread, async (request) => supplierThread(db, request.params.token));
  route(app, suppliersApi.supplierReply, async (request) =>
    replyAsSupplier(db, deps.config, request.params.token, request.body),
  );
}
