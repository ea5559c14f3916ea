import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppliersApi, type EnquiryForm } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useSendEnquiry(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryForm) => call(suppliersApi.sendEnquiry, { params: { id: supplierId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
