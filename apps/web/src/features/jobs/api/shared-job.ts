import { useEffect, useState } from 'react';
import { jobsApi, type PublicJob } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const fetchSharedJob = (id: string) => call(jobsApi.shared, { params: { id } });

type State = { isPending: true; isError: false; data?: undefined } | { isPending: false; isError: true; data?: undefined } | { isPending: false; isError: false; data: PublicJob };

/**
 * The job a shared link names. A visitor's screen loads without TanStack Query (it lives in the
 * signed-in shell), so this is one plain request.
 */
export function useSharedJob(id: string): State {
  const [state, setState] = useState<State>({ isPending: true, isError: false });
  useEffect(() => {
    let live = true;
    fetchSharedJob(id).then(
      (data) => live && setState({ isPending: false, isError: false, data }),
      () => live && setState({ isPending: false, isError: true }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
