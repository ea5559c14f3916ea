import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Divider,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type Applicant,
  APPLICATION_STAGES,
  applicationsApi,
  type ApplicationStage,
  eligibilityTestText,
  type Job,
  JOB_MESSAGES,
  STAGE_LABELS,
  subjectText,
  teachingLevelText,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { TeacherRecord } from '../../../components/TeacherRecord';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { JOB_VIEWS } from '../api/job-views';
import { t, useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

export const STAGE_COLORS: Record<ApplicationStage, string> = {
  applied: 'gray',
  shortlisted: 'blue',
  interview: 'violet',
  offered: 'teal',
  hired: 'green',
  rejected: 'red',
};

const stageOptions = () => APPLICATION_STAGES.map((s) => ({ value: s, label: t(STAGE_LABELS[s]) }));

/** One of an applicant's two notes: the message she reads, or the school's own. */
function NoteField({
  label,
  description,
  value,
  onChange,
  max,
  disabled = false,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  disabled?: boolean;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autosize
      minRows={1}
      maxLength={max}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

function ApplicantRow({ job, applicant }: { job: Job; applicant: Applicant }) {
  const t = useT();
  const move = useEndpointMutation(applicationsApi.moveApplicant, ...JOB_VIEWS);
  const [stage, setStage] = useState<ApplicationStage>(applicant.stage);
  const [note, setNote] = useState(applicant.note ?? '');
  const [schoolNote, setSchoolNote] = useState(applicant.schoolNote ?? '');
  const s = applicant.seeker;
  const changed =
    stage !== applicant.stage || note !== (applicant.note ?? '') || schoolNote !== (applicant.schoolNote ?? '');
  const save = () =>
    move.mutate(
      { params: { jobId: job._id, applicationId: applicant._id }, body: { stage, note, schoolNote } },
      {
        onSuccess: ({ message }) => notify({ color: 'teal', message }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(JOB_MESSAGES.stageFailed)) }),
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{s.name}</Text>
          <Text size="sm" c="dimmed">
            {[
              subjectText(s.subject, t),
              s.teachingLevels.map((l) => teachingLevelText(l, t)).join(', '),
              s.totalExp === null
                ? null
                : t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: s.totalExp }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {s.eligibilityTests.length
              ? s.eligibilityTests.map((e) => eligibilityTestText(e, t)).join(', ')
              : t(/*i18n*/ 'No eligibility test')}{' '}
            · {t(/*i18n*/ 'Applied {date}', { date: formatDate(applicant.createdAt) })}
          </Text>
        </Stack>
        <Badge color={STAGE_COLORS[applicant.stage]} variant="light">
          {t(STAGE_LABELS[applicant.stage])}
        </Badge>
      </Group>
      {applicant.coverNote ? (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          <Text span fw={600}>
            {t(/*i18n*/ 'Cover note')}:
          </Text>{' '}
          {applicant.coverNote}
        </Text>
      ) : null}
      <Divider my="xs" />
      <TeacherRecord seeker={s} />
      <Group mt="sm" align="flex-end" wrap="wrap">
        <Select
          label={t(/*i18n*/ 'Stage of {name}', { name: s.name })}
          data={stageOptions()}
          value={stage}
          allowDeselect={false}
          onChange={(v) => v && setStage(v)}
          // Wide enough for the longest stage in Tamil ("வாய்ப்பு வழங்கப்பட்டது"): 170 px cut even "விண்ணப்பித்தது".
          // A row of its own on a phone.
          w={{ base: '100%', xs: 260 }}
        />
        <NoteField
          label={t(/*i18n*/ 'Message to the candidate (optional)')}
          description={
            applicant.withdrawn
              ? t(JOB_MESSAGES.withdrawnNoMessage)
              : t(/*i18n*/ 'E-mailed to them and shown on their applications.')
          }
          value={note}
          onChange={setNote}
          max={500}
          disabled={applicant.withdrawn}
        />
        <NoteField
          label={t(/*i18n*/ 'Private note (optional)')}
          description={t(/*i18n*/ 'Only your school sees it.')}
          value={schoolNote}
          onChange={setSchoolNote}
          max={1000}
        />
        <Button onClick={save} disabled={!changed} loading={move.isPending}>
          {t(/*i18n*/ 'Save')}
        </Button>
        <Button component={Link} to={hrefOf(paths.hiring.desk, applicant._id)} variant="light">
          {t(/*i18n*/ 'Messages, interview, offer')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The applicants of one job, newest first, each moved through the stages with an optional note. */
export function ApplicantsModal({ job, onClose }: { job: Job; onClose: () => void }) {
  const t = useT();
  const [stage, setStage] = useState<'all' | ApplicationStage>('all');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...endpointQuery(applicationsApi.applicants, {
      params: { jobId: job._id },
      query: { page, limit: 20, ...(stage === 'all' ? {} : { stage }) },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Applicants: {title}', { title: job.title })} size="xl">
      <Stack>
        <SegmentedControl
          value={stage}
          onChange={(v) => {
            setStage(v);
            setPage(1);
          }}
          data={[{ value: 'all', label: t(/*i18n*/ 'All') }, ...stageOptions()]}
          aria-label={t(/*i18n*/ 'Show applicants at stage')}
          // Seven stages side by side do not fit a phone (Tamil's are the longest): one under another there.
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth
          size="xs"
        />
        {list.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading applicants')} />
        ) : list.isError ? (
          <LoadError message={t(JOB_MESSAGES.applicantsFailed)} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t(JOB_MESSAGES.noApplicants)}
          </Text>
        ) : (
          list.data.items.map((a) => <ApplicantRow key={`${a._id}-${a.stage}`} job={job} applicant={a} />)
        )}
        {list.data && list.data.total > 20 ? (
          <Group justify="center">
            <Pagination total={Math.ceil(list.data.total / 20)} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    </Dialog>
  );
}
