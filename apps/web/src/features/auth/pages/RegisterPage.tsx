import { Suspense, useState, type MouseEvent } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { Anchor, Button, Checkbox, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from 'react-router';
import {
  AUTH_MESSAGES,
  authApi,
  POLICY_DOCUMENTS,
  type RegisterBody,
  type RegisterForm,
} from '@school-portal/contract';
import { hasFieldErrors, issuesToErrors, showServerErrors } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';
import type { PolicyDoc } from '../components/PolicyModal';
import { call } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useFields } from '../../../lib/use-fields';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { t, useT } from '../../../lib/i18n';

/** The meter loads after the form: it is not part of the first screen's budget (scripts/check-size.mjs). */
const PasswordStrength = lazyPart(async () => (await import('../components/PasswordStrength')).PasswordStrength);

// Dialogs load when first opened: a phone on a slow network gets the form first.
const PolicyModal = lazyPart(async () => (await import('../components/PolicyModal')).PolicyModal);
const RegisteredDialog = lazyPart(async () => (await import('../components/RegisteredDialog')).RegisteredDialog);

const EMPTY: RegisterForm = {
  role: '',
  name: '',
  instituteCode: '',
  udiseCode: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  agree: false,
};

// Functions, not constants: each reads the texts in the language on screen when drawn.
const titleOf = (role: string) =>
  role === 'instituteAdmin'
    ? t(/*i18n*/ 'Institute Registration')
    : role === 'jobseeker'
      ? t(/*i18n*/ 'Job Seeker Registration')
      : t(/*i18n*/ 'Registration');

const roleOptions = () => [
  { value: '', label: t(/*i18n*/ 'Select Role') },
  { value: 'instituteAdmin', label: t(/*i18n*/ 'Institute') },
  { value: 'jobseeker', label: t(/*i18n*/ 'Job Seeker') },
];

/**
 * The agreement sentence in the language on screen, cut where its three document links go: a language
 * may put the links before the verb ("मैं … से सहमत हूँ"), so the words around them come from one message.
 * A part that is a document's key is its link.
 */
const agreementParts = () =>
  t(/*i18n*/ 'I agree to the {terms}, {privacy}, and {guidelines}.', {
    terms: '\0terms\0',
    privacy: '\0privacy\0',
    guidelines: '\0guidelines\0',
  }).split('\0');

export function RegisterPage() {
  const t = useT();
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
        notify({ color: 'teal', message: t(AUTH_MESSAGES.registrationToast), autoClose: 3000 });
        setDone(true);
      },
      onError: (err) => void showServerErrors(form, err, t(AUTH_MESSAGES.registrationFailed)),
    });
  });

  const finish = () => {
    setDone(false);
    void navigate(paths.login);
  };

  return (
    <AuthCard title={titleOf(role)} width={450}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert
            error={hasFieldErrors(registration.error) ? null : registration.error}
            fallback={t(AUTH_MESSAGES.registrationFailed)}
          />
          <NativeSelect
            label={t(/*i18n*/ 'Role')}
            data={roleOptions()}
            required
            {...form.input('role')}
            onChange={(e) => chooseRole(e.currentTarget.value)}
          />
          {role === 'instituteAdmin' ? (
            <>
              <TextInput
                label={t(/*i18n*/ 'Institute Name')}
                autoComplete="organization"
                placeholder={t(/*i18n*/ 'e.g. Sri Saraswathi Vidyalaya')}
                required
                {...form.input('name')}
              />
              <TextInput
                label={t(/*i18n*/ 'Institute Code')}
                description={t(/*i18n*/ 'A short code your school chooses; your staff sign in with it.')}
                placeholder={t(/*i18n*/ 'e.g. SSV-MDU')}
                required
                {...form.input('instituteCode')}
              />
              <TextInput
                label={t(/*i18n*/ 'UDISE Code')}
                inputMode="numeric"
                placeholder={t(/*i18n*/ 'Optional: 11 digits')}
                {...form.input('udiseCode')}
              />
            </>
          ) : null}
          {role === 'jobseeker' ? (
            <TextInput label={t(/*i18n*/ 'Name')} autoComplete="name" required {...form.input('name')} />
          ) : null}
          {role ? (
            <>
              <TextInput
                type="email"
                label={t(/*i18n*/ 'Email')}
                autoComplete="email"
                required
                {...form.input('email')}
              />
              <TextInput
                type="tel"
                label={t(/*i18n*/ 'Phone')}
                autoComplete="tel"
                placeholder={t(/*i18n*/ '10-digit mobile number')}
                required
                {...form.input('phone')}
              />
              <PasswordInput
                label={t(/*i18n*/ 'Password')}
                autoComplete="new-password"
                required
                {...form.input('password')}
              />
              <Suspense fallback={null}>
                <PasswordStrength password={form.values.password} />
              </Suspense>
              <PasswordInput
                label={t(/*i18n*/ 'Confirm Password')}
                autoComplete="new-password"
                required
                {...form.input('confirmPassword')}
              />
              <Checkbox
                {...form.checkbox('agree')}
                label={
                  <>
                    {agreementParts().map((part) => {
                      const d = POLICY_DOCUMENTS.find((doc) => doc.key === part);
                      return d ? (
                        <Anchor
                          key={d.key}
                          component="button"
                          type="button"
                          size="sm"
                          underline="always"
                          onClick={(e: MouseEvent) => openDoc(e, d)}
                        >
                          {t(d.title)}
                        </Anchor>
                      ) : (
                        part
                      );
                    })}
                  </>
                }
              />
            </>
          ) : null}
          <Button type="submit" fullWidth loading={registration.isPending}>
            {t(/*i18n*/ 'Register')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              {t(/*i18n*/ 'Already have an account? Login here')}
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
