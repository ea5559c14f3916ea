import { Alert } from '@mantine/core';
import { AUTH_MESSAGES } from '@school-portal/contract';

/** Shown on a profile screen until its first complete save: every other screen sends the user here. */
export function CompleteProfileNotice() {
  return (
    <Alert color="yellow" mb="md" role="status">
      {AUTH_MESSAGES.completeProfile}
    </Alert>
  );
}
