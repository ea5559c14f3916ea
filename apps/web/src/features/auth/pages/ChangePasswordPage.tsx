import { Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { AUTH_MESSAGES, ChangePasswordFormSchema } from '@school-portal/contract';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/PageHeader';
import { PasswordStrength } from '../components/PasswordStrength';
import { useChangePassword } from '../api/change-password';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useT } from '../../../lib/i18n';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validate = validateWith(ChangePasswordFormSchema);

export function ChangePasswordPage() {
  const t = useT();
  const session = useSession();
  const change = useChangePassword(session?.userId ?? '');
  const form = useForm({ initialValues: EMPTY, validate });
  const { newPassword, confirmPassword } = form.values;
  // The spec keeps the button disabled until the form would pass; the errors show as the user types.
  const live = validate(form.values);
  const canSubmit = Object.keys(live).length === 0 && confirmPassword !== '';

  const submit = form.onSubmit(({ currentPassword, newPassword: chosen }) =>
    change.mutate(
      { currentPassword, newPassword: chosen },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            title: t(AUTH_MESSAGES.passwordChangedTitle),
            message: t(AUTH_MESSAGES.passwordChanged),
            autoClose: 3000,
          });
          form.setValues(EMPTY);
        },
        onError: (err) => void showServerErrors(form, err, t(AUTH_MESSAGES.somethingWrong)),
      },
    ),
  );

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Change Password')}
        description={t(/*i18n*/ 'Changing your password signs you out everywhere else.')}
      />
      <Paper withBorder p="lg" radius="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorAlert error={change.error} fallback={t(AUTH_MESSAGES.somethingWrong)} />
            <PasswordInput
              label={t(/*i18n*/ 'Current Password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t(/*i18n*/ 'New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
              error={form.errors.newPassword ?? (newPassword ? live.newPassword : undefined)}
            />
            <PasswordStrength password={newPassword} />
            <PasswordInput
              label={t(/*i18n*/ 'Confirm New Password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
              error={form.errors.confirmPassword ?? (confirmPassword ? live.confirmPassword : undefined)}
            />
            <Button type="submit" disabled={!canSubmit} loading={change.isPending}>
              {t(/*i18n*/ 'Change Password')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
