import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  BatchDecisionAnswerSchema,
  BatchDecisionBodySchema,
  QueueItemSchema,
  QueueQuerySchema,
  QueueSummarySchema,
  ReasonTemplateBodySchema,
  ReasonTemplateSchema,
  TemplateIdParamSchema,
} from './schemas.ts';

const superAdmin = ['superAdmin'] as const;

/** The super admin's one queue of everything awaiting approval; each decision still goes through its own domain. */
export const moderationApi = endpoints('moderation', {
  queue: {
    method: 'GET',
    path: '/api/moderation/queue',
    access: superAdmin,
    summary: 'Registrations and bus ads awaiting approval, oldest first',
    query: QueueQuerySchema,
    answer: z.array(QueueItemSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  summary: {
    method: 'GET',
    path: '/api/moderation/summary',
    access: superAdmin,
    summary: 'How many items wait, and since when the oldest',
    answer: QueueSummarySchema,
    errors: [401, 403],
  },
  decide: {
    method: 'POST',
    path: '/api/moderation/decisions',
    access: superAdmin,
    summary: 'Approve or reject up to 100 items; each is decided on its own, and the answer names those that failed',
    body: BatchDecisionBodySchema,
    answer: BatchDecisionAnswerSchema,
    errors: [400, 401, 403],
  },
  templates: {
    method: 'GET',
    path: '/api/moderation/reason-templates',
    access: superAdmin,
    summary: 'Saved rejection reasons',
    answer: z.array(ReasonTemplateSchema),
    errors: [401, 403],
  },
  addTemplate: {
    method: 'POST',
    path: '/api/moderation/reason-templates',
    access: superAdmin,
    summary: 'Save a rejection reason',
    body: ReasonTemplateBodySchema,
    answer: ReasonTemplateSchema,
    status: 201,
    errors: [400, 401, 403],
  },
  removeTemplate: {
    method: 'DELETE',
    path: '/api/moderation/reason-templates/:id',
    access: superAdmin,
    summary: 'Delete a saved rejection reason',
    params: TemplateIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
});
