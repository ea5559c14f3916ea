import dayjs from 'dayjs';

/** A day read from the address (YYYY-MM-DD), or the default when it is missing or garbled. */
export const dayParam = (params: URLSearchParams, key: string, fallback: () => dayjs.Dayjs) => {
  const value = params.get(key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fallback().format('YYYY-MM-DD');
};
