import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The jobs domain's numbers the dashboards show: a seeker's applications and matches, an institute's hiring. */
export const seekerJobSummaryQuery = () => queryOptions({ queryKey: ['applications', 'summary'], queryFn: () => call(applicationsApi.summary) });
export const instituteHiringQuery = () => queryOptions({ queryKey: ['applications', 'hiring'], queryFn: () => call(applicationsApi.hiring), refetchInterval: 60_000 });

export function useSeekerJobSummary() {
  return useQuery(seekerJobSummaryQuery());
}

export function useInstituteHiring() {
  return useQuery(instituteHiringQuery());
}
