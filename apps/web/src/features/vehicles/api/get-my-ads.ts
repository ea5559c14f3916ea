import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi, type MyAdsQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** The institute's own ads in every state. */
export const myAdsQuery = (query: MyAdsQuery) =>
  queryOptions({
    queryKey: ['vehicles', 'mine', query],
    queryFn: () => callPage(vehiclesApi.mine, { query }),
    placeholderData: keepPreviousData,
  });

export const useMyAds = (query: MyAdsQuery) => useQuery(myAdsQuery(query));
