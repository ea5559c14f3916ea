import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

export const adminSummaryQuery = () =>
  queryOptions({ queryKey: ['accounts', 'summary'], queryFn: () => api<AdminSummary>('/api/admin/summary'), refetchInterval: 60_000 });

export function useAdminSummary() {
  return useQuery(adminSummaryQuery());
}
