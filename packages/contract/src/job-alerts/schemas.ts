import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { text } from '../fields.ts';
import { JobSearchQuerySchema } from '../jobs/schemas.ts';

/** At most this many alerts a teacher: each costs a search a day. */
export const MAX_JOB_ALERTS = 10;

/**
 * An alert's search: Browse Jobs' filters as they stood when she turned it on (no paging). Stored as
 * sent, read again with the same schema when the alert runs, so a filter means the same as on screen.
 */
export const JobAlertCriteriaSchema = JobSearchQuerySchema.omit({ page: true, limit: true, after: true });
export type JobAlertCriteria = z.input<typeof JobAlertCriteriaSchema>;

export const JobAlertSchema = z.object({
  _id: z.string(),
  /** The filters as Browse Jobs sends them (empty ones left out). */
  criteria: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  createdAt: IsoDateSchema,
  /** When the alert last looked for new jobs (jobs posted after it are the next e-mail's). */
  checkedAt: IsoDateSchema,
});
export type JobAlert = z.infer<typeof JobAlertSchema>;

export const JobAlertsQuerySchema = PageQuerySchema;
export const JobAlertIdParamSchema = z.object({ id: z.uuid({ error: /*i18n*/ 'Unknown job alert.' }) });
export const UnsubscribeTokenParamSchema = z.object({ token: text().trim().min(1).max(100) });

export const JobAlertAnswerSchema = z.object({ message: z.string(), alert: JobAlertSchema });
/** What an unsubscribe link shows before and after: no sign-in, so nothing about her but the alert's search. */
export const UnsubscribeAnswerSchema = z.object({ message: z.string(), criteria: JobAlertSchema.shape.criteria });
