import { t } from '../../../lib/i18n';
import { eligibilityTestText, qualificationText, teachingLevelText, type JobseekerCard } from '@school-portal/contract';
import { placeOf } from '../../../lib/place';

export const placeText = (s: Pick<JobseekerCard, 'district' | 'state'>) => placeOf(s.district, s.state);
export const levelsText = (s: Pick<JobseekerCard, 'teachingLevels'>) =>
  s.teachingLevels.map((l) => teachingLevelText(l, t)).join(', ') || '—';
export const testsText = (s: Pick<JobseekerCard, 'eligibilityTests'>) =>
  s.eligibilityTests.map((e) => eligibilityTestText(e, t)).join(', ') || t(/*i18n*/ 'None');
export const qualificationsText = (s: Pick<JobseekerCard, 'qualifications'>) =>
  s.qualifications.map((q) => qualificationText(q, t)).join(', ') || '—';
export const experienceText = (s: Pick<JobseekerCard, 'totalExp'>) =>
  s.totalExp === null ? '—' : t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: s.totalExp });
export const schoolLevelText = (s: Pick<JobseekerCard, 'schoolLevel'>) =>
  s.schoolLevel === 'primary' ? t(/*i18n*/ 'Primary') : s.schoolLevel === 'secondary' ? t(/*i18n*/ 'Secondary') : '—';
