import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconArrowBackUp } from '@tabler/icons-react';
import {
  APPLICATION_MESSAGES,
  applicationsApi,
  JOB_CATEGORY_LABELS,
  jobsApi,
  STAGE_LABELS,
  type ApplicationStage,
  type AppliedJob,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { UnreadMessages } from '../../../components/UnreadMessages';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { appliedJobsCall, PAGE_SIZE } from '../api/applied-jobs';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { t, useT } from '../../../lib/i18n';
import { placeOf } from '../../../lib/place';

const STAGE_COLORS: Record<ApplicationStage, string> = {
  applied: 'gray',
  shortlisted: 'blue',
  interview: 'violet',
  offered: 'teal',
  hired: 'green',
  rejected: 'red',
};

// A function: the headers are read in the language on screen each time the table draws.
const columns = (): Column<AppliedJob>[] => [
  {
    header: t(/*i18n*/ 'Job'),
    primary: true,
    cell: (a) => (
      <Anchor component={Link} to={hrefOf(paths.jobseeker.job, a.jobId._id)} fw={600}>
        {a.jobId.title}
      </Anchor>
    ),
  },
  { header: t(/*i18n*/ 'Institute'), cell: (a) => a.jobId.instituteName ?? '—' },
  { header: t(/*i18n*/ 'Position'), cell: (a) => a.jobId.position },
  { header: t(/*i18n*/ 'Category'), cell: (a) => t(JOB_CATEGORY_LABELS[a.jobId.category]) },
  { header: t(/*i18n*/ 'Location'), cell: (a) => placeOf(a.jobId.district, a.jobId.state) },
  { header: t(/*i18n*/ 'Applied on'), cell: (a) => formatDate(a.createdAt) },
  {
    header: t(/*i18n*/ 'Stage'),
    cell: (a) => (
      <>
        <Badge color={STAGE_COLORS[a.stage]} variant="light">
          {t(STAGE_LABELS[a.stage])}
        </Badge>
        {a.note ? (
          <Text size="xs" c="dimmed" mt={4}>
            {a.note}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: t(/*i18n*/ 'Messages'),
    cell: (a) => (
      <Anchor component={Link} to={hrefOf(paths.hiring.desk, a._id)} size="sm">
        {t(/*i18n*/ 'Messages, interview, offer')}
      </Anchor>
    ),
  },
];

/** Your Applied Jobs: each application with its stage, and Withdraw. Other roles read that it is for job seekers. */
export function AppliedJobsPage() {
  const t = useT();
  const session = useSession();
  const isSeeker = session?.role === 'jobseeker';
  const list = useListSearchParams();
  const query = useQuery({
    ...endpointQuery(...appliedJobsCall(list.page)),
    ...keptBetweenVisits,
    enabled: isSeeker,
    placeholderData: keepPreviousData,
  });
  // Withdraws by the job's `_id` (spec section 7); the list, the counts and every job view (the Applied badge) fetch again.
  const withdraw = useEndpointMutation(
    applicationsApi.withdraw,
    ...Object.values(applicationsApi),
    ...Object.values(jobsApi),
  );
  const [leaving, setLeaving] = useState<AppliedJob | null>(null);

  if (!isSeeker)
    return (
      <>
        <PageHeader title={t(/*i18n*/ 'Your Applied Jobs')} />
        <Alert color="red" role="alert">
          {t(APPLICATION_MESSAGES.seekerOnly)}
        </Alert>
      </>
    );

  const confirm = () =>
    leaving &&
    withdraw.mutate(
      { params: { jobId: leaving.jobId._id } },
      {
        onSuccess: () => notify({ color: 'teal', message: t(APPLICATION_MESSAGES.withdrawn) }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(APPLICATION_MESSAGES.withdrawFailed)) }),
        onSettled: () => setLeaving(null),
      },
    );

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Your Applied Jobs')}
        description={t(/*i18n*/ 'Schools move your application through its stages; you are told of each change.')}
      />
      <UnreadMessages />
      <DataTable
        query={query}
        list={list}
        pageSize={PAGE_SIZE}
        columns={columns()}
        rowKey={(a) => a._id}
        searchable={false}
        texts={{
          loading: t(/*i18n*/ 'Loading your applications'),
          empty: t(APPLICATION_MESSAGES.empty),
          error: t(APPLICATION_MESSAGES.fetchFailed),
          noMatch: t(APPLICATION_MESSAGES.empty),
          noun: [t(/*i18n*/ 'application'), t(/*i18n*/ 'applications')],
        }}
        // A rejected application has nothing left to withdraw from.
        actions={(a) =>
          a.stage === 'rejected' ? null : (
            <Button
              size="xs"
              variant="default"
              c="var(--mantine-color-error)"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => setLeaving(a)}
            >
              {t(/*i18n*/ 'Withdraw')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={!!leaving}
        title={t(/*i18n*/ 'Withdraw Application')}
        confirmLabel={t(/*i18n*/ 'Withdraw')}
        danger
        loading={withdraw.isPending}
        onConfirm={confirm}
        onClose={() => setLeaving(null)}
      >
        {t(APPLICATION_MESSAGES.confirmWithdraw)}
      </ConfirmDialog>
    </>
  );
}
