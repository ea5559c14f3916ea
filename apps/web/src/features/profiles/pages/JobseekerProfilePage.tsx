import { useQuery } from '@tanstack/react-query';
import {
  JOBSEEKER_PROFILE_MESSAGES,
  JobseekerProfileFormSchema,
  PICTURE_RULES,
  profilesApi,
  type JobseekerProfile,
  type JobseekerProfileUpdate,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { seekerProfileCall } from '../api/seeker-profile';
import { validateWith } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useSaveProfile } from '../api/save-profile';
import { CvPanel } from '../components/CvPanel';
import { EducationFields } from '../components/EducationFields';
import { JobseekerDetails } from '../components/JobseekerDetails';
import { JobseekerFields } from '../components/JobseekerFields';
import { jobseekerValues } from '../components/jobseeker-form';
import { LoadedProfile } from '../components/LoadedProfile';
import { LookingForJobSwitch } from '../components/LookingForJobSwitch';
import { PictureUpload } from '../components/PictureUpload';
import { ProfileLayout } from '../components/ProfileLayout';
import { WorkHistoryFields } from '../components/WorkHistoryFields';
import { useProfileForm } from '../hooks/use-profile-form';
import { useT } from '../../../lib/i18n';

/** /jobseekerProfile: completed on the first sign-in, then viewed and edited; the CV below. */
export function JobseekerProfilePage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(...seekerProfileCall(userId)),
    // The dashboard keeps this answer; one query has one set of options. The form waits for the server's (LoadedProfile).
    ...keptBetweenVisits,
    enabled: !!userId,
  });
  return (
    <LoadedProfile query={profile} failed={t(JOBSEEKER_PROFILE_MESSAGES.fetchFailed)}>
      {(saved) => <JobseekerProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function JobseekerProfileView({ userId, saved }: { userId: string; saved: JobseekerProfile }) {
  const t = useT();
  // One call, three uses (the form, the switch, the picture), each with its own progress.
  const send = (body: JobseekerProfileUpdate) => call(profilesApi.updateJobseekerProfile, { params: { userId }, body });
  const save = useSaveProfile(profilesApi.jobseekerProfile, userId, send);
  const toggle = useSaveProfile(profilesApi.jobseekerProfile, userId, send);
  const upload = useSaveProfile(profilesApi.jobseekerProfile, userId, send);
  const { form, layout } = useProfileForm({
    saved,
    valuesOf: jobseekerValues,
    validate: validateWith(JobseekerProfileFormSchema),
    save,
    toBody: (values) => values,
    role: 'jobseeker',
    messages: JOBSEEKER_PROFILE_MESSAGES,
  });

  return (
    <>
      <ProfileLayout
        title={t(/*i18n*/ 'Job Seeker Profile')}
        width={860}
        {...layout}
        picture={
          <PictureUpload
            update={upload}
            failed={t(JOBSEEKER_PROFILE_MESSAGES.pictureFailed)}
            value={saved.profilePicture}
            name={saved.name}
            rules={PICTURE_RULES.jobseeker}
          />
        }
        aside={<LookingForJobSwitch saved={saved.isLookingForJob} toggle={toggle} />}
        fields={
          <>
            <JobseekerFields form={form} email={saved.email} />
            <EducationFields form={form} />
            <WorkHistoryFields form={form} />
          </>
        }
        details={<JobseekerDetails profile={saved} />}
      />
      <CvPanel profile={saved} />
    </>
  );
}
