import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Accordion,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  classesApi,
  studentsApi,
  YEAR_END_MESSAGES as M,
  yearEndApi,
  type FeeRounding,
  type YearEndResult,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { PreviewTable } from '../components/PreviewTable';
import { StudentChoices, type Leaving } from '../components/StudentChoices';

/**
 * The year end in one sitting (issue 46): the office sets next year's fee increase, ticks who stays back and who
 * leaves, reviews the concessions, reads the preview (counts per class and the dues that stay owed), then runs it:
 * one transaction on the server, all of it or nothing.
 */
export function YearEndPage() {
  const t = useT();
  const years = useQuery(endpointQuery(classesApi.years));
  const current = years.data?.find((y) => y.isCurrent);
  const [increasePercent, setIncrease] = useState<number>(0);
  const [roundTo, setRoundTo] = useState<FeeRounding>(10);
  const [detained, setDetained] = useState<Set<string>>(new Set());
  const [leaving, setLeaving] = useState<Map<string, Leaving>>(new Map());
  const [ended, setEnded] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<YearEndResult | null>(null);
  const [runError, setRunError] = useState<string | null>(null);

  const body = useMemo(
    () => ({
      fromYearId: current?._id ?? '',
      increasePercent,
      roundTo,
      detained: [...detained],
      // A leaver counts once their day and reason are filled in; the run refuses a half-filled one by its field.
      leavers: [...leaving].map(([studentId, l]) => ({ studentId, ...l })),
      endedConcessions: [...ended],
    }),
    [current?._id, increasePercent, roundTo, detained, leaving, ended],
  );
  const previewBody = { ...body, leavers: body.leavers.filter((l) => l.leftOn && l.reason.trim()) };
  const preview = useQuery({
    queryKey: ['year-end', 'preview', previewBody],
    queryFn: () => call(yearEndApi.preview, { body: previewBody }),
    enabled: !!current && !done,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const run = useEndpointMutation(yearEndApi.run, classesApi.years, classesApi.list, ...Object.values(studentsApi));

  if (years.isPending) return <Loading label={t(/*i18n*/ 'Loading academic years')} />;
  if (years.isError) return <LoadError message={t(M.loadFailed)} onRetry={() => void years.refetch()} />;
  if (!current)
    return (
      <>
        <PageHeader title={t(M.title)} />
        <Alert color="yellow">{t(M.noCurrentYear)}</Alert>
      </>
    );

  if (done)
    return (
      <>
        <PageHeader title={t(M.title)} />
        <Alert color="teal" title={t(M.done)}>
          <Stack gap="xs">
            <Text size="sm">
              {t(
                /*i18n*/ '{year} is now the current year: {promoted} promoted, {detained} kept back, {left} left, {passedOut} passed out.',
                {
                  year: done.academicYear.name,
                  promoted: done.promoted,
                  detained: done.detained,
                  left: done.left,
                  passedOut: done.passedOut,
                },
              )}
            </Text>
            <Group gap="xs">
              <Button component={Link} to={paths.settings.classManager} variant="default" size="xs">
                {t(/*i18n*/ 'Class Manager')}
              </Button>
              <Button component={Link} to={paths.settings.feeManager} variant="default" size="xs">
                {t(/*i18n*/ 'Fee Manager')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </>
    );

  const p = preview.data;
  const nextYear = p?.nextYearName ?? '';
  const toggle = <T,>(set: Set<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const start = () => {
    setRunError(null);
    run.mutate(
      { body },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setDone(result);
          notify({ color: 'teal', message: t(M.done) });
        },
        onError: (err) => {
          setConfirming(false);
          setRunError(errorMessage(err, t(M.runFailed)));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t(M.title)}
        description={t(
          /*i18n*/ 'Close {from} and begin the next year: its classes, sections and fees copied, every class promoted in one step.',
          {
            from: current.name,
          },
        )}
      />
      <Stack>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t(/*i18n*/ '1. Fees next year')}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label={t(/*i18n*/ 'Increase (%)')}
              description={t(/*i18n*/ "Each instalment of this year's fee structure, raised")}
              min={0}
              max={100}
              decimalScale={2}
              w={220}
              value={increasePercent}
              onChange={(v) => setIncrease(typeof v === 'number' ? v : 0)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="round-to">
                {t(/*i18n*/ 'Round to')}
              </Text>
              <SegmentedControl
                aria-labelledby="round-to"
                value={String(roundTo)}
                onChange={(v) => setRoundTo(Number(v) as FeeRounding)}
                data={[
                  { value: '10', label: formatRupees(10) },
                  { value: '50', label: formatRupees(50) },
                  { value: '100', label: formatRupees(100) },
                ]}
              />
            </Stack>
          </Group>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="xs">
            {t(/*i18n*/ '2. Students')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t(
              /*i18n*/ 'Everyone goes up a class, and the highest class passes out. Tick who stays back and who leaves.',
            )}
          </Text>
          {p ? (
            <Accordion variant="contained" multiple>
              {p.classes.map((c) => (
                <Accordion.Item key={c.classId} value={c.classId}>
                  <Accordion.Control>
                    {t(/*i18n*/ '{className}: {count, plural, one {# student} other {# students}} → {next}', {
                      className: c.className,
                      count: c.students,
                      next: c.nextClassName ?? t(/*i18n*/ 'Passed out'),
                    })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <StudentChoices
                      students={p.students.filter((s) => s.classId === c.classId)}
                      detained={detained}
                      leaving={leaving}
                      onDetain={(id, on) => setDetained((d) => toggle(d, id, on))}
                      onLeave={(id, value) =>
                        setLeaving((l) => {
                          const next = new Map(l);
                          if (value) next.set(id, value);
                          else next.delete(id);
                          return next;
                        })
                      }
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          ) : null}
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="xs">
            {t(/*i18n*/ '3. Concessions')}
          </Title>
          {p && p.concessions.length > 0 ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t(/*i18n*/ 'Each carries on into {year} unless you end it.', { year: nextYear })}
              </Text>
              {p.concessions.map((c) => (
                <Switch
                  key={c._id}
                  checked={!ended.has(c._id)}
                  onChange={(e) => setEnded((s) => toggle(s, c._id, !e.currentTarget.checked))}
                  label={`${c.studentName} (${c.admissionNumber}): ${t(c.name)}, ${
                    c.mode === 'percent' ? `${c.value}%` : formatRupees(c.value)
                  }${c.headName ? ` · ${c.headName}` : ''}`}
                  description={c.reason}
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t(/*i18n*/ 'No concessions to review.')}
            </Text>
          )}
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="xs">
            {t(/*i18n*/ '4. Preview')}
          </Title>
          {preview.isError ? <Alert color="red">{errorMessage(preview.error, t(M.loadFailed))}</Alert> : null}
          {p ? (
            <Stack>
              <PreviewTable preview={p} />
              <Text size="sm">
                {t(
                  /*i18n*/ 'Dues of {amount} stay owed by these students after the year end, each in the year they fell due.',
                  {
                    amount: formatRupees(p.totals.arrears),
                  },
                )}
              </Text>
              {runError ? <Alert color="red">{runError}</Alert> : null}
              <Group justify="flex-end">
                <Button onClick={() => setConfirming(true)} disabled={preview.isError || preview.isFetching}>
                  {t(/*i18n*/ 'Begin {year}', { year: nextYear })}
                </Button>
              </Group>
            </Stack>
          ) : preview.isPending ? (
            <Loading label={t(/*i18n*/ 'Loading preview')} />
          ) : null}
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t(/*i18n*/ 'Begin {year}', { year: nextYear })}
        confirmLabel={t(/*i18n*/ 'Begin {year}', { year: nextYear })}
        loading={run.isPending}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      >
        {t(
          /*i18n*/ '{year} becomes the current year and every student moves as the preview shows. This is done all at once and cannot be undone here.',
          {
            year: nextYear,
          },
        )}
      </ConfirmDialog>
    </>
  );
}
