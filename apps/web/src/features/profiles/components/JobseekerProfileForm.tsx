import {
  JOBSEEKER_PROFILE_MESSAGES,
  JobseekerProfileFormSchema,
  profilesApi,
  type JobseekerProfile,
} from '@school-portal/contract';
import { validateWith } from '../../../lib/forms';
import { sendSeekerProfile, useSaveProfile } from '../api/save-profile';
import type { ProfileEditing } from '../hooks/use-profile-editing';
import { useProfileForm } from '../hooks/use-profile-form';
import { EducationFields } from './EducationFields';
import { jobseekerValues } from './jobseeker-form';
import { JobseekerFields } from './JobseekerFields';
import { ProfileForm } from './ProfileLayout';
import { WorkHistoryFields } from './WorkHistoryFields';

/**
 * The job seeker's profile form, a chunk of its own (JobseekerProfilePage loads it): its fields, their checks and the
 * date and list pickers are most of the profile screen's code, and a teacher who opens her profile to read it, or to
 * turn Looking for Job off, needs none of them.
 */
export function JobseekerProfileForm({
  userId,
  saved,
  editing,
}: {
  userId: string;
  saved: JobseekerProfile;
  editing: ProfileEditing;
}) {
  const save = useSaveProfile(profilesApi.jobseekerProfile, userId, sendSeekerProfile(userId));
  const { form, frame } = useProfileForm({
    saved,
    editing,
    valuesOf: jobseekerValues,
    validate: validateWith(JobseekerProfileFormSchema),
    save,
    toBody: (values) => values,
    role: 'jobseeker',
    messages: JOBSEEKER_PROFILE_MESSAGES,
  });
  return (
    <ProfileForm {...frame}>
      <JobseekerFields form={form} email={saved.email} />
      <EducationFields form={form} />
      <WorkHistoryFields form={form} />
    </ProfileForm>
  );
}
