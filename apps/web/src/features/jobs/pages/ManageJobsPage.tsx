import { useState } from 'react';
import { Group, Pagination, Select, SimpleGrid, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JOB_CATEGORY_LABELS, JOB_MESSAGES, jobsApi, type Job } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { UnreadMessages } from '../../../components/UnreadMessages';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { JOB_VIEWS } from '../api/job-views';
import { ApplicantsModal } from '../components/ApplicantsModal';
import { EditJobModal } from '../components/EditJobModal';
import { JobViewModal } from '../components/JobViewModal';
import { PostedJobCard } from '../components/PostedJobCard';
import { useT } from '../../../lib/i18n';

const PAGE_SIZE = 12;

/** The filter's choices: the categories, and the positions and places of the institute's own jobs. */
function filterOptions(jobs: Job[]): string[] {
  const values = new Set<string>(Object.values(JOB_CATEGORY_LABELS));
  for (const j of jobs) {
    values.add(j.position);
    if (j.district) values.add(j.district);
  }
  return [...values].sort((a, b) => a.localeCompare(b));
}

/** Posted Jobs (spec section 2): cards in a 3-column grid with View, Edit and Delete. */
export function ManageJobsPage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const [filter, setFilter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const q = filter
    ? (Object.entries(JOB_CATEGORY_LABELS).find(([, label]) => label === filter)?.[0] ?? filter)
    : undefined;
  const posted = (query: { page?: number; limit: number; q?: string }) => ({
    ...endpointQuery(jobsApi.postedBy, { params: { userId }, query }),
    enabled: !!userId,
    placeholderData: keepPreviousData,
  });
  const list = useQuery(posted({ page, limit: PAGE_SIZE, ...(q ? { q } : {}) }));
  const all = useQuery(posted({ limit: 100 }));
  const remove = useEndpointMutation(jobsApi.remove, ...JOB_VIEWS);
  const [viewing, setViewing] = useState<Job | null>(null);
  const [editing, setEditing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [applicants, setApplicants] = useState<Job | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { params: { jobId: deleting._id } },
      {
        onSuccess: ({ message }) => notify({ color: 'teal', message: message || t(JOB_MESSAGES.deleted) }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(JOB_MESSAGES.deleteFailed)) }),
        onSettled: () => setDeleting(null),
      },
    );

  const pages = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Posted Jobs')} description={t(/*i18n*/ "Your institute's jobs, newest first.")} />
      <UnreadMessages />
      <Select
        aria-label={t(/*i18n*/ 'Filter jobs')}
        placeholder={t(JOB_MESSAGES.filterPlaceholder)}
        data={filterOptions(all.data?.items ?? [])}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        clearable
        searchable
        maw={420}
        mb="md"
      />
      {list.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading jobs')} />
      ) : list.isError ? (
        <LoadError message={t(JOB_MESSAGES.fetchFailed)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(JOB_MESSAGES.empty)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.items.map((job) => (
            <PostedJobCard
              key={job._id}
              job={job}
              actions={{ onView: setViewing, onEdit: setEditing, onDelete: setDeleting, onApplicants: setApplicants }}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <JobViewModal job={viewing} onClose={() => setViewing(null)} />
      {editing ? <EditJobModal job={editing} onClose={() => setEditing(null)} /> : null}
      {applicants ? <ApplicantsModal job={applicants} onClose={() => setApplicants(null)} /> : null}
      <ConfirmDialog
        opened={!!deleting}
        title={t(/*i18n*/ 'Delete Job')}
        confirmLabel={t(/*i18n*/ 'Delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t(JOB_MESSAGES.confirmDelete)}
      </ConfirmDialog>
    </>
  );
}
