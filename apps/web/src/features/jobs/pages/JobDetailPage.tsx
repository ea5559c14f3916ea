import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { JOB_MESSAGES } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { jobCall } from '../api/job-views';
import { paths } from '../../../lib/paths';
import { JobDetails } from '../components/JobDetails';
import { SaveJobButton } from '../components/SaveJobButton';
import { ShareButton } from '../components/ShareButton';
import { useApplyWithToasts } from '../components/use-apply';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/** Job detail (spec section 2): spinner, error alert, 'Job not found', then the job with Apply Now. */
export function JobDetailPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const job = useQuery({ ...endpointQuery(...jobCall(id)), ...keptBetweenVisits, enabled: !!id });
  const { apply, pendingId } = useApplyWithToasts();
  // Apply Now opens a cover note (optional): what she wants the school to know before it opens her CV.
  const [applying, setApplying] = useState(false);
  const [coverNote, setCoverNote] = useState('');
  const back = (
    <Button
      component={Link}
      to={paths.jobseeker.searchJobs}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t(/*i18n*/ 'Back to Job List')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Job Details')} />
      {job.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading job')} />
      ) : job.isError ? (
        <>
          <Alert color="red" role="alert" mb="md">
            {job.error instanceof ApiError && job.error.status === 404
              ? t(JOB_MESSAGES.notFound)
              : t(JOB_MESSAGES.detailFailed)}
          </Alert>
          {back}
        </>
      ) : (
        <JobDetails
          job={job.data}
          badge={
            job.data.applied ? (
              <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                {t(/*i18n*/ 'Applied')}
              </Badge>
            ) : null
          }
          before={back}
          actions={
            <>
              <Button
                onClick={() => setApplying(true)}
                loading={pendingId === job.data._id}
                disabled={job.data.applied || job.data.closed}
              >
                {job.data.applied ? t(/*i18n*/ 'Applied') : t(/*i18n*/ 'Apply Now')}
              </Button>
              <SaveJobButton job={job.data} />
            </>
          }
          after={<ShareButton jobId={job.data.jobId} title={job.data.title} />}
        />
      )}
      {job.data ? (
        <Dialog
          opened={applying}
          onClose={() => setApplying(false)}
          title={t(/*i18n*/ 'Apply to {title}', { title: job.data.title })}
        >
          <Stack>
            <Textarea
              label={t(/*i18n*/ 'Cover note (optional)')}
              description={t(/*i18n*/ 'A few lines to the school: why you fit this job, when you can join.')}
              value={coverNote}
              onChange={(e) => setCoverNote(e.currentTarget.value)}
              autosize
              minRows={4}
              maxLength={2000}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setApplying(false)}>
                {t(/*i18n*/ 'Cancel')}
              </Button>
              <Button
                loading={pendingId === job.data._id}
                onClick={() => apply(job.data._id, coverNote, () => setApplying(false))}
              >
                {t(/*i18n*/ 'Send application')}
              </Button>
            </Group>
          </Stack>
        </Dialog>
      ) : null}
    </>
  );
}
