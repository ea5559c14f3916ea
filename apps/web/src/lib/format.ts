import dayjs from 'dayjs';

/** Local date and time with a short month: 22 Nov 2026, 3:45 pm. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, h:mm a');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

/*
 * Made on first use, not when the module loads: building a currency formatter loads the locale's data,
 * ~20 ms of a phone's main thread, and the shell (the notifications bell) loads this module on every
 * signed-in screen, most of which show no money.
 */
let rupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;

/** Rupees with Indian grouping: ₹1,00,000, and its paise only when there are some (a percent concession): ₹875.62. */
export function formatRupees(amount: number) {
  if (Number.isInteger(amount)) {
    rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return rupees.format(amount);
  }
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return rupeesAndPaise.format(amount);
}

/** Today in India (UTC+5:30, no daylight saving) as YYYY-MM-DD: the office's calendar day, whatever the device's zone. */
export const indianToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
