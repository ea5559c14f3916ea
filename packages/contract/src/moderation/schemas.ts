import { z } from 'zod';
import { text } from '../fields.ts';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { MODERATION_MESSAGES } from './messages.ts';

/** What waits for the super admin: registrations (institutes and job seekers) and bus ads. */
export const MODERATION_KINDS = ['registration', 'ad'] as const;
export const ModerationKindSchema = z.enum(MODERATION_KINDS);
export type ModerationKind = z.infer<typeof ModerationKindSchema>;

/** One waiting item. `id` is what its own decision call names: the account's `_id`, the ad's advertisementId. */
export const QueueItemSchema = z.object({
  kind: ModerationKindSchema,
  id: z.string(),
  /** The institute's or person's name, or the bus. */
  title: z.string(),
  /** What the item's own review screen finds it by (the applicant's user ID, the ad's advertisementId): the queue links there. */
  reference: z.string(),
  /** A second line: the role and e-mail, or the selling institute. */
  detail: z.string(),
  /** Since when it waits: registered, submitted, or sent back for review. */
  waitingSince: IsoDateSchema,
  /** The applicant's or seller's appeal message when the item is back after a rejection, else null. */
  appeal: z.string().nullable(),
  /** What happened to it before, oldest first (a rejection and its reason, the appeal). */
  history: z.array(z.object({ action: z.string(), reason: z.string().nullable(), at: IsoDateSchema })),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueQuerySchema = PageQuerySchema.extend({ kind: ModerationKindSchema.optional() });
export type QueueQuery = z.output<typeof QueueQuerySchema>;

/** The dashboard's first card. */
export const QueueSummarySchema = z.object({
  waiting: z.number().int(),
  oldestSince: IsoDateSchema.nullable(),
});
export type QueueSummary = z.infer<typeof QueueSummarySchema>;

export const QueueRefSchema = z.object({ kind: ModerationKindSchema, id: text().min(1).max(100) });
export type QueueRef = z.infer<typeof QueueRefSchema>;

/** Up to 100 items, one decision and one reason (typed, or a saved one) for all of them. */
export const BatchDecisionBodySchema = z
  .object({
    action: z.enum(['approve', 'reject']),
    items: z.array(QueueRefSchema).min(1, MODERATION_MESSAGES.noneChosen).max(100, MODERATION_MESSAGES.tooMany),
    reason: text().trim().max(500, /*i18n*/ 'Reason must be at most 500 characters.').optional(),
    templateId: z.uuid({ error: MODERATION_MESSAGES.unknownTemplate }).optional(),
  })
  .refine((b) => new Set(b.items.map((i) => `${i.kind}:${i.id}`)).size === b.items.length, {
    message: MODERATION_MESSAGES.duplicate,
    path: ['items'],
  });
export type BatchDecisionBody = z.input<typeof BatchDecisionBodySchema>;

export const BatchDecisionAnswerSchema = z.object({
  message: z.string(),
  decided: z.array(QueueRefSchema),
  /** Each item that was not decided, with why; the others stand. */
  failed: z.array(QueueRefSchema.extend({ message: z.string() })),
});
export type BatchDecisionAnswer = z.infer<typeof BatchDecisionAnswerSchema>;

export const ReasonTemplateSchema = z.object({ _id: z.string(), text: z.string(), createdAt: IsoDateSchema });
export type ReasonTemplate = z.infer<typeof ReasonTemplateSchema>;

export const ReasonTemplateBodySchema = z.object({
  text: text(/*i18n*/ 'Reason text is required.')
    .trim()
    .min(1, /*i18n*/ 'Reason text is required.')
    .max(500, /*i18n*/ 'Reason must be at most 500 characters.'),
});
export type ReasonTemplateForm = z.input<typeof ReasonTemplateBodySchema>;

export const TemplateIdParamSchema = z.object({ id: z.uuid({ error: MODERATION_MESSAGES.unknownTemplate }) });
