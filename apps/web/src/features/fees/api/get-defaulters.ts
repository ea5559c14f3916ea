import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi, type DefaultersQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const defaultersQuery = (query: DefaultersQuery) =>
  queryOptions({ queryKey: ['fees', 'defaulters', query], queryFn: () => callPage(feesApi.defaulters, { query }), placeholderData: keepPreviousData });

export const useDefaulters = (query: DefaultersQuery) => useQuery(defaultersQuery(query));
