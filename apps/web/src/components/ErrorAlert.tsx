import { Alert } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

/** The red alert a form shows above its fields: the server's message, or the screen's own fallback. */
export function ErrorAlert({ error, fallback, prefix = '' }: { error: unknown; fallback: string; prefix?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {prefix}
      {errorMessage(error, fallback)}
    </Alert>
  );
}
