import { z } from 'zod';
import { text } from '../fields.ts';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { NOTIFICATION_MESSAGES } from './messages.ts';

export const NotificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** The portal path the notice opens (an ad's enquiries, an enquiry thread); null when it opens nothing. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The spec's client names the user in the query; a page holds the latest 50 unless asked otherwise. */
export const NotificationListQuerySchema = PageQuerySchema.extend({
  userId: text().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const NotificationIdParamSchema = z.object({ id: z.uuid({ error: NOTIFICATION_MESSAGES.unknown }) });
