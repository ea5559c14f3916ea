import { useState } from 'react';
import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SAVED_JOB_MESSAGES, savedJobsApi, type SavedJob } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { JobHeadline } from './JobHeadline';
import { useT } from '../../../lib/i18n';

const PAGE_SIZE = 5;

/** What became of a saved job: a removed one has no page to open, a closed one takes no applications. */
function SavedJobRow({ saved }: { saved: SavedJob }) {
  const t = useT();
  const { job } = saved;
  const status = saved.removed ? t(SAVED_JOB_MESSAGES.removed) : job.closed ? t(SAVED_JOB_MESSAGES.closed) : null;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <JobHeadline job={job} linked={!saved.removed} />
      </div>
      {status ? (
        <Badge color={saved.removed ? 'red' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {status}
        </Badge>
      ) : job.applied ? (
        <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
          {t(/*i18n*/ 'Applied')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The dashboard's Saved list: newest saved first, a few a page. */
export function SavedJobs() {
  const t = useT();
  const [page, setPage] = useState(1);
  const saved = useQuery({
    ...endpointQuery(savedJobsApi.list, { query: { page, limit: PAGE_SIZE } }),
    ...keptBetweenVisits,
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="saved-jobs-heading">
      <Text id="saved-jobs-heading" component="h2" fz="h4" fw={700} m={0} mb="sm">
        {t(SAVED_JOB_MESSAGES.heading)}
      </Text>
      {saved.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading your saved jobs')} />
      ) : saved.isError ? (
        <LoadError message={t(SAVED_JOB_MESSAGES.fetchFailed)} onRetry={() => void saved.refetch()} />
      ) : saved.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t(SAVED_JOB_MESSAGES.empty)}
        </Text>
      ) : (
        <Stack gap="xs">
          {saved.data.items.map((s) => (
            <SavedJobRow key={s._id} saved={s} />
          ))}
          {saved.data.total > PAGE_SIZE ? (
            <Pagination
              size="sm"
              mt="xs"
              total={Math.ceil(saved.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label={t(/*i18n*/ 'Saved jobs pages')}
            />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
