import { z } from 'zod';
import { text } from './fields.ts';
import { IsoDateSchema } from './common.ts';

export const NotificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  userId: text().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const NotificationIdParamSchema = z.object({ id: z.uuid({ error: 'Unknown notification.' }) });
