import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi, type ReviewedAdsQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** The super admin's approved or rejected ads. */
export const reviewedAdsQuery = (status: 'approved' | 'rejected', query: ReviewedAdsQuery) =>
  queryOptions({
    queryKey: ['vehicles', status, query],
    queryFn: () => callPage(vehiclesApi[status], { query }),
    placeholderData: keepPreviousData,
  });

export const useReviewedAds = (status: 'approved' | 'rejected', query: ReviewedAdsQuery) => useQuery(reviewedAdsQuery(status, query));
