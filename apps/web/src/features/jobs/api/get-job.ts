import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const jobQuery = (id: string) => queryOptions({ queryKey: ['jobs', 'one', id], queryFn: () => call(jobsApi.get, { params: { id } }) });

export function useJob(id: string) {
  return useQuery({ ...jobQuery(id), enabled: !!id, retry: (count, err) => count < 2 && !('status' in err && err.status === 404) });
}
