import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V & string, string>>;
type Values = Record<string, string | boolean>;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type FlagKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * The public screens' form state (sign-in, registration, forgot password): values, errors under
 * fields, submit with validation. The same shape as the rest of the portal's forms (errors by field,
 * as lib/forms.ts `validateWith` gives them, and `values`/`setErrors` for `showServerErrors`) without
 * loading a form library on the first screen a phone sees.
 */
export function useFields<V extends Values>(initial: V, validate: (values: V) => Errors<V> = () => ({})) {
  const [values, setValues] = useState(initial);
  const [errors, setErrorState] = useState<Errors<V>>({});

  const change = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Editing a field clears its error.
    setErrorState((current) => ({ ...current, [name]: undefined }));
  };

  const input = (name: TextKey<V>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change(name, event.currentTarget.value as V[typeof name]),
  });

  const checkbox = (name: FlagKey<V>) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.checked as V[typeof name]),
  });

  const onSubmit = (handler: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrorState(found);
    if (Object.values(found).every((e) => !e)) void handler(values);
  };

  /** Starts over with these values and no errors. */
  const reset = (next: V) => {
    setValues(next);
    setErrorState({});
  };

  const setErrors = (next: Record<string, string>) => setErrorState(next as Errors<V>);

  return { values, errors, input, checkbox, onSubmit, reset, setErrors };
}
