import { useMutation } from '@tanstack/react-query';
import { vehiclesApi, type BusAdEnquiryForm } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const sendEnquiry = (advertisementId: string, body: BusAdEnquiryForm) => call(vehiclesApi.enquire, { params: { advertisementId }, body });

export function useSendEnquiry(advertisementId: string) {
  return useMutation({ mutationFn: (body: BusAdEnquiryForm) => sendEnquiry(advertisementId, body) });
}
