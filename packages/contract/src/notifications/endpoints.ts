import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import { NotificationIdParamSchema, NotificationListQuerySchema, NotificationSchema } from './schemas.ts';

/** What the server has told the signed-in user (account decisions today; ads and applications next). */
export const notificationsApi = endpoints('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    summary: "The caller's notifications, newest first",
    query: NotificationListQuerySchema,
    answer: z.array(NotificationSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  markRead: {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    access: 'signedIn',
    summary: 'Mark one of the caller’s notifications read',
    params: NotificationIdParamSchema,
    answer: NotificationSchema,
    errors: [400, 401, 404],
  },
});
