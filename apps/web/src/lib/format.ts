import dayjs from 'dayjs';

/** Local date and time with a short month: 22 Nov 2026, 3:45 pm. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, h:mm a');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');
