import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi, type BuyQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** Buses other institutes sell, filtered and sorted on the server. */
export const buyAdsQuery = (query: BuyQuery) =>
  queryOptions({
    queryKey: ['vehicles', 'buy', query],
    queryFn: () => callPage(vehiclesApi.buy, { query }),
    placeholderData: keepPreviousData,
  });

export const useBuyAds = (query: BuyQuery) => useQuery(buyAdsQuery(query));
