import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Stack, Text, Textarea } from '@mantine/core';
import {
  APPEAL_MESSAGES,
  AUTH_MESSAGES,
  authApi,
  REGISTRATION_REJECTED,
  type LoginBody,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useT } from '../../../lib/i18n';

/**
 * Under a refused sign-in: when the registration was rejected, the applicant may appeal once with a
 * message. They cannot sign in, so the e-mail or user ID and password in the form say who appeals.
 * (Plain state, not the sign-in's action hook: that hook stays in the first screen's chunks alone.)
 */
export function AppealForm({ refusal, credentials }: { refusal: Error; credentials: LoginBody }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Alert color="teal" role="status" mt="md">
        {t(AUTH_MESSAGES.appealSent)}
      </Alert>
    );
  }
  // The refusal comes in the language on screen (with the reviewer's reason after it, when there is one).
  if (!refusal.message.startsWith(REGISTRATION_REJECTED) && !refusal.message.startsWith(t(REGISTRATION_REJECTED)))
    return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t(APPEAL_MESSAGES.messageRequired));
    setPending(true);
    setFailure(null);
    call(authApi.appeal, { body: { ...credentials, message: message.trim() } }).then(
      () => setSent(true),
      (err: unknown) => {
        setFailure(err);
        setPending(false);
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t(APPEAL_MESSAGES.title)}>
      <Stack gap="xs">
        <Divider my="sm" />
        <Text fw={600}>{t(APPEAL_MESSAGES.title)}</Text>
        <Text size="sm">{t(APPEAL_MESSAGES.intro)}</Text>
        <ErrorAlert error={failure} fallback={t(AUTH_MESSAGES.appealFailed)} />
        <Textarea
          label={t(APPEAL_MESSAGES.label)}
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
        <Button type="submit" loading={pending}>
          {t(APPEAL_MESSAGES.button)}
        </Button>
      </Stack>
    </form>
  );
}
