import { Suspense, useEffect } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { JOB_MESSAGES, jobsApi, type JobSearchQuery, SEARCH_COUNT_CAP } from '@school-portal/contract';
import { DidYouMean } from '../../../components/DidYouMean';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { FilterPanel } from '../../../components/FilterPanel';
import { endpointQuery } from '../../../lib/endpoint-query';
import { importOnce } from '../../../lib/import-once';
import { lazyPart } from '../../../lib/lazy-part';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { whenSettled } from '../../../lib/when-settled';
import { useSearchJobs } from '../api/search-jobs';
import { JobAlertButton } from '../components/JobAlertButton';
import { JOB_FILTERS } from '../components/job-filters';
import { SeekerJobCard } from '../components/SeekerJobCard';
import { useApplyWithToasts } from '../components/use-apply';
import { useT } from '../../../lib/i18n';

// The filter fields' code: asked for when the browser is idle after the list, drawn when shown (on a phone, when the
// Filters sheet opens; on a wide screen, at once).
const loadJobFilters = importOnce(() => import('../components/JobFilters'));
const JobFilters = lazyPart(async () => (await loadJobFilters()).JobFilters);

/** Browse Jobs: filters kept in the address, results paged on the server, Apply on each card. */
export function BrowseJobsPage() {
  const t = useT();
  const list = useListSearchParams(JOB_FILTERS);
  const f = list.filters;
  const query: JobSearchQuery = { ...f, ...(list.q ? { q: list.q } : {}) };
  const jobs = useSearchJobs(query);
  const { apply, pendingId } = useApplyWithToasts();
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const total = jobs.data?.pages[0]?.total ?? 0;
  // The filters' code (a phone's Filters sheet; a wide screen draws them at once) once the screen has settled, so it
  // never competes with what the teacher waits for, nor with her first tap on a job: 50 kB on slow 4G.
  const client = useQueryClient();
  useEffect(() => whenSettled(client, () => void loadJobFilters().catch(() => undefined)), [client]);
  // Asked only once a keyword search has found nothing: "Did you mean …?" (decision 038).
  const suggestion = useQuery({
    ...endpointQuery(jobsApi.suggestion, { query }),
    enabled: !!list.q && jobs.isSuccess && items.length === 0,
  }).data?.suggestion;

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Browse Jobs')}
        description={t(/*i18n*/ 'Open jobs at schools across India, newest first.')}
      />
      <FilterPanel
        active={Object.keys(f).length}
        search={
          <TextInput
            label={t(/*i18n*/ 'Keyword')}
            placeholder={t(/*i18n*/ 'Maths, science teacher, PGT physics…')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.currentTarget.value)}
          />
        }
      >
        <Suspense fallback={<Loading label={t(/*i18n*/ 'Loading')} size="sm" py={0} />}>
          <JobFilters list={list} />
        </Suspense>
      </FilterPanel>

      {jobs.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading jobs')} />
      ) : jobs.isError ? (
        <LoadError message={t(JOB_MESSAGES.fetchFailed)} onRetry={() => void jobs.refetch()} />
      ) : items.length === 0 ? (
        <Stack align="center" py="xl">
          <Text c="dimmed" ta="center">
            {list.narrowed ? t(JOB_MESSAGES.noMatch) : t(JOB_MESSAGES.empty)}
          </Text>
          <DidYouMean suggestion={suggestion} onPick={list.setSearchInput} />
          <JobAlertButton criteria={query} />
        </Stack>
      ) : (
        <Stack>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {total > SEARCH_COUNT_CAP
                ? t(/*i18n*/ '{count}+ jobs', { count: SEARCH_COUNT_CAP.toLocaleString('en-IN') })
                : t(/*i18n*/ '{count, plural, one {# job} other {# jobs}}', { count: total })}
            </Text>
            <JobAlertButton criteria={query} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((job) => (
              <SeekerJobCard key={job._id} job={job} onApply={apply} applying={pendingId === job._id} />
            ))}
          </SimpleGrid>
          {jobs.hasNextPage ? (
            <Group justify="center">
              <Button variant="default" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                {t(/*i18n*/ 'Show more jobs')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </>
  );
}
