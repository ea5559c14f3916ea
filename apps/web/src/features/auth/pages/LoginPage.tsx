import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, authApi, type LoginAnswer, type LoginBody } from '@school-portal/contract';
import { saveSession, takeSessionEndedReason } from '../../../lib/session';
import { dashboardOf, paths, profileOf } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';
import { call } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useFields } from '../../../lib/use-fields';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useT } from '../../../lib/i18n';

// Loaded only when a sign-in is refused (403): it offers the appeal when the registration was rejected.
const AppealForm = lazyPart(async () => (await import('../components/AppealForm')).AppealForm);

/** /login for institute staff and job seekers; /superuserlogin (superUser) for super administrators. */
export function LoginPage({ superUser = false }: { superUser?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Where the visitor was when the server ended the session, and why it ended; both shown once.
  const [endedReason] = useState(takeSessionEndedReason);
  const from = (location.state as { from?: string } | null)?.from;
  const loginMutation = useAction((body: LoginBody) =>
    call(superUser ? authApi.superuserLogin : authApi.login, { body }),
  );
  // The spec's only rules; the server checks the rest.
  const form = useFields({ identifier: '', password: '' }, ({ identifier, password }) => ({
    identifier: identifier.trim() ? undefined : t(/*i18n*/ 'Email or User ID is required.'),
    password: password ? undefined : t(/*i18n*/ 'Password is required.'),
  }));

  const landing = (user: LoginAnswer) => {
    // A super admin always starts at the dashboard; others finish their profile first.
    if (superUser || user.isProfileCompleted)
      return { to: from ?? dashboardOf(user.role), message: AUTH_MESSAGES.loginSuccess };
    return { to: profileOf(user.role), message: AUTH_MESSAGES.completeProfile };
  };

  const submit = form.onSubmit((values) =>
    loginMutation.run(values, {
      onSuccess: (user) => {
        const { to, message } = landing(user);
        saveSession(user);
        // Needed only once signed in: its code stays off the sign-in screen's first download.
        void import('../../../lib/account-language').then((m) => m.adoptAccountLanguage(user));
        void navigate(to, { replace: true });
        notify({ color: user.isProfileCompleted || superUser ? 'teal' : 'yellow', message: t(message) });
      },
    }),
  );

  return (
    <AuthCard
      title={t(/*i18n*/ 'Login')}
      subtitle={superUser ? t(/*i18n*/ 'Super administrator sign-in') : t(/*i18n*/ 'Sign in to School Portal')}
      width={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {endedReason && !loginMutation.error ? (
            <Alert color="yellow" role="status">
              {t(endedReason)}
            </Alert>
          ) : null}
          <ErrorAlert
            error={loginMutation.error}
            fallback={t(AUTH_MESSAGES.loginFailed)}
            prefix={t(/*i18n*/ 'Error: ')}
          />
          <TextInput
            label={t(/*i18n*/ 'Email or User ID')}
            placeholder={t(/*i18n*/ 'Email or User ID')}
            autoComplete="username"
            required
            {...form.input('identifier')}
          />
          <PasswordInput
            label={t(/*i18n*/ 'Password')}
            placeholder={t(/*i18n*/ 'Password')}
            autoComplete="current-password"
            required
            {...form.input('password')}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right">
            {t(/*i18n*/ 'Forgot Password?')}
          </Anchor>
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t(/*i18n*/ 'Sign In')}
          </Button>
          {superUser ? null : (
            <Text size="sm" ta="center">
              {t(/*i18n*/ "Don't have an account?")}{' '}
              {/* Underlined: inside a sentence, colour alone does not mark a link. */}
              <Anchor component={Link} to={paths.register} underline="always">
                {t(/*i18n*/ 'Register here')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
      {!superUser && (loginMutation.error as { status?: number } | null)?.status === 403 ? (
        <Suspense fallback={null}>
          <AppealForm refusal={loginMutation.error as Error} credentials={form.values} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}

export function SuperUserLoginPage() {
  return <LoginPage superUser />;
}
