import dayjs from 'dayjs';

/** Local date and time with a short month: 22 Nov 2026, 3:45 pm. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, h:mm a');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian grouping: ₹1,00,000, and its paise only when there are some (a percent concession): ₹875.62. */
export const formatRupees = (rupees: number) => (Number.isInteger(rupees) ? RUPEES : RUPEES_AND_PAISE).format(rupees);
