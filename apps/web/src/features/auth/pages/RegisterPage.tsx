import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Anchor, Button, Checkbox, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, authApi, POLICY_DOCUMENTS, type RegisterBody, type RegisterForm } from '@school-portal/contract';
import { hasFieldErrors, issuesToErrors, showServerErrors } from '../../../lib/forms';
import { paths } from '../../../lib/routes';
import { AuthCard } from '../components/AuthCard';
import type { PolicyDoc } from '../components/PolicyModal';
import { call } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useFields } from '../../../lib/use-fields';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** The meter loads after the form: it is not part of the first screen's budget (scripts/check-size.mjs). */
const PasswordStrength = lazy(() => import('../components/PasswordStrength').then((m) => ({ default: m.PasswordStrength })));

// Dialogs load when first opened: a phone on a slow network gets the form first.
const PolicyModal = lazy(() => import('../components/PolicyModal').then((m) => ({ default: m.PolicyModal })));
const RegisteredDialog = lazy(() => import('../components/RegisteredDialog').then((m) => ({ default: m.RegisteredDialog })));


const EMPTY: RegisterForm = { role: '', name: '', instituteCode: '', udiseCode: '', email: '', phone: '', password: '', confirmPassword: '', agree: false };

const TITLES: Record<string, string> = { instituteAdmin: 'Institute Registration', jobseeker: 'Job Seeker Registration' };

const ROLE_OPTIONS = [
  { value: '', label: 'Select Role' },
  { value: 'instituteAdmin', label: 'Institute' },
  { value: 'jobseeker', label: 'Job Seeker' },
];

export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useAction((body: RegisterBody) => call(authApi.register, { body }));
  const [doc, setDoc] = useState<PolicyDoc | null>(null);
  const [done, setDone] = useState(false);
  const form = useFields<RegisterForm>(EMPTY);
  const role = form.values.role;

  const chooseRole = (value: string) => {
    // A new role starts a clean form.
    form.reset({ ...EMPTY, role: value });
    registration.reset();
  };

  const openDoc = (event: MouseEvent, next: PolicyDoc) => {
    // The links sit inside the checkbox label; opening one must not tick the box.
    event.preventDefault();
    event.stopPropagation();
    setDoc(next);
  };

  // The form's rules live in the contract; they load when the form is first sent, not with the screen.
  const submit = form.onSubmit(async (values) => {
    const { RegisterFormSchema } = await import('../register-form');
    const checked = RegisterFormSchema.safeParse(values);
    if (!checked.success) {
      form.setErrors(issuesToErrors(checked.error.issues));
      return;
    }
    const { confirmPassword: _c, agree: _a, ...payload } = values;
    registration.run(payload as RegisterBody, {
      onSuccess: () => {
        notify({ color: 'teal', message: AUTH_MESSAGES.registrationToast, autoClose: 3000 });
        setDone(true);
      },
      onError: (err) => void showServerErrors(form, err, AUTH_MESSAGES.registrationFailed),
    });
  });

  const finish = () => {
    setDone(false);
    void navigate(paths.login);
  };

  return (
    <AuthCard title={TITLES[role] ?? 'Registration'} width={450}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert error={hasFieldErrors(registration.error) ? null : registration.error} fallback={AUTH_MESSAGES.registrationFailed} />
          <NativeSelect
            label="Role"
            data={ROLE_OPTIONS}
            required
            {...form.input('role')}
            onChange={(e) => chooseRole(e.currentTarget.value)}
          />
          {role === 'instituteAdmin' ? (
            <>
              <TextInput label="Institute Name" autoComplete="organization" placeholder="e.g. Sri Saraswathi Vidyalaya" required {...form.input('name')} />
              <TextInput label="Institute Code" description="A short code your school chooses; your staff sign in with it." placeholder="e.g. SSV-MDU" required {...form.input('instituteCode')} />
              <TextInput label="UDISE Code" inputMode="numeric" placeholder="Optional: 11 digits" {...form.input('udiseCode')} />
            </>
          ) : null}
          {role === 'jobseeker' ? <TextInput label="Name" autoComplete="name" required {...form.input('name')} /> : null}
          {role ? (
            <>
              <TextInput type="email" label="Email" autoComplete="email" required {...form.input('email')} />
              <TextInput type="tel" label="Phone" autoComplete="tel" placeholder="10-digit mobile number" required {...form.input('phone')} />
              <PasswordInput label="Password" autoComplete="new-password" required {...form.input('password')} />
              <Suspense fallback={null}>
                <PasswordStrength password={form.values.password} />
              </Suspense>
              <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.input('confirmPassword')} />
              <Checkbox
                {...form.checkbox('agree')}
                label={
                  <>
                    I agree to the{' '}
                    {POLICY_DOCUMENTS.map((d, i) => (
                      <span key={d.key}>
                        <Anchor component="button" type="button" size="sm" underline="always" onClick={(e: MouseEvent) => openDoc(e, d)}>
                          {d.title}
                        </Anchor>
                        {i === 0 ? ', ' : i === 1 ? ', and ' : '.'}
                      </span>
                    ))}
                  </>
                }
              />
            </>
          ) : null}
          <Button type="submit" fullWidth loading={registration.isPending}>
            Register
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              Already have an account? Login here
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Suspense fallback={null}>
        {doc ? <PolicyModal doc={doc} onClose={() => setDoc(null)} /> : null}
        {done ? <RegisteredDialog onClose={finish} /> : null}
      </Suspense>
    </AuthCard>
  );
}
