import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feeAssignmentsApi, type AssignHeadForm } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

/** Assigns a head for chosen students to the students ticked; their dues, cards and the reports read it afresh. */
export function useAssignHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ headId, ...body }: AssignHeadForm) => call(feeAssignmentsApi.assignHead, { params: { headId }, body }),
    onSuccess: async () => {
      await invalidate(queryClient, feeAssignmentsApi.studentHeads);
      // The counter's and the card's queries are keyed under 'fees' (get-student-dues, get-fee-card).
      await queryClient.invalidateQueries({ queryKey: ['fees'] });
    },
  });
}
