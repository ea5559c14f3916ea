import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The institute's newest jobs, as Find Employee's "Best fit for my job" offers them. */
const ownJobsQuery = (userId: string) =>
  queryOptions({
    // The same key as Posted Jobs' first page of 100, so posting or editing a job refreshes both.
    queryKey: ['jobs', 'posted', userId, { page: 1, limit: 100 }],
    queryFn: () => callPage(jobsApi.postedBy, { params: { userId }, query: { page: 1, limit: 100 } }),
  });

export function useOwnJobOptions(): { value: string; label: string }[] {
  const userId = useSession()?.userId ?? '';
  const jobs = useQuery({ ...ownJobsQuery(userId), enabled: !!userId });
  return (jobs.data?.items ?? []).map((j) => ({ value: j._id, label: `${j.title} (${j.jobId})` }));
}
