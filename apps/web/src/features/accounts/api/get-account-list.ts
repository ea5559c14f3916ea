import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi, type AccountListName, type AccountListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const accountListQuery = (list: AccountListName, query: AccountListQuery) =>
  queryOptions({
    queryKey: ['accounts', 'list', list, query],
    queryFn: () => callPage(accountsApi[list], { query }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAccountList(list: AccountListName, query: AccountListQuery) {
  return useQuery(accountListQuery(list, query));
}
