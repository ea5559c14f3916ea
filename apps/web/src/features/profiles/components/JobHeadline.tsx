import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Job } from '@school-portal/contract';
import { formatDate } from '../../../lib/format';
import { hrefOf, paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n';
import { placeOf } from '../../../lib/place';

/** A job on the dashboard: its title (a link unless the job is gone) and where and until when. */
export function JobHeadline({
  job,
  linked = true,
}: {
  job: Pick<Job, '_id' | 'title' | 'instituteName' | 'district' | 'state' | 'lastDateToApply'>;
  linked?: boolean;
}) {
  const t = useT();
  return (
    <>
      {linked ? (
        <Anchor component={Link} to={hrefOf(paths.jobseeker.job, job._id)} fw={600}>
          {job.title}
        </Anchor>
      ) : (
        <Text fw={600}>{job.title}</Text>
      )}
      <Text size="sm" c="dimmed">
        {job.instituteName} · {placeOf(job.district, job.state)} ·{' '}
        {t(/*i18n*/ 'apply by {date}', { date: formatDate(job.lastDateToApply) })}
      </Text>
    </>
  );
}
