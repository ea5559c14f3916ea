import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The sign-in and forgot-password forms' state: values, errors under fields, submit with validation.
 * The same shape as the rest of the portal's forms (`validate` returns errors by field, as
 * lib/forms.ts `validateWith` does) without loading a form library on the first screen a phone sees.
 */
export function useFields<V extends Record<string, string>>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const input = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      // Editing a field clears its error.
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (handler: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).every((e) => !e)) handler(values);
  };

  return { values, errors, input, onSubmit };
}
