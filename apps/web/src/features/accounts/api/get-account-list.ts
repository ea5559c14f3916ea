import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, AccountListName, Role } from '@school-portal/contract';
import { apiPage } from '../../../lib/api-client';

export interface AccountListParams {
  page: number;
  limit: number;
  q: string;
  role: Role | '';
}

export const accountListQuery = (list: AccountListName, params: AccountListParams) => {
  const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.q) search.set('q', params.q);
  if (params.role) search.set('role', params.role);
  return queryOptions({
    queryKey: ['accounts', 'list', list, params],
    queryFn: () => apiPage<Account>(`/api/admin/${list}?${search.toString()}`),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export function useAccountList(list: AccountListName, params: AccountListParams) {
  return useQuery(accountListQuery(list, params));
}
