import { useCallback, useRef, useState } from 'react';

interface RunOptions<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export interface Action<A, R> {
  run: (input: A, options?: RunOptions<R>) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * One request a screen sends (sign in, register, reset a password): pending and error state for its
 * button and alert. The public screens use this instead of TanStack Query, which loads only with the
 * signed-in shell; a second submit while one is under way is ignored.
 */
export function useAction<A, R>(send: (input: A) => Promise<R>): Action<A, R> {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);

  const run = useCallback(
    (input: A, options: RunOptions<R> = {}) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setError(null);
      send(input).then(
        (result) => {
          busy.current = false;
          setPending(false);
          options.onSuccess?.(result);
        },
        (err: unknown) => {
          busy.current = false;
          setPending(false);
          setError(err);
          options.onError?.(err);
        },
      );
    },
    [send],
  );

  return { run, isPending, error, reset: useCallback(() => setError(null), []) };
}
