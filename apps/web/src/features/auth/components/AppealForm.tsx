import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Stack, Text, Textarea } from '@mantine/core';
import { AUTH_MESSAGES, authApi, type AppealBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { ErrorAlert } from '../../../components/ErrorAlert';

const MESSAGE_REQUIRED = 'Please write your message.';

/**
 * Shown under a sign-in refused for a rejected registration: the applicant may appeal once with a
 * message. They cannot sign in, so the e-mail or user ID and password just typed say who appeals.
 */
export function AppealForm({ identifier, password }: { identifier: string; password: string }) {
  const appeal = useAction((body: AppealBody) => call(authApi.appeal, { body }));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Alert color="teal" role="status" mt="md">
        {AUTH_MESSAGES.appealSent}
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(MESSAGE_REQUIRED);
    appeal.run({ identifier, password, message: message.trim() }, { onSuccess: () => setSent(true) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={AUTH_MESSAGES.appealTitle}>
      <Stack gap="xs">
        <Divider my="sm" />
        <Text fw={600}>{AUTH_MESSAGES.appealTitle}</Text>
        <Text size="sm">{AUTH_MESSAGES.appealIntro}</Text>
        <ErrorAlert error={appeal.error} fallback={AUTH_MESSAGES.appealFailed} />
        <Textarea
          label={AUTH_MESSAGES.appealLabel}
          required
          maxLength={1000}
          autosize
          minRows={3}
          value={message}
          error={error}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="light" loading={appeal.isPending}>
          {AUTH_MESSAGES.appealButton}
        </Button>
      </Stack>
    </form>
  );
}
