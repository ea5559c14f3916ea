import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { SAVED_JOB_MESSAGES, type Job } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useToggleSaved } from '../api/toggle-saved';
import { useT } from '../../../lib/i18n';

/**
 * Save / Saved: a toggle, pressed while the job is among the teacher's saved jobs. `compact` (a job card's
 * row of three buttons at a phone's width) leaves out the icon so the word fits.
 */
export function SaveJobButton({
  job,
  size,
  compact = false,
}: {
  job: Pick<Job, '_id' | 'title' | 'saved'>;
  size?: 'xs' | 'sm';
  compact?: boolean;
}) {
  const t = useT();
  const toggle = useToggleSaved();
  const saved = job.saved;
  return (
    <Button
      size={size}
      variant={saved ? 'light' : 'default'}
      aria-pressed={saved}
      aria-label={t(/*i18n*/ 'Save {title}', { title: job.title })}
      loading={toggle.isPending}
      leftSection={
        compact ? undefined : saved ? (
          <IconBookmarkFilled size={14} aria-hidden />
        ) : (
          <IconBookmark size={14} aria-hidden />
        )
      }
      onClick={() =>
        toggle.mutate(
          { id: job._id, save: !saved },
          {
            onSuccess: (answer) => notify({ color: 'teal', message: answer.message }),
            onError: (err) => notify({ color: 'red', message: errorMessage(err, t(SAVED_JOB_MESSAGES.saveFailed)) }),
          },
        )
      }
    >
      {saved ? t(SAVED_JOB_MESSAGES.unsave) : t(SAVED_JOB_MESSAGES.save)}
    </Button>
  );
}
