import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { useT } from '../../../lib/i18n';

/**
 * A profile page's body once its profile is loaded; until then the loader, or the failure with a retry. Its form
 * never starts from a copy kept from an earlier visit (lib/kept-answers.ts): it may miss what was saved since on
 * another device, and a save would put the old values back. While such a copy is being asked again, it waits.
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
  // A kept copy keeps the time it was fetched, before this page was opened; anything fetched since is this visit's.
  const keptFromEarlierVisit = query.data !== undefined && query.dataUpdatedAt < performance.timeOrigin;
  if (query.isPending || (keptFromEarlierVisit && query.isFetching))
    return <Loading label={t(/*i18n*/ 'Loading profile')} />;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
