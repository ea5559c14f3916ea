import { DateInput, type DateInputProps } from '@mantine/dates';
import { useT } from '../lib/i18n';
import { parseTypedDate } from '../lib/typed-date';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'min' | 'max'> & {
  /** The ISO day (`YYYY-MM-DD`) the forms send, or '' when none is chosen. */
  value?: string;
  onChange?: (value: string) => void;
  /** Earliest and latest days that may be chosen, ISO. */
  min?: string;
  max?: string;
};

/**
 * The portal's one date field: it shows and reads 05/06/2026 (day first, or "05 Jun 2026") whatever
 * the browser's locale, where the browser's own date input shows the browser's own order (06/05/2026 in an
 * en-US Chrome), and still hands the form the ISO day it sends, '' when cleared.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  const t = useT();
  return (
    <DateInput
      // A format's tokens, the same in every language.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      valueFormat="DD/MM/YYYY"
      // eslint-disable-next-line lingui/no-unlocalized-strings
      placeholder="DD/MM/YYYY"
      dateParser={parseTypedDate}
      clearable={!props.required}
      // Mantine's clear button is an icon alone: without a name a screen reader announces "button".
      clearButtonProps={{ 'aria-label': t('Clear the date') }}
      {...props}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      minDate={min}
      maxDate={max}
    />
  );
}
