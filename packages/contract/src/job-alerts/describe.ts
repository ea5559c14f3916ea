import { isStateCode, stateName } from '../reference/states.ts';
import { subjectName } from '../reference/subjects.ts';
import type { JobAlert } from './schemas.ts';

/**
 * An alert's search in words, one per filter she set ("Mathematics", "Karnataka", "“pgt”"): the
 * dashboard shows them as badges, the unsubscribe page as one line. No filters: an empty list.
 */
export function describeCriteria(criteria: JobAlert['criteria']): string[] {
  return Object.entries(criteria).map(([key, value]) => {
    if (key === 'subject' && typeof value === 'string') return subjectName(value);
    if (key === 'state' && typeof value === 'string' && isStateCode(value)) return stateName(value);
    if (key === 'q') return `“${String(value)}”`;
    if (key === 'experience' || key === 'minExp') return `${String(value)} years' experience`;
    if (key === 'minSalary') return `at least ₹${Number(value).toLocaleString('en-IN')} a month`;
    if (key === 'maxSalary') return `at most ₹${Number(value).toLocaleString('en-IN')} a month`;
    if (key === 'hideUndisclosedPay') return 'pay shown';
    return String(value);
  });
}
