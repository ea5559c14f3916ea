import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

const errorToast = (message: string) => notify({ color: 'red', message, autoClose: 6000 });

/**
 * A picture saved the moment it is picked, through the profile's own update: the server's reason
 * for refusing it (too large, not an image) is shown, anything else as `failed`.
 */
export function usePictureUpload<B extends { profilePicture?: string | null }>(
  update: Pick<UseMutationResult<unknown, Error, B>, 'mutate' | 'isPending' | 'variables'>,
  failed: string,
) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const upload = (dataUrl: string) =>
    update.mutate({ profilePicture: dataUrl } as B, {
      onSuccess: () => setSavedAt(Date.now()),
      onError: (err) => errorToast(err instanceof ApiError && err.status === 400 ? err.message : failed),
    });
  return {
    savedAt,
    saving: update.isPending && update.variables?.profilePicture !== undefined,
    upload,
    reject: errorToast,
  };
}
