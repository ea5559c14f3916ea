import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_MESSAGES, authApi } from '@school-portal/contract';
import { ApiError, call } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';
import { useAction } from '../../../lib/use-action';
import { useT } from '../../../lib/i18n';
import { useFields } from '../../../lib/use-fields';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const t = useT();
  const forgot = useAction((email: string) => call(authApi.forgotPassword, { body: { email } }));
  // What the last request came to: shown in the language of the moment, red for an error.
  const [result, setResult] = useState<{ text: string; error: boolean } | null>(null);
  // The spec's rules (required, an e-mail); the server checks the address again.
  const form = useFields({ email: '' }, ({ email }) => ({
    email: !email.trim()
      ? t(/*i18n*/ 'Email is required.')
      : LOOKS_LIKE_EMAIL.test(email.trim())
        ? undefined
        : t(/*i18n*/ 'Enter a valid email address.'),
  }));

  const submit = form.onSubmit(({ email }) => {
    setResult(null);
    forgot.run(email, {
      onSuccess: (answer) =>
        setResult(
          answer.ok
            ? { text: AUTH_MESSAGES.resetLinkSent, error: false }
            : { text: AUTH_MESSAGES.resetLinkError, error: true },
        ),
      // The server's own words (in the chosen language) help when it refuses (too many attempts); anything else stays generic.
      onError: (err) =>
        setResult(
          err instanceof ApiError && err.status >= 400 && err.status < 500
            ? { text: t(/*i18n*/ 'Error: {message}', { message: err.message }), error: true }
            : { text: AUTH_MESSAGES.somethingWrongError, error: true },
        ),
    });
  });

  return (
    <AuthCard
      title={t(/*i18n*/ 'Forgot Password')}
      subtitle={t(/*i18n*/ 'We will e-mail you a link to choose a new password.')}
      width={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {result ? (
            <Alert color={result.error ? 'red' : 'teal'} role={result.error ? 'alert' : 'status'}>
              {t(result.text)}
            </Alert>
          ) : null}
          <TextInput
            type="email"
            label={t(/*i18n*/ 'Email')}
            placeholder="you@example.com"
            autoComplete="email"
            required
            {...form.input('email')}
          />
          <Button type="submit" fullWidth disabled={forgot.isPending}>
            {forgot.isPending ? t(/*i18n*/ 'Sending...') : t(/*i18n*/ 'Send Reset Link')}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {t(/*i18n*/ 'Back to Login')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
