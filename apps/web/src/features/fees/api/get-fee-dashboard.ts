import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeReportsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The dashboard's fee figures in one call, fetched again each time a dashboard opens (a collection changes them). */
export const feeDashboardQuery = () => queryOptions({ queryKey: ['fees', 'dashboard'], queryFn: () => call(feeReportsApi.dashboard) });

export const useFeeDashboard = () => useQuery(feeDashboardQuery());
