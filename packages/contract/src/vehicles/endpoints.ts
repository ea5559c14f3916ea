import { z } from 'zod';
import { ReasonBodySchema } from '../accounts/schemas.ts';
import { MessageSchema } from '../common.ts';
import { EnquiryStatusBodySchema } from '../suppliers/enquiries.ts';
import { ThreadReplyFormSchema } from '../threads.ts';
import { endpoints } from '../http/endpoint.ts';
import { imagesBodyLimit, PHOTO_RULES } from '../images/rules.ts';
import {
  AppealAdBodySchema,
  AdAnswerSchema,
  AdvertisementIdParamSchema,
  BuyQuerySchema,
  CreateVehicleAdSchema,
  BusAdEnquiryFormSchema,
  BusAdEnquirySchema,
  BusEnquiryIdParamSchema,
  BusEnquiryListQuerySchema,
  BusEnquirySummarySchema,
  BusEnquiryThreadSchema,
  MAX_PHOTOS,
  MyAdsQuerySchema,
  PendingAdsAnswerSchema,
  PendingAdsQuerySchema,
  ReviewedAdsQuerySchema,
  UpdateVehicleAdSchema,
  VehicleAdDetailSchema,
  VehicleAdSchema,
} from './schemas.ts';

const superAdmin = ['superAdmin'] as const;
const instituteAdmin = ['instituteAdmin'] as const;

/** A form with up to ten photos: the body holds them all, while each file keeps the photo limit. */
const photoForm = { multipart: true, bodyLimit: imagesBodyLimit(MAX_PHOTOS), fileLimit: PHOTO_RULES.maxBytes } as const;

/**
 * The school-bus marketplace: institutes sell and buy, the super admin approves each ad before anyone
 * else sees it. The first three calls are the spec's; the rest are at the paths issue 10 names.
 */
