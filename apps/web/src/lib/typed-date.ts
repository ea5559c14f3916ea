import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** What a person may type into a date field: day first as written in India, the month by name, or ISO pasted from a sheet. */
const TYPED_FORMATS = [
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'DD.MM.YYYY',
  'D MMM YYYY',
  'DD MMM YYYY',
  'D MMMM YYYY',
  'YYYY-MM-DD',
];

/** The ISO day of what was typed ("05/06/2026" is 5 June), or null while it is not a whole, real day (31/02/2026). */
export function parseTypedDate(text: string): string | null {
  const day = dayjs(text.trim(), TYPED_FORMATS, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}
