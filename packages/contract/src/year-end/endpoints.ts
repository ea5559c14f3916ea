import { endpoints } from '../http/endpoint.ts';
import { YearEndBodySchema, YearEndPreviewSchema, YearEndResultSchema } from './schemas.ts';

/** The office runs the year end, as it adds years, copies fees and promotes (decision 036). */
const office = ['instituteAdmin', 'instituteUser'] as const;

/** The year end of the caller's institute: from the current year into the next. */
export const yearEndApi = endpoints('year-end', {
  preview: {
    method: 'POST',
    path: '/api/year-end/preview',
    access: office,
    summary:
      'What the year end would do, nothing written: students per class promoted, kept back, leaving or passing out, the arrears that go with them, the fees next year and the concessions to review',
    body: YearEndBodySchema,
    answer: YearEndPreviewSchema,
    errors: [400, 401, 403, 409],
  },
  run: {
    method: 'POST',
    path: '/api/year-end/run',
    access: office,
    summary:
      'Begin the next academic year in one transaction: classes, sections, fees (with the increase) and late fee rules copied, concessions carried on, the whole school promoted; it becomes the current year',
    body: YearEndBodySchema,
    status: 201,
    answer: YearEndResultSchema,
    errors: [400, 401, 403, 409],
  },
});
