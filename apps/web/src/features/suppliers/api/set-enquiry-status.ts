import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppliersApi, type EnquiryStatus } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) => call(suppliersApi.setEnquiryStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
