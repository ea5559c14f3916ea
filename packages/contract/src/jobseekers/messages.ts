/** What Find Employee tells the institute (spec section 8). */
export const JOBSEEKER_LIST_MESSAGES = {
  end: 'No more jobseekers.',
  empty: 'No job seekers match these filters.',
  fetchFailed: 'Failed to fetch jobseekers',
} as const;
