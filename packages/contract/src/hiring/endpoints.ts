import { z } from 'zod';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import {
  ApplicationIdParamSchema,
  ConversationAnswerSchema,
  HiringDeskAnswerSchema,
  HiringDeskSchema,
  HiringMessageFormSchema,
  InvitationAnswerSchema,
  InvitationFormSchema,
  InvitationIdParamSchema,
  OfferAnswerSchema,
  OfferFormSchema,
  OfferIdParamSchema,
  StartConversationSchema,
  UnreadSchema,
} from './schemas.ts';

const staff = ['instituteAdmin', 'instituteUser'] as const;
const parties = ['instituteAdmin', 'instituteUser', 'jobseeker'] as const;

/**
 * The hiring desk of one application: the school and the candidate write to each other, the school
 * invites her to an interview or demo lesson and sends an offer, she answers. Anyone else: 404.
 */
export const hiringApi = endpoints('hiring', {
  desk: {
    method: 'GET',
    path: '/api/hiring/applications/:applicationId',
    access: parties,
    summary:
      "An application's thread, invitations and offers, for its school and its candidate; opening it marks the other side's messages read",
    params: ApplicationIdParamSchema,
    answer: HiringDeskSchema,
    errors: [400, 401, 403, 404],
  },
  write: {
    method: 'POST',
    path: '/api/hiring/applications/:applicationId/messages',
    access: parties,
    summary: 'Write in the thread; the other side is notified and e-mailed a link to it',
    params: ApplicationIdParamSchema,
    body: HiringMessageFormSchema,
    status: 201,
    answer: HiringDeskAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  start: {
    method: 'POST',
    path: '/api/hiring/conversations',
    access: staff,
    summary:
      'The school writes to a teacher about one of its jobs (from Find Employee): her application is the thread, made at Shortlisted when she has none',
    body: StartConversationSchema,
    status: 201,
    answer: ConversationAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  unread: {
    method: 'GET',
    path: '/api/hiring/unread',
    access: parties,
    summary: "Messages the caller has not read yet, across the caller's threads",
    answer: UnreadSchema,
    errors: [401, 403],
  },
  invite: {
    method: 'POST',
    path: '/api/hiring/applications/:applicationId/invitations',
    access: staff,
    summary:
      'Propose one or more times (Indian time) for an interview or demo lesson; the candidate is e-mailed and the applicant moves to Interview',
    params: ApplicationIdParamSchema,
    body: InvitationFormSchema,
    status: 201,
    answer: HiringDeskAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  answerInvitation: {
    method: 'POST',
    path: '/api/hiring/invitations/:invitationId/answer',
    access: ['jobseeker'],
    summary:
      'The candidate takes one time (409 when another candidate just took it), asks for another or declines; both sides get the calendar invitation',
    params: InvitationIdParamSchema,
    body: InvitationAnswerSchema,
    answer: HiringDeskAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  offer: {
    method: 'POST',
    path: '/api/hiring/applications/:applicationId/offers',
    access: staff,
    summary: 'Send an offer (position, monthly pay, joining date) with its letter; the applicant moves to Offered',
    params: ApplicationIdParamSchema,
    body: OfferFormSchema,
    status: 201,
    answer: HiringDeskAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  offerLetter: {
    method: 'GET',
    path: '/api/hiring/offers/:offerId/letter',
    access: parties,
    summary: "The offer letter as a PDF on the school's letterhead, in the language it was written in",
    params: OfferIdParamSchema,
    answer: z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' }),
    file: true,
    errors: [400, 401, 403, 404],
  },
  answerOffer: {
    method: 'POST',
    path: '/api/hiring/offers/:offerId/answer',
    access: ['jobseeker'],
    summary: 'The candidate accepts (the applicant moves to Hired) or declines the offer',
    params: OfferIdParamSchema,
    body: OfferAnswerSchema,
    answer: HiringDeskAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
