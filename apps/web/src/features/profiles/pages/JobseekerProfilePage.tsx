import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { JOBSEEKER_PROFILE_MESSAGES, PICTURE_RULES, profilesApi, type JobseekerProfile } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { importOnce } from '../../../lib/import-once';
import { whenIdle } from '../../../lib/when-idle';
import { seekerProfileCall } from '../api/seeker-profile';
import { useSession } from '../../../lib/session';
import { sendSeekerProfile, useSaveProfile } from '../api/save-profile';
import { CvPanel } from '../components/CvPanel';
import { JobseekerDetails } from '../components/JobseekerDetails';
import { LoadedProfile } from '../components/LoadedProfile';
import { LookingForJobSwitch } from '../components/LookingForJobSwitch';
import { PictureUpload } from '../components/PictureUpload';
import { ProfileLayout } from '../components/ProfileLayout';
import { useProfileEditing } from '../hooks/use-profile-editing';
import { useT } from '../../../lib/i18n';

// The form's code (its fields, checks and pickers, most of the screen's) is asked for once her profile shows, when the
// browser is idle, and drawn when she edits: opening her profile from the menu runs only what shows it (issue 51).
const loadForm = importOnce(() => import('../components/JobseekerProfileForm'));
const JobseekerProfileForm = lazyPart(async () => (await loadForm()).JobseekerProfileForm);

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
  // One call, two uses here (the switch, the picture) and the form's own, each with its own progress.
  const toggle = useSaveProfile(profilesApi.jobseekerProfile, userId, sendSeekerProfile(userId));
  const upload = useSaveProfile(profilesApi.jobseekerProfile, userId, sendSeekerProfile(userId));
  const edit = useProfileEditing(saved);
  useEffect(() => whenIdle(() => void loadForm().catch(() => undefined)), []);

  return (
    <>
      <ProfileLayout
        title={t(/*i18n*/ 'Job Seeker Profile')}
        width={860}
        edit={edit}
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
        editor={
          <Suspense fallback={<Loading label={t(/*i18n*/ 'Loading')} />}>
            <JobseekerProfileForm userId={userId} saved={saved} editing={edit} />
          </Suspense>
        }
        details={<JobseekerDetails profile={saved} />}
      />
      <CvPanel profile={saved} />
    </>
  );
}
