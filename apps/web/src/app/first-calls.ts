import type { Callable } from '@school-portal/contract';
import { meCall } from '../lib/use-me';
import { paths } from '../lib/paths';
import { notificationsCall } from '../features/notifications/api/get-notifications';
import { seekerProfileCall } from '../features/profiles/api/seeker-profile';
import { searchJobsCall } from '../features/jobs/api/search-jobs';
import { appliedJobsCall } from '../features/applications/api/applied-jobs';
import { jobCall } from '../features/jobs/api/job-views';
import { accountsSummaryCall, queueSummaryCall, serviceStatusCall } from '../features/accounts/api/dashboard-calls';

/** What a screen's first calls may depend on: the signed-in user and the address's `:params`. */
export interface Opening {
  userId: string;
  params: Readonly<Record<string, string>>;
}
/** A call as lib/endpoint-query.ts's endpointCall makes it: the endpoint, then its input. */
export type FirstCall = readonly [endpoint: Callable, input?: unknown];
export type FirstCalls = (opening: Opening) => FirstCall[];

/*
 * The calls a signed-in screen makes first, opened at its address without a query string (a screen opened with
 * filters or a page number asks as before). The build starts them from the screen's page before the portal's
 * code has arrived (vite/early-calls.ts), and the screen's queries take those answers (lib/early-answers.ts)
 * instead of asking after their code has run: a slow-4G round trip and the entry's start-up saved (decision 030).
 * Each call is made by the function its query is made by, so an answer is taken only if the query would have
 * asked for exactly that. The build reads this file; the portal's code does not import it.
 */

/** Every signed-in screen's shell: who is signed in (the top bar, the profile guard) and the bell's list. */
export const shellFirstCalls: FirstCalls = ({ userId }) => [meCall, notificationsCall(userId)];

/** A screen's own first calls, by its address (lib/paths.ts): the calls its content waits for. */
export const screenFirstCalls: Readonly<Record<string, FirstCalls>> = {
  [paths.jobseeker.dashboard]: ({ userId }) => [seekerProfileCall(userId)],
  [paths.jobseeker.profile]: ({ userId }) => [seekerProfileCall(userId)],
  [paths.jobseeker.searchJobs]: () => [searchJobsCall({})],
  [paths.jobseeker.appliedJobs]: () => [appliedJobsCall(1)],
  [paths.jobseeker.job]: ({ params }) => [jobCall(params.id ?? '')],
  [paths.superAdmin.dashboard]: () => [accountsSummaryCall, queueSummaryCall, serviceStatusCall],
};
