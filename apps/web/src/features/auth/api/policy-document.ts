import { queryOptions, useQuery } from '@tanstack/react-query';

export const policyDocumentQuery = (path: string) =>
  queryOptions({
    queryKey: ['policy-document', path],
    queryFn: async () => {
      const res = await fetch(path, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`Document ${path}: ${res.status}`);
      return res.text();
    },
    staleTime: Infinity,
    retry: false,
  });

export function usePolicyDocument(path: string | null) {
  return useQuery({ ...policyDocumentQuery(path ?? ''), enabled: !!path });
}
