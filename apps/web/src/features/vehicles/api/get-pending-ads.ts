import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** The spec's pending call: a few ads a page, each with its photos as base64. */
export const pendingAdsQuery = (page: number) =>
  queryOptions({
    queryKey: ['vehicles', 'pending', page],
    queryFn: async () => {
      const { items, total } = await callPage(vehiclesApi.pending, { query: { page } });
      return { items: items.adsWithBase64, total };
    },
    placeholderData: keepPreviousData,
  });

export const usePendingAds = (page: number) => useQuery(pendingAdsQuery(page));
