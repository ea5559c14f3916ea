import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FormValidateInput } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Role } from '@school-portal/contract';
import { showServerErrors } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { dashboardOf } from '../../../lib/routes';

// Mantine's own bound for form values: an interface has no index signature, so Record<string, unknown> would refuse one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

interface ProfileFormOptions<P, V extends FormValues, B> {
  saved: P;
  valuesOf: (profile: P) => V;
  validate: FormValidateInput<V>;
  save: Pick<UseMutationResult<{ profile: P }, Error, B>, 'mutate'>;
  toBody: (values: V) => B;
  /** Whose dashboard the first complete save opens. */
  role: Role;
  messages: { updated: string; updateFailed: string };
  /** Run once saved, after the form took the saved values (before the form closes). */
  onSaved?: () => void;
}

/**
 * A profile page's edit form: open at once until the profile is complete, Cancel back to what is
 * saved, and a save that shows the server's answer and leads on to the dashboard the first time.
 */
export function useProfileForm<P extends { isProfileCompleted: boolean }, V extends FormValues, B>({
  saved,
  valuesOf,
  validate,
  save,
  toBody,
  role,
  messages,
  onSaved,
}: ProfileFormOptions<P, V, B>) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(!saved.isProfileCompleted);
  const form = useForm<V>({ initialValues: valuesOf(saved), validate });

  const cancel = () => {
    form.setValues(valuesOf(saved));
    form.clearErrors();
    setEditing(!saved.isProfileCompleted);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: ({ profile }) => {
        notify({ color: 'teal', message: messages.updated });
        form.setValues(valuesOf(profile));
        onSaved?.();
        setEditing(false);
        if (!saved.isProfileCompleted) void navigate(dashboardOf(role));
      },
      onError: (err) => void showServerErrors(form, err, messages.updateFailed),
    }),
  );

  return { form, editing, setEditing, cancel, submit };
}
