import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import {
  ACTIVE_WITHIN_DAYS,
  codeOptions,
  ELIGIBILITY_TEST_CODES,
  ELIGIBILITY_TESTS,
  jobsApi,
  JOBSEEKER_LIST_MESSAGES,
  jobseekersApi,
  MAX_EXPERIENCE_YEARS,
  type JobseekerCard,
  SEEKER_LEVELS,
  STATE_CODES,
  subjectOptions,
  subjectText,
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
import { useSession } from '../../../lib/session';
import {
  anySubject,
  anyText,
  oneOf,
  useListSearchParams,
  wholeNumber,
  type FilterParser,
} from '../../../lib/use-list-search-params';
import { useFindJobseekers } from '../api/find-jobseekers';
import { SeekerDetailDialog } from '../components/SeekerDetailDialog';
import { experienceText, levelsText, placeText } from '../components/seeker-text';
import { FitReason } from '../../../components/FitReason';
import { useT } from '../../../lib/i18n';

const activeDays: FilterParser<number> = (raw) => ACTIVE_WITHIN_DAYS.find((d) => String(d) === raw);

/** Spec section 9: the next page loads 100px before the end; the scroll handler runs at most every 150 ms. */
const SCROLL_THRESHOLD_PX = 100;
const SCROLL_THROTTLE_MS = 150;

function SeekerCard({ seeker, onOpen }: { seeker: JobseekerCard; onOpen: () => void }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={seeker.name}>
      <UnstyledButton onClick={onOpen} aria-label={t(/*i18n*/ 'View {name}', { name: seeker.name })}>
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={seeker.profilePicture} alt="" size={48} radius="xl" name={seeker.name} color="initials" />
          <Stack gap={2}>
            <Text fw={700}>{seeker.name}</Text>
            <Text size="sm">
              {[subjectText(seeker.subject, t), levelsText(seeker)].filter((t) => t && t !== '—').join(' · ') || '—'}
            </Text>
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="inherit">
                {experienceText(seeker)} · {placeText(seeker)}
              </Text>
            </Group>
            <FitReason reason={seeker.fitReason} />
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** Find Employee (Browse Jobseekers): filters, infinite scroll ending in 'No more jobseekers.', a detail dialog. */
export function FindEmployeePage() {
  const t = useT();
  const list = useListSearchParams({
    state: oneOf(STATE_CODES),
    district: anyText,
    subject: anySubject,
    schoolLevel: oneOf(SEEKER_LEVELS),
    teachingLevel: oneOf(TEACHING_LEVEL_CODES),
    eligibilityTest: oneOf(ELIGIBILITY_TEST_CODES),
    forJob: anyText,
    minExp: wholeNumber,
    maxExp: wholeNumber,
    maxSalary: wholeNumber,
    activeWithin: activeDays,
  });
  const userId = useSession()?.userId ?? '';
  // The institute's newest jobs, as "Best fit for my job" offers them.
  const ownJobs =
    useQuery({
      ...endpointQuery(jobsApi.postedBy, { params: { userId }, query: { page: 1, limit: 100 } }),
      enabled: !!userId,
      select: (page) => page.items.map((j) => ({ value: j._id, label: `${j.title} (${j.jobId})` })),
    }).data ?? [];
  const f = list.filters;
  const query = { ...f, ...(list.q ? { q: list.q } : {}) };
  const seekers = useFindJobseekers(query);
  const [open, setOpen] = useState<JobseekerCard | null>(null);
  const items = seekers.data?.pages.flatMap((p) => p.items) ?? [];
  // Asked only once a keyword search has found nobody: "Did you mean …?" (decision 038).
  const suggestion = useQuery({
    ...endpointQuery(jobseekersApi.suggestion, { query }),
    enabled: !!list.q && seekers.isSuccess && items.length === 0,
  }).data?.suggestion;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = seekers;

  const loadMoreNearEnd = useThrottledCallback(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
    if (end <= SCROLL_THRESHOLD_PX && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, SCROLL_THROTTLE_MS);

  useEffect(() => {
    window.addEventListener('scroll', loadMoreNearEnd, { passive: true });
    // A page that does not fill the screen cannot be scrolled: load on until it does.
    loadMoreNearEnd();
    return () => window.removeEventListener('scroll', loadMoreNearEnd);
  }, [loadMoreNearEnd, items.length]);

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Find Employee')}
        description={t(/*i18n*/ 'Teachers whose Looking for Job switch is on.')}
      />
      <FilterPanel
        columns={3}
        active={Object.keys(f).length}
        search={
          <TextInput
            label={t(/*i18n*/ 'Keyword')}
            description={t(/*i18n*/ 'Searches her profile, education, work history and CV.')}
            placeholder={t(/*i18n*/ 'CBSE maths 6 years, a school, a degree…')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.currentTarget.value)}
          />
        }
      >
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
          label={t(/*i18n*/ 'Best fit for my job')}
          description={t(
            /*i18n*/ 'Teachers who meet the experience, test and qualification it asks come first, then by subject, level and place.',
          )}
          placeholder={t(/*i18n*/ 'Newest first')}
          data={ownJobs}
          searchable
          clearable
          value={f.forJob ?? null}
          onChange={(v) => list.setFilter('forJob', v)}
        />
        <StateDistrictFilter state={f.state} district={f.district} onChange={list.setFilters} />
        <Select
          label={t(/*i18n*/ 'Level')}
          placeholder={t(/*i18n*/ 'Any level')}
          data={SEEKER_LEVELS}
          clearable
          value={f.schoolLevel ?? null}
          onChange={(v) => list.setFilter('schoolLevel', v)}
        />
        <Select
          label={t(/*i18n*/ 'Teaching level')}
          placeholder={t(/*i18n*/ 'Any')}
          data={codeOptions(TEACHING_LEVELS, t)}
          clearable
          value={f.teachingLevel ?? null}
          onChange={(v) => list.setFilter('teachingLevel', v)}
        />
        <Select
          label={t(/*i18n*/ 'Eligibility test')}
          placeholder={t(/*i18n*/ 'Any')}
          data={codeOptions(ELIGIBILITY_TESTS, t)}
          clearable
          value={f.eligibilityTest ?? null}
          onChange={(v) => list.setFilter('eligibilityTest', v)}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t(/*i18n*/ 'Experience from')}
            placeholder={t(/*i18n*/ 'Any')}
            min={0}
            max={MAX_EXPERIENCE_YEARS}
            allowDecimal={false}
            allowNegative={false}
            value={f.minExp ?? ''}
            onChange={(v) => list.setFilter('minExp', typeof v === 'number' ? v : null)}
          />
          <NumberInput
            label={t(/*i18n*/ 'Experience to')}
            placeholder={t(/*i18n*/ 'Any')}
            min={0}
            max={MAX_EXPERIENCE_YEARS}
            allowDecimal={false}
            allowNegative={false}
            value={f.maxExp ?? ''}
            onChange={(v) => list.setFilter('maxExp', typeof v === 'number' ? v : null)}
          />
        </Group>
        <NumberInput
          label={t(/*i18n*/ 'Expected salary up to (₹ a month)')}
          placeholder={t(/*i18n*/ 'Any')}
          min={0}
          step={5000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={f.maxSalary ?? ''}
          onChange={(v) => list.setFilter('maxSalary', typeof v === 'number' ? v : null)}
        />
        <Select
          label={t(/*i18n*/ 'Last active')}
          placeholder={t(/*i18n*/ 'Any time')}
          data={ACTIVE_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: t(/*i18n*/ 'Within {days} days', { days }),
          }))}
          clearable
          value={f.activeWithin ? String(f.activeWithin) : null}
          onChange={(v) => list.setFilter('activeWithin', v ? Number(v) : null)}
        />
      </FilterPanel>
      {seekers.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading jobseekers')} />
      ) : seekers.isError && items.length === 0 ? (
        <LoadError message={t(JOBSEEKER_LIST_MESSAGES.fetchFailed)} onRetry={() => void seekers.refetch()} />
      ) : items.length === 0 ? (
        <Stack align="center" py="xl">
          <Text c="dimmed" ta="center">
            {list.narrowed ? t(JOBSEEKER_LIST_MESSAGES.empty) : t(JOBSEEKER_LIST_MESSAGES.end)}
          </Text>
          <DidYouMean suggestion={suggestion} onPick={list.setSearchInput} />
        </Stack>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((s) => (
              <SeekerCard key={s._id} seeker={s} onOpen={() => setOpen(s)} />
            ))}
          </SimpleGrid>
          {isFetchingNextPage ? (
            <Loading label={t(/*i18n*/ 'Loading more jobseekers')} size="sm" py="xs" />
          ) : seekers.isError ? (
            <LoadError message={t(JOBSEEKER_LIST_MESSAGES.fetchFailed)} onRetry={() => void fetchNextPage()} />
          ) : hasNextPage ? (
            <Loader size="sm" mx="auto" aria-hidden />
          ) : (
            <Text c="dimmed" ta="center" py="md">
              {t(JOBSEEKER_LIST_MESSAGES.end)}
            </Text>
          )}
        </Stack>
      )}
      <SeekerDetailDialog seeker={open} onClose={() => setOpen(null)} />
    </>
  );
}
