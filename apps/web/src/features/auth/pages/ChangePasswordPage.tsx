import { Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { MSG, passwordStrength } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/PageHeader';
import { PasswordStrength } from '../components/PasswordStrength';
import { useChangePassword } from '../api/change-password';
import { ErrorAlert } from '../../../components/ErrorAlert';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const session = useSession();
  const change = useChangePassword(session?.userId ?? '');
  const form = useForm({ initialValues: EMPTY });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const rulesMet = passwordStrength(newPassword).score === 4;
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;
  const canSubmit = currentPassword !== '' && newPassword !== '' && confirmPassword !== '' && !mismatch && rulesMet;

  const submit = form.onSubmit(() =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify({ color: 'teal', title: MSG.passwordChangedTitle, message: MSG.passwordChanged, autoClose: 3000 });
          form.setValues(EMPTY);
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, MSG.somethingWrong) }),
      },
    ),
  );

  return (
    <>
      <PageHeader title="Change Password" description="Changing your password signs you out everywhere else." />
      <Paper withBorder p="lg" radius="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorAlert error={change.error} fallback={MSG.somethingWrong} />
            <PasswordInput label="Current Password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
              error={newPassword && !rulesMet ? MSG.passwordRulesUnmet : undefined}
            />
            <PasswordStrength password={newPassword} />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
              error={mismatch ? MSG.passwordsDoNotMatch : undefined}
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
