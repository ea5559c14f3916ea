/** What Find Employee tells the institute (spec section 8). */
export const JOBSEEKER_LIST_MESSAGES = {
  end: /*i18n*/ 'No more jobseekers.',
  empty: /*i18n*/ 'No job seekers match these filters.',
  fetchFailed: /*i18n*/ 'Failed to fetch jobseekers',
} as const;
