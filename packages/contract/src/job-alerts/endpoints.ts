import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  JobAlertAnswerSchema,
  JobAlertCriteriaSchema,
  JobAlertIdParamSchema,
  JobAlertSchema,
  JobAlertsQuerySchema,
  UnsubscribeAnswerSchema,
  UnsubscribeTokenParamSchema,
} from './schemas.ts';

const jobseeker = ['jobseeker'] as const;

/** Job alerts: new jobs matching a teacher's saved search, e-mailed once a day at most and told in-app. */
export const jobAlertsApi = endpoints('job-alerts', {
  list: {
    method: 'GET',
    path: '/api/job-alerts',
    access: jobseeker,
    summary: "The caller's job alerts, newest first",
    query: JobAlertsQuerySchema,
    answer: z.array(JobAlertSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  create: {
    method: 'POST',
    path: '/api/job-alerts',
    access: jobseeker,
    summary: "Turn on an alert for Browse Jobs' filters as they are; jobs posted from now on are sent",
    body: JobAlertCriteriaSchema,
    status: 201,
    answer: JobAlertAnswerSchema,
    errors: [400, 401, 403, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/api/job-alerts/:id',
    access: jobseeker,
    summary: "Delete one of the caller's job alerts",
    params: JobAlertIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
  unsubscribeInfo: {
    method: 'GET',
    path: '/api/public/job-alerts/unsubscribe/:token',
    // The link in the alert e-mail: it works without signing in, and a GET changes nothing (mail scanners open links).
    access: 'public',
    summary: "What the e-mail's unsubscribe link would stop (the alert's search)",
    params: UnsubscribeTokenParamSchema,
    answer: UnsubscribeAnswerSchema,
    errors: [400, 404],
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/public/job-alerts/unsubscribe/:token',
    // One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` as a form.
    access: 'public',
    summary: 'Delete the alert of an unsubscribe link, without signing in',
    params: UnsubscribeTokenParamSchema,
    answer: UnsubscribeAnswerSchema,
    errors: [400, 404],
  },
});

/** The one-click unsubscribe address of an alert e-mail's List-Unsubscribe header (mail programs POST to it). */
export const jobAlertUnsubscribePath = (token: string) =>
  `/api/public/job-alerts/unsubscribe/${encodeURIComponent(token)}`;

/** The unsubscribe link in an alert e-mail's text: a page the server makes, asking before it deletes (mail scanners open links). */
export const jobAlertUnsubscribePagePath = (token: string) => `/job-alerts/unsubscribe/${encodeURIComponent(token)}`;
