import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage } from './api-client';
import { t } from './i18n';
import { notify } from './notify';

/** What these helpers need of a Mantine form (`useForm()`'s answer). */
interface FormErrorsTarget<V> {
  values: V;
  setErrors: (errors: Record<string, string>) => void;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** A schema's issues as a form's errors: the first message for each field, in the language on screen. */
export function issuesToErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= t(issue.message);
  }
  return errors;
}

/** A Mantine `validate` function from a contract schema: the form checks exactly what the server will. */
export const validateWith =
  <V>(schema: { safeParse: (value: V) => { success: boolean; error?: { issues: readonly Issue[] } } }) =>
  (values: V): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToErrors(result.error?.issues ?? []);
  };

/**
 * The server's answer to a refused form: an error about a field this form has is shown under that
 * field, once; anything else becomes a red toast (the screen's fallback when the server gave no text).
 * Returns whether the errors were placed on the form.
 */
export function showServerErrors<V extends object>(form: FormErrorsTarget<V>, err: unknown, fallback: string): boolean {
  const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
  const known = Object.fromEntries(
    Object.entries(fieldErrors).filter(([field]) => field.split('.')[0]! in form.values),
  );
  if (Object.keys(known).length > 0) {
    form.setErrors(known);
    return true;
  }
  notify({ color: 'red', message: errorMessage(err, fallback) });
  return false;
}

/** Whether an error carries field errors the form can show (so the alert above the form stays quiet). */
export const hasFieldErrors = (err: unknown): boolean =>
  err instanceof ApiError && Object.keys(err.fieldErrors).length > 0;

/**
 * A Mantine Select bound to a form's text field: '' shows as no choice (a Select given '' keeps
 * showing its last option's text), and clearing the Select stores ''.
 */
export function selectProps<V>(form: Pick<UseFormReturnType<V>, 'getInputProps'>, field: LooseKeys<V>) {
  const props = form.getInputProps(field);
  const value: unknown = props.value;
  const change = props.onChange as (next: string) => void;
  return {
    ...props,
    value: typeof value === 'string' && value ? value : null,
    onChange: (next: string | null) => change(next ?? ''),
  };
}
