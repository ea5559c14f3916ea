import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feesApi, type ConcessionBody } from '@school-portal/contract';
import { call, callPage } from '../../../lib/api-client';

export const CONCESSIONS_PAGE_SIZE = 10;

export const concessionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['fees', 'concessions', { page }],
    queryFn: () => callPage(feesApi.concessions, { query: { page, limit: CONCESSIONS_PAGE_SIZE } }),
  });

export function useConcessions(page: number) {
  return useQuery({ ...concessionsQuery(page), placeholderData: keepPreviousData });
}

/** A concession changes the student's dues: the list and the counter's dues are fetched again. */
function useAfterConcessionChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['fees', 'concessions'] });
    void queryClient.invalidateQueries({ queryKey: ['fees', 'dues'] });
  };
}

export function useAddConcession() {
  const onSuccess = useAfterConcessionChange();
  return useMutation({ mutationFn: (body: ConcessionBody) => call(feesApi.addConcession, { body }), onSuccess });
}

export function useRemoveConcession() {
  const onSuccess = useAfterConcessionChange();
  return useMutation({ mutationFn: (concessionId: string) => call(feesApi.removeConcession, { params: { concessionId } }), onSuccess });
}
