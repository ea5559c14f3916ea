import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suppliersApi, type EnquiryListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const enquiriesQuery = (query: EnquiryListQuery) =>
  queryOptions({
    queryKey: ['enquiries', 'list', query],
    queryFn: () => callPage(suppliersApi.enquiries, { query }),
    placeholderData: keepPreviousData,
  });

export function useEnquiries(query: EnquiryListQuery) {
  return useQuery(enquiriesQuery(query));
}
