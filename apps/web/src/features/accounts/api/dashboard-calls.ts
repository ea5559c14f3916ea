import { accountsApi, moderationApi, statusApi } from '@school-portal/contract';
import { endpointCall } from '../../../lib/endpoint-query';

/*
 * The super admin dashboard's three calls, asked first by its page (app/first-calls.ts): the backup warning's
 * answer, asked after the code had run, came last and was the screen's largest paint (Lighthouse, issue 51).
 */
export const accountsSummaryCall = endpointCall(accountsApi.summary);
export const queueSummaryCall = endpointCall(moderationApi.summary);
export const serviceStatusCall = endpointCall(statusApi.status);
