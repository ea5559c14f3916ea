import { endpoints } from '../http/endpoint.ts';
import { ServiceStatusSchema } from './schemas.ts';

/** The Backend Service Status screen's one call. */
export const statusApi = endpoints('status', {
  status: {
    method: 'GET',
    path: '/api/status',
    access: ['superAdmin'],
    summary: 'Health of the database, migrations, mail delivery, background jobs and the server process',
    answer: ServiceStatusSchema,
    errors: [401, 403],
  },
});
