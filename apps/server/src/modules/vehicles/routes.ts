import type { FastifyInstance } from 'fastify';
import { VEHICLE_MESSAGES, vehiclesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { withMultipart, uploadedName } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { adDetail, listForSale, listMine } from './browse.ts';
import {
  enquiryThread,
  listSent,
  replyToEnquiry,
  sendEnquiry,
  setEnquiryStatus,
  type EnquiryLinks,
} from './enquiries.ts';
import { decide, listPending, listReviewed } from './moderation.ts';
import { appealAd, createAd, deleteAd, markSold, updateAd, type Seller, type Upload } from './selling.ts';
import { registerBusSharePage } from './share.ts';

/** A form's file parts as the service takes them: bytes with the file's name. */
const uploads = (files: readonly unknown[]): Upload[] =>
  files.map((file) => ({ bytes: file instanceof Uint8Array ? file : new Uint8Array(), name: uploadedName(file) }));

export async function vehicleRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  const manageUrl = `${deps.config.publicUrl}/institute-admin/manage-ads`;
  const links: EnquiryLinks = { manageUrl, sentUrl: `${deps.config.publicUrl}/institute-admin/bus-enquiries` };
  const sellerOf = (request: Parameters<typeof callerInstitute>[0]): Seller => ({
    institute: callerInstitute(request),
    accountId: caller(request).id,
    manageUrl,
  });

  // The super admin's moderation (the spec's three calls) and lists.
  route(app, vehiclesApi.pending, async (request) => listPending(db, request.query));
  route(app, vehiclesApi.approve, async (request) => ({
    message: VEHICLE_MESSAGES.approved,
    ad: await decide(db, request.params.advertisementId, { kind: 'approved' }, manageUrl),
  }));
  route(app, vehiclesApi.reject, async (request) => ({
    message: VEHICLE_MESSAGES.rejected,
    ad: await decide(
      db,
      request.params.advertisementId,
      { kind: 'rejected', reason: request.body?.reason || null },
      manageUrl,
    ),
  }));
  route(app, vehiclesApi.approved, async (request) => listReviewed(db, 'approved', request.query));
  route(app, vehiclesApi.rejected, async (request) => listReviewed(db, 'rejected', request.query));

  // Institutes: buy, sell and manage their own ads.
  route(app, vehiclesApi.buy, async (request) => listForSale(db, callerInstitute(request), request.query));
  route(app, vehiclesApi.mine, async (request) => listMine(db, callerInstitute(request), request.query));
  route(app, vehiclesApi.detail, async (request) =>
    adDetail(
      db,
      caller(request).role === 'superAdmin' ? null : callerInstitute(request),
      request.params.advertisementId,
    ),
  );
  route(app, vehiclesApi.markSold, async (request) => ({
    message: VEHICLE_MESSAGES.markedSold,
    ad: await markSold(db, callerInstitute(request), request.params.advertisementId, links.sentUrl),
  }));
  route(app, vehiclesApi.appeal, async (request) => ({
    message: VEHICLE_MESSAGES.appealSent,
    ad: await appealAd(db, sellerOf(request), request.params.advertisementId, request.body.message),
  }));
  route(app, vehiclesApi.remove, async (request) => {
    await deleteAd(db, callerInstitute(request), request.params.advertisementId);
    return { message: VEHICLE_MESSAGES.deleted };
  });
  route(app, vehiclesApi.enquire, async (request) => {
    const me = caller(request);
    const enquiry = await sendEnquiry(
      db,
      { institute: callerInstitute(request), accountId: me.id, name: me.name, email: me.email },
      request.params.advertisementId,
      request.body,
      manageUrl,
    );
    return { message: VEHICLE_MESSAGES.enquirySent, enquiry };
  });
  route(app, vehiclesApi.enquiriesSent, async (request) => listSent(db, callerInstitute(request), request.query));
  route(app, vehiclesApi.enquiryThread, async (request) =>
    enquiryThread(db, callerInstitute(request), request.params.enquiryId),
  );
  route(app, vehiclesApi.replyToEnquiry, async (request) => {
    const me = caller(request);
    return replyToEnquiry(
      db,
      { institute: callerInstitute(request), name: me.name, email: me.email },
      request.params.enquiryId,
      request.body.message,
      links,
    );
  });
  route(app, vehiclesApi.setEnquiryStatus, async (request) =>
    setEnquiryStatus(db, callerInstitute(request), request.params.enquiryId, request.body.status),
  );

  await withMultipart(app, (scope) => {
    route(scope, vehiclesApi.create, async (request) => {
      const { photos, ...values } = request.body;
      return {
        message: VEHICLE_MESSAGES.submitted,
        ad: await createAd(db, sellerOf(request), values, uploads(photos)),
      };
    });
    route(scope, vehiclesApi.update, async (request) => {
      const { photos, photoOrder, ...values } = request.body;
      const { ad, resubmitted } = await updateAd(
        db,
        sellerOf(request),
        request.params.advertisementId,
        values,
        uploads(photos),
        photoOrder,
      );
      return { message: resubmitted ? VEHICLE_MESSAGES.resubmitted : VEHICLE_MESSAGES.submitted, ad };
    });
  });
  registerBusSharePage(app, deps);
}