export const vehiclesApi = endpoints('vehicles', {
  pending: {
    method: 'GET',
    path: '/api/bus-ads/by-workflow-status/submitted',
    access: superAdmin,
    summary:
      'Ads waiting for approval, oldest first, each with its photos as base64 (the spec’s answer); a few per page, the total in X-Total-Count',
    query: PendingAdsQuerySchema,
    answer: PendingAdsAnswerSchema,
    paged: true,
    errors: [400, 401, 403],
  },
  approve: {
    method: 'PUT',
    path: '/api/bus-ads/approve/ads/:advertisementId',
    access: superAdmin,
    summary: 'Approve a pending ad: buyers see it from now on, and the seller is told',
    params: AdvertisementIdParamSchema,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  reject: {
    method: 'PUT',
    path: '/api/bus-ads/reject/ads/:advertisementId',
    access: superAdmin,
    summary: 'Reject a pending ad with an optional reason, which the seller is told',
    params: AdvertisementIdParamSchema,
    // The same body as a rejected registration's; the service requires the reason, which the seller reads.
    body: ReasonBodySchema,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  approved: {
    method: 'GET',
    path: '/api/bus-ads/by-workflow-status/approved',
    access: superAdmin,
    summary: 'Approved ads (sold ones included), latest decision first',
    query: ReviewedAdsQuerySchema,
    answer: z.array(VehicleAdSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  rejected: {
    method: 'GET',
    path: '/api/bus-ads/by-workflow-status/rejected',
    access: superAdmin,
    summary: 'Rejected ads with their reasons, latest decision first',
    query: ReviewedAdsQuerySchema,
    answer: z.array(VehicleAdSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  create: {
    method: 'POST',
    path: '/api/bus-ads',
    access: instituteAdmin,
    summary: 'Post a bus for sale (multipart: the ad’s fields and 1 to 10 photos named photos); it waits for approval',
    body: CreateVehicleAdSchema,
    status: 201,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 413, 415],
    ...photoForm,
  },
  buy: {
    method: 'GET',
    path: '/api/bus-ads',
    access: instituteAdmin,
    summary: 'Approved, unsold ads of other institutes, filtered and sorted, one page',
    query: BuyQuerySchema,
    answer: z.array(VehicleAdSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  mine: {
    method: 'GET',
    path: '/api/bus-ads/mine',
    access: instituteAdmin,
    summary: 'The caller’s institute’s own ads in every state, newest first',
    query: MyAdsQuerySchema,
    answer: z.array(VehicleAdSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  detail: {
    method: 'GET',
    path: '/api/bus-ads/:advertisementId',
    access: ['instituteAdmin', 'superAdmin'],
    summary: 'One ad: the seller’s own in any state (with its enquiries), another institute’s once approved and unsold',
    params: AdvertisementIdParamSchema,
    answer: VehicleAdDetailSchema,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PUT',
    path: '/api/bus-ads/:advertisementId',
    access: instituteAdmin,
    summary:
      'Edit an own ad (multipart, like posting; photoOrder keeps and orders photos); an approved or rejected ad goes back for approval',
    params: AdvertisementIdParamSchema,
    body: UpdateVehicleAdSchema,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    ...photoForm,
  },
  appeal: {
    method: 'POST',
    path: '/api/bus-ads/:advertisementId/appeal',
    access: instituteAdmin,
    summary: 'Appeal the rejection of an own ad once, with a message: it returns to the queue marked appeal',
    params: AdvertisementIdParamSchema,
    body: AppealAdBodySchema,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  markSold: {
    method: 'PATCH',
    path: '/api/bus-ads/:advertisementId/sold',
    access: instituteAdmin,
    summary: 'Mark an own approved ad as sold: it leaves the Buy list',
    params: AdvertisementIdParamSchema,
    answer: AdAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/api/bus-ads/:advertisementId',
    access: instituteAdmin,
    summary: 'Delete an own ad and its photos',
    params: AdvertisementIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
  enquire: {
    method: 'POST',
    path: '/api/bus-ads/:advertisementId/enquiries',
    access: instituteAdmin,
    summary:
      'Send the seller of an approved ad a message and a phone to call back; the seller is notified and e-mailed',
    params: AdvertisementIdParamSchema,
    body: BusAdEnquiryFormSchema,
    status: 201,
    answer: z.object({ message: z.string(), enquiry: BusAdEnquirySchema }),
    errors: [400, 401, 403, 404, 409],
  },
  enquiriesSent: {
    method: 'GET',
    path: '/api/bus-enquiries',
    access: instituteAdmin,
    summary:
      "The bus enquiries the caller's institute sent, newest first, with each one's status and whether the bus is sold",
    query: BusEnquiryListQuerySchema,
    answer: z.array(BusEnquirySummarySchema),
    paged: true,
    errors: [400, 401, 403],
  },
  enquiryThread: {
    method: 'GET',
    path: '/api/bus-enquiries/:enquiryId',
    access: instituteAdmin,
    summary: 'A bus enquiry and its replies, for the buying and the selling institute only (anyone else: 404)',
    params: BusEnquiryIdParamSchema,
    answer: BusEnquiryThreadSchema,
    errors: [400, 401, 403, 404],
  },
  replyToEnquiry: {
    method: 'POST',
    path: '/api/bus-enquiries/:enquiryId/messages',
    access: instituteAdmin,
    summary:
      'The buyer or the seller writes in the thread; the other side is notified and e-mailed (a seller’s reply marks it answered)',
    params: BusEnquiryIdParamSchema,
    body: ThreadReplyFormSchema,
    status: 201,
    answer: BusEnquiryThreadSchema,
    errors: [400, 401, 403, 404],
  },
  setEnquiryStatus: {
    method: 'PATCH',
    path: '/api/bus-enquiries/:enquiryId/status',
    access: instituteAdmin,
    summary: 'Either party marks a bus enquiry sent, answered or closed',
    params: BusEnquiryIdParamSchema,
    body: EnquiryStatusBodySchema,
    answer: BusEnquiryThreadSchema,
    errors: [400, 401, 403, 404],
  },
});
