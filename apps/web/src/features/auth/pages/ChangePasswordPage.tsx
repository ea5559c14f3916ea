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

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validate = validateWith(ChangePasswordFormSchema);

export function ChangePasswordPage() {
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
          notify({ color: 'teal', title: AUTH_MESSAGES.passwordChangedTitle, message: AUTH_MESSAGES.passwordChanged, autoClose: 3000 });
          form.setValues(EMPTY);
        },
        onError: (err) => void showServerErrors(form, err, AUTH_MESSAGES.somethingWrong),
      },
    ),
  );

  return (
    <>
      <PageHeader title="Change Password" description="Changing your password signs you out everywhere else." />
      <Paper withBorder p="lg" radius="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorAlert error={change.error} fallback={AUTH_MESSAGES.somethingWrong} />
            <PasswordInput label="Current Password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
              error={form.errors.newPassword ?? (newPassword ? live.newPassword : undefined)}
            />
            <PasswordStrength password={newPassword} />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
              error={form.errors.confirmPassword ?? (confirmPassword ? live.confirmPassword : undefined)}
            />
            <Button type="submit" disabled={!canSubmit} loading={change.isPending}>
              Change Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
