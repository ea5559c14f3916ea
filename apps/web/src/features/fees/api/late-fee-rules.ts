import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feesApi, type LateFeeRuleBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const lateFeeRulesQuery = () => queryOptions({ queryKey: ['fees', 'late-fee-rules'], queryFn: () => call(feesApi.lateFeeRules) });

export function useLateFeeRules() {
  return useQuery(lateFeeRulesQuery());
}

/** A rule changes what every student of the class owes: the counter's dues are fetched again. */
function useAfterRuleChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: lateFeeRulesQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['fees', 'dues'] });
  };
}

export function useSetLateFeeRule() {
  const onSuccess = useAfterRuleChange();
  return useMutation({ mutationFn: (body: LateFeeRuleBody) => call(feesApi.setLateFeeRule, { body }), onSuccess });
}

export function useRemoveLateFeeRule() {
  const onSuccess = useAfterRuleChange();
  return useMutation({ mutationFn: (ruleId: string) => call(feesApi.removeLateFeeRule, { params: { ruleId } }), onSuccess });
}
