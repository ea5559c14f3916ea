import { Switch } from '@mantine/core';
import { JOBSEEKER_PROFILE_MESSAGES, type JobseekerProfileUpdate } from '@school-portal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

interface LookingForJobSwitchProps {
  saved: boolean;
  /** Its own instance of the profile's save, so the form's Save does not spin while it switches. */
  toggle: Pick<
    UseMutationResult<{ message: string }, Error, JobseekerProfileUpdate>,
    'mutate' | 'isPending' | 'variables'
  >;
}

/** Looking for Job: saved the moment it is switched (spec section 7); shown switched while the call runs. */
export function LookingForJobSwitch({ saved, toggle }: LookingForJobSwitchProps) {
  const t = useT();
  const looking = toggle.isPending ? !!toggle.variables?.isLookingForJob : saved;
  return (
    <Switch
      size="md"
      label={t(/*i18n*/ 'Looking for Job')}
      description={looking ? t(/*i18n*/ 'Institutes can find you') : t(/*i18n*/ 'Hidden from institutes')}
      checked={looking}
      disabled={toggle.isPending}
      onChange={(e) =>
        toggle.mutate(
          { isLookingForJob: e.currentTarget.checked },
          {
            onSuccess: ({ message }) => notify({ color: 'teal', message }),
            onError: () =>
              notify({ color: 'red', message: t(JOBSEEKER_PROFILE_MESSAGES.lookingFailed), autoClose: 5000 }),
          },
        )
      }
    />
  );
}
