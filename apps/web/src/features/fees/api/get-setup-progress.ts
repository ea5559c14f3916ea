import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeReportsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The first-run checklist's steps, done or not; fetched again when a dashboard opens. */
export const setupProgressQuery = () => queryOptions({ queryKey: ['fees', 'setup-progress'], queryFn: () => call(feeReportsApi.setupProgress) });

export const useSetupProgress = () => useQuery(setupProgressQuery());
