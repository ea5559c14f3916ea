import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The record a link asks a list screen to open for review (`?review=<id>`, the moderation queue's links),
 * and `forget`, for when its dialog closes: back to the screen the link was on (the queue, where the next
 * item waits), or, opened in a new tab, the whole list without the search that found it; either way a
 * later refetch does not open it again.
 */
export function useReviewParam() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const wanted = params.get('review');
  const forget = () => {
    if (!wanted) return;
    if (key !== 'default') void navigate(-1);
    else setParams((p) => (p.delete('review'), p.delete('q'), p), { replace: true });
  };
  return { wanted, forget };
}

/** Opens the wanted row once it is among the loaded ones (the list may still be loading when the screen opens). */
export function useOpenRow<T>(
  rows: readonly T[] | undefined,
  keyOf: (row: T) => string,
  wanted: string | null | undefined,
  open: ((row: T) => void) | undefined,
) {
  useEffect(() => {
    const row = wanted ? rows?.find((r) => keyOf(r) === wanted) : undefined;
    if (row && open) open(row);
    // Only a new list or a new wish opens it: `keyOf` and `open` are made again at every render.
  }, [rows, wanted]);
}
