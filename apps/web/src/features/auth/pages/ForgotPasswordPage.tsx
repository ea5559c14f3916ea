import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_MESSAGES, authApi } from '@school-portal/contract';
import { ApiError, call } from '../../../lib/api-client';
import { paths } from '../../../lib/routes';
import { AuthCard } from '../components/AuthCard';
import { useAction } from '../../../lib/use-action';
import { useFields } from '../../../lib/use-fields';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const forgot = useAction((email: string) => call(authApi.forgotPassword, { body: { email } }));
  const [result, setResult] = useState<string | null>(null);
  // The spec's rules (required, an e-mail); the server checks the address again.
  const form = useFields({ email: '' }, ({ email }) => ({
    email: !email.trim() ? 'Email is required.' : LOOKS_LIKE_EMAIL.test(email.trim()) ? undefined : 'Enter a valid email address.',
  }));

  const submit = form.onSubmit(({ email }) => {
    setResult(null);
    forgot.run(email, {
      onSuccess: (answer) => setResult(answer.ok ? AUTH_MESSAGES.resetLinkSent : AUTH_MESSAGES.resetLinkError),
      // The server's own words help when it refuses (too many attempts); anything else stays generic.
      onError: (err) => setResult(err instanceof ApiError && err.status >= 400 && err.status < 500 ? `Error: ${err.message}` : AUTH_MESSAGES.somethingWrongError),
    });
  });

  return (
    <AuthCard title="Forgot Password" subtitle="We will e-mail you a link to choose a new password." width={400}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {result ? (
            <Alert color={result.includes('Error') ? 'red' : 'teal'} role={result.includes('Error') ? 'alert' : 'status'}>
              {result}
            </Alert>
          ) : null}
          <TextInput type="email" label="Email" placeholder="you@example.com" autoComplete="email" required {...form.input('email')} />
          <Button type="submit" fullWidth disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Back to Login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
