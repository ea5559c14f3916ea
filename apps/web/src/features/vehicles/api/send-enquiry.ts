import { useMutation } from '@tanstack/react-query';
import { vehiclesApi, type EnquiryForm } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const sendEnquiry = (advertisementId: string, body: EnquiryForm) => call(vehiclesApi.enquire, { params: { advertisementId }, body });

export function useSendEnquiry(advertisementId: string) {
  return useMutation({ mutationFn: (body: EnquiryForm) => sendEnquiry(advertisementId, body) });
}
