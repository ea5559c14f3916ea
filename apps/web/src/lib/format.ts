import dayjs from 'dayjs';
import { currentLanguage, currentLocale } from './i18n';

/*
 * English keeps its fixed form (22 Nov 2026, 3:45 pm); Hindi and Tamil take the locale's own month names
 * from Intl (22 नव॰ 2026, 22 நவ., 2026), which the browser carries: no locale data of ours to download.
 */
const localDate = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(currentLocale(), options).format(new Date(iso));

/** Local date and time with a short month: 22 Nov 2026, 3:45 pm. */
export const formatDateTime = (iso: string) =>
  currentLanguage() === 'en'
    ? dayjs(iso).format('D MMM YYYY, h:mm a')
    : localDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const formatDate = (iso: string) =>
  currentLanguage() === 'en'
    ? dayjs(iso).format('D MMM YYYY')
    : localDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** A day of a month without its year, under a chart's bars: 5 Jun, 5 जून. */
export const formatDayMonth = (iso: string) =>
  currentLanguage() === 'en' ? dayjs(iso).format('D MMM') : localDate(iso, { day: 'numeric', month: 'short' });

/*
 * Made on first use, not when the module loads: building a currency formatter loads the locale's data,
 * ~20 ms of a phone's main thread, and the shell (the notifications bell) loads this module on every
 * signed-in screen, most of which show no money.
 */
let rupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;

/**
 * Rupees with Indian grouping: ₹1,00,000, and its paise only when there are some (a percent concession): ₹875.62.
 * en-IN in every language: Latin digits and the lakh grouping are what Indian offices write in Hindi and Tamil too.
 */
export function formatRupees(amount: number) {
  if (Number.isInteger(amount)) {
    rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return rupees.format(amount);
  }
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeesAndPaise.format(amount);
}
