import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { useT } from '../../../lib/i18n';

/**
 * A profile page's body once its profile is loaded; until then the loader, or the failure with a retry. Its form
 * starts from the server's answer to this visit: a copy kept from an earlier one (lib/kept-answers.ts), or held in
 * memory since the last screen, could miss what was saved since, and a save would put it back.
 */
export function LoadedProfile<P>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<P>;
  failed: string;
  children: (saved: P) => ReactNode;
}) {
  const t = useT();
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount))
    return <Loading label={t(/*i18n*/ 'Loading profile')} />;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
