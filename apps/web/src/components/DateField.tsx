// The date field's styles (4 kB compressed) load with the forms that have one, not with every signed-in screen.
import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useT } from '../lib/i18n';
import { parseTypedDate } from '../lib/typed-date';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'min' | 'max'
> & {
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
      clearButtonProps={{ 'aria-label': t(/*i18n*/ 'Clear the date') }}
      // The days of the months around are hidden and no day is drawn in red: Mantine's grey and red for them read
      // at 2.4:1 and 3.3:1 on white (axe: color-contrast), and many Indian schools work on Saturdays.
      hideOutsideDates
      weekendDays={[]}
      // The calendar's arrows and its month and year buttons are named too (axe: button-name, while it is open).
      ariaLabels={{
        previousMonth: t(/*i18n*/ 'Previous month'),
        nextMonth: t(/*i18n*/ 'Next month'),
        previousYear: t(/*i18n*/ 'Previous year'),
        nextYear: t(/*i18n*/ 'Next year'),
        previousDecade: t(/*i18n*/ 'Previous decade'),
        nextDecade: t(/*i18n*/ 'Next decade'),
        monthLevelControl: t(/*i18n*/ 'Choose the month'),
        yearLevelControl: t(/*i18n*/ 'Choose the year'),
      }}
      {...props}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      minDate={min}
      maxDate={max}
    />
  );
}
