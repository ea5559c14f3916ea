import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import {
  codeOptions,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobsApi,
  type JobSearchQuery,
  MAX_EXPERIENCE_YEARS,
  SEARCH_COUNT_CAP,
  STATE_CODES,
  subjectOptions,
  TEACHING_LEVEL_CODES,
  TEACHING_LEVELS,
} from '@school-portal/contract';
import { DidYouMean } from '../../../components/DidYouMean';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { FilterPanel } from '../../../components/FilterPanel';
import { StateDistrictFilter } from '../../../components/StateDistrictFilter';
import { endpointQuery } from '../../../lib/endpoint-query';
import { anySubject, oneOf, useListSearchParams, type FilterParser } from '../../../lib/use-list-search-params';
import { useSearchJobs } from '../api/search-jobs';
import { JobAlertButton } from '../components/JobAlertButton';
import { SeekerJobCard } from '../components/SeekerJobCard';
import { useApplyWithToasts } from '../components/use-apply';
import { t, useT } from '../../../lib/i18n';

const anyText: FilterParser<string> = (raw) => raw || undefined;
const wholeNumber: FilterParser<number> = (raw) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);
const yes: FilterParser<'true'> = (raw) => (raw === 'true' ? 'true' : undefined);

const labelled = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: t(labels[k]) }));

/** Browse Jobs: filters kept in the address, results paged on the server, Apply on each card. */
export function BrowseJobsPage() {
  const t = useT();
  const list = useListSearchParams({
    state: oneOf(STATE_CODES),
    district: anyText,
    experience: wholeNumber,
    minSalary: wholeNumber,
    hideUndisclosedPay: yes,
    category: oneOf(JOB_CATEGORIES),
    subject: anySubject,
    teachingLevel: oneOf(TEACHING_LEVEL_CODES),
    jobType: oneOf(JOB_TYPES),
  });
  const f = list.filters;
  const query: JobSearchQuery = { ...f, ...(list.q ? { q: list.q } : {}) };
  const jobs = useSearchJobs(query);
  const { apply, pendingId } = useApplyWithToasts();
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const total = jobs.data?.pages[0]?.total ?? 0;
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
        <StateDistrictFilter state={f.state} district={f.district} onChange={list.setFilters} />
        <Select
          label={t(/*i18n*/ 'Subject')}
          placeholder={t(/*i18n*/ 'Any subject')}
          data={subjectOptions(t)}
          searchable
          clearable
          value={f.subject ?? null}
          onChange={(v) => list.setFilter('subject', v)}
        />
        <Select
          label={t(/*i18n*/ 'Teaching level')}
          placeholder={t(/*i18n*/ 'Any level')}
          data={codeOptions(TEACHING_LEVELS, t)}
          clearable
          value={f.teachingLevel ?? null}
          onChange={(v) => list.setFilter('teachingLevel', v)}
        />
        <Select
          label={t(/*i18n*/ 'Category')}
          placeholder={t(/*i18n*/ 'Any category')}
          data={labelled(JOB_CATEGORIES, JOB_CATEGORY_LABELS)}
          clearable
          value={f.category ?? null}
          onChange={(v) => list.setFilter('category', v)}
        />
        <Select
          label={t(/*i18n*/ 'Job type')}
          placeholder={t(/*i18n*/ 'Any job type')}
          data={labelled(JOB_TYPES, JOB_TYPE_LABELS)}
          clearable
          value={f.jobType ?? null}
          onChange={(v) => list.setFilter('jobType', v)}
        />
        <NumberInput
          label={t(/*i18n*/ 'My experience (years)')}
          placeholder={t(/*i18n*/ 'Any')}
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          allowDecimal={false}
          allowNegative={false}
          value={f.experience ?? ''}
          onChange={(v) => list.setFilter('experience', typeof v === 'number' ? v : null)}
        />
        <Stack gap={6}>
          <NumberInput
            label={t(/*i18n*/ 'Minimum salary (₹ a month)')}
            placeholder={t(/*i18n*/ 'Any')}
            min={0}
            step={5000}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={f.minSalary ?? ''}
            onChange={(v) => list.setFilter('minSalary', typeof v === 'number' ? v : null)}
          />
          <Checkbox
            size="xs"
            label={t(/*i18n*/ 'Hide jobs that do not show pay')}
            checked={f.hideUndisclosedPay === 'true'}
            onChange={(e) => list.setFilter('hideUndisclosedPay', e.currentTarget.checked ? 'true' : null)}
          />
        </Stack>
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
