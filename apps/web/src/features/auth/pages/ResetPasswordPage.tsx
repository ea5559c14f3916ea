import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, authApi, NewPasswordFormSchema, type ResetLinkAnswer } from '@school-portal/contract';
import { validateWith } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';
import { PasswordStrength } from '../components/PasswordStrength';
import { call } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Loading } from '../../../components/Loading';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useT } from '../../../lib/i18n';

/** Where the e-mailed reset link leads: choose a new password with the token from the link. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  // A used or expired link says so at once, rather than showing a form that can only fail.
  // A public screen has no query client (the first screen stays small), so the check is one plain call.
  // If the check itself fails, the form shows: the server still refuses a dead link when it is sent.
  const link = useResetLinkState(token);
  const dead = link && link !== 'checking' && link.state !== 'valid' ? link.message : null;
  const reset = useAction((body: { token: string; newPassword: string }) => call(authApi.resetPassword, { body }));
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateWith(NewPasswordFormSchema),
  });

  const submit = form.onSubmit(({ newPassword }) =>
    reset.run(
      { token, newPassword },
      {
        onSuccess: (answer) => {
          notify({
            color: 'teal',
            title: t(AUTH_MESSAGES.passwordChangedTitle),
            message: t(answer.message),
            autoClose: 3000,
          });
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  return (
    <AuthCard
      title={t(/*i18n*/ 'Reset Password')}
      subtitle={t(/*i18n*/ 'Choose a new password for your account.')}
      width={400}
    >
      {!token ? (
        <Alert color="red" role="alert">
          {t(/*i18n*/ 'This reset link is incomplete. Please ask for a new one.')}
        </Alert>
      ) : link === 'checking' ? (
        <Loading label={t(/*i18n*/ 'Checking the link')} />
      ) : dead ? (
        <Alert color={typeof link === 'object' && link?.state === 'used' ? 'blue' : 'red'} role="alert">
          {t(dead)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorAlert error={reset.error} fallback={t(AUTH_MESSAGES.somethingWrong)} />
            <PasswordInput
              label={t(/*i18n*/ 'New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordStrength password={form.values.newPassword} />
            <PasswordInput
              label={t(/*i18n*/ 'Confirm New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t(/*i18n*/ 'Set New Password')}
            </Button>
          </Stack>
        </form>
      )}
      {dead ? (
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          {t(/*i18n*/ 'Ask for a new link')}
        </Anchor>
      ) : null}
      <Anchor component={Link} to={token ? paths.login : paths.forgotPassword} size="sm" ta="center">
        {token ? t(/*i18n*/ 'Back to Login') : t(/*i18n*/ 'Ask for a new link')}
      </Anchor>
    </AuthCard>
  );
}

/** What the server says of the link: 'checking' until it answers, null when it could not be asked. */
function useResetLinkState(token: string): ResetLinkAnswer | 'checking' | null {
  const [state, setState] = useState<ResetLinkAnswer | 'checking' | null>(token ? 'checking' : null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    call(authApi.resetLinkState, { body: { token } }).then(
      (answer) => live && setState(answer),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
