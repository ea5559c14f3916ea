import type { JobseekerProfile } from './jobseeker.ts';

// A file of its own, with only a type from the profile's schemas: the teacher's dashboard shows it, and importing it
// from jobseeker.ts brought zod (25 kB compressed) to that first screen for a list of labels.

/** The parts of a profile the dashboard counts, in the order it lists what is missing. */
const PARTS: { label: string; done: (p: JobseekerProfile) => boolean }[] = [
  { label: /*i18n*/ 'Phone number', done: (p) => !!p.phone },
  { label: 'Date of birth', done: (p) => !!p.dob },
  { label: 'Total experience', done: (p) => p.totalExp !== null },
  { label: /*i18n*/ 'Level, syllabus and subject', done: (p) => !!p.schoolLevel && !!p.syllabus && !!p.subject },
  { label: /*i18n*/ 'State and district', done: (p) => !!p.state && !!p.district },
  { label: /*i18n*/ 'Profile picture', done: (p) => !!p.profilePicture },
  { label: /*i18n*/ 'Teaching level (PRT, TGT, PGT…)', done: (p) => p.teachingLevels.length > 0 },
  { label: 'Qualifications', done: (p) => p.qualifications.length > 0 },
  { label: 'Eligibility tests passed', done: (p) => p.eligibilityTests.length > 0 },
  { label: /*i18n*/ 'Languages you teach in', done: (p) => p.languages.length > 0 },
  { label: 'Expected salary', done: (p) => p.maxExpectedSalary !== null },
  { label: 'Taluk', done: (p) => !!p.taluk },
];

/** How much of the profile is filled in, and what is still missing, for the job seeker's dashboard. */
export function profileCompleteness(profile: JobseekerProfile): { percent: number; missing: string[] } {
  const missing = PARTS.filter((part) => !part.done(profile)).map((part) => part.label);
  return { percent: Math.round(((PARTS.length - missing.length) / PARTS.length) * 100), missing };
}
