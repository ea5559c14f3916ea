import { JOB_CATEGORIES, JOB_TYPES, STATE_CODES, TEACHING_LEVEL_CODES } from '@school-portal/contract';
import { anySubject, anyText, oneOf, wholeNumber, type FilterParser } from '../../../lib/use-list-search-params';

const yes: FilterParser<'true'> = (raw) => (raw === 'true' ? 'true' : undefined);

/** Browse Jobs' filters as the address keeps them: what the page reads and the filter fields set. */
export const JOB_FILTERS = {
  state: oneOf(STATE_CODES),
  district: anyText,
  experience: wholeNumber,
  minSalary: wholeNumber,
  hideUndisclosedPay: yes,
  category: oneOf(JOB_CATEGORIES),
  subject: anySubject,
  teachingLevel: oneOf(TEACHING_LEVEL_CODES),
  jobType: oneOf(JOB_TYPES),
};

export type JobFilterValues = { [K in keyof typeof JOB_FILTERS]: NonNullable<ReturnType<(typeof JOB_FILTERS)[K]>> };
