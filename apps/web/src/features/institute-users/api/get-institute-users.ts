import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { instituteUsersApi, type InstituteUserListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const instituteUsersQuery = (instituteCode: string, query: InstituteUserListQuery) =>
  queryOptions({
    queryKey: ['institute-users', 'list', instituteCode, query],
    queryFn: () => callPage(instituteUsersApi.list, { params: { instituteCode }, query }),
    placeholderData: keepPreviousData,
  });

export function useInstituteUsers(instituteCode: string, query: InstituteUserListQuery) {
  return useQuery({ ...instituteUsersQuery(instituteCode, query), enabled: !!instituteCode });
}
