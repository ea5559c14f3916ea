import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const codeClaimsQuery = (userId: string) =>
  queryOptions({ queryKey: ['accounts', 'code-claims', userId], queryFn: () => call(accountsApi.codeClaims, { params: { userId } }) });

/** Other registrations that claim the same institute code (institutes only). */
export function useCodeClaims(account: { userId: string; role: string } | null) {
  return useQuery({ ...codeClaimsQuery(account?.userId ?? ''), enabled: account?.role === 'instituteAdmin' });
}
