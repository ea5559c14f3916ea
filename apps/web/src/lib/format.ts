import dayjs from 'dayjs';

/** Local date and time with a short month: 22 Nov 2026, 3:45 pm. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, h:mm a');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with Indian grouping: ₹1,00,000. */
export const formatRupees = (rupees: number) => RUPEES.format(rupees);
