import type { UseFormReturnType } from '@mantine/form';
import type { JobseekerProfile, JobseekerProfileForm } from '@school-portal/contract';

/** The job seeker's profile form, as its parts receive it. */
export type JobseekerFormApi = UseFormReturnType<JobseekerProfileForm>;

/** The saved profile as the form's inputs hold it: an empty input is '', the subject its vocabulary id. */
export const jobseekerValues = (p: JobseekerProfile): JobseekerProfileForm => ({
  name: p.name,
  phone: p.phone ?? '',
  dob: p.dob ?? '',
  totalExp: p.totalExp === null ? '' : String(p.totalExp),
  schoolLevel: p.schoolLevel ?? '',
  syllabus: p.syllabus ?? '',
  subject: p.subjectId ?? '',
  state: p.stateCode ?? '',
  district: p.district ?? '',
  taluk: p.taluk ?? '',
  maxExpectedSalary: p.maxExpectedSalary ?? '',
  teachingLevels: p.teachingLevels,
  qualifications: p.qualifications,
  eligibilityTests: p.eligibilityTests,
  languages: p.languages,
  summary: p.summary ?? '',
  education: p.education.map((e) => ({ ...e, year: e.year ?? '' })),
  workHistory: p.workHistory.map((w) => ({ ...w, to: w.to ?? '' })),
});
