import { useNavigate } from 'react-router';
import { useForm, type FormValidateInput } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Role } from '@school-portal/contract';
import { showServerErrors } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { dashboardOf } from '../../../lib/paths';
import type { ProfileEditing } from './use-profile-editing';

interface ProfileFormOptions<P, V, B> {
  saved: P;
  /** The screen's editing state (useProfileEditing). */
  editing: ProfileEditing;
  valuesOf: (profile: P) => V;
  validate: FormValidateInput<V>;
  save: Pick<UseMutationResult<{ profile: P }, Error, B>, 'mutate' | 'isPending'>;
  toBody: (values: V) => B;
  /** Whose dashboard the first complete save opens. */
  role: Role;
  messages: { updated: string; updateFailed: string };
  /** Run on Cancel and once saved (after the form took the saved values): drop what the form kept beside its values. */
  onReset?: () => void;
}

/**
 * A profile page's edit form: Cancel back to what is saved, and a save that shows the server's answer and leads on to
 * the dashboard the first time. `frame` is what ProfileForm needs of it.
 */
// Mantine's own bound for form values is Record<string, any>; an object type of the contract meets it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useProfileForm<P extends object, V extends Record<string, any>, B>({
  saved,
  editing: { incomplete, setEditing },
  valuesOf,
  validate,
  save,
  toBody,
  role,
  messages,
  onReset,
}: ProfileFormOptions<P, V, B>) {
  const navigate = useNavigate();
  const form = useForm<V>({ initialValues: valuesOf(saved), validate });

  const cancel = () => {
    form.setValues(valuesOf(saved));
    form.clearErrors();
    onReset?.();
    setEditing(incomplete);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: ({ profile }) => {
        notify({ color: 'teal', message: messages.updated });
        form.setValues(valuesOf(profile));
        form.resetDirty();
        onReset?.();
        setEditing(false);
        if (incomplete) void navigate(dashboardOf(role));
      },
      onError: (err) => void showServerErrors(form, err, messages.updateFailed),
    }),
  );

  return { form, frame: { submit, cancel, saving: save.isPending, incomplete } };
}
