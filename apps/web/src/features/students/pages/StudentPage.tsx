import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowsExchange, IconDoorEnter, IconDoorExit, IconPencil, IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { GENDER_LABELS, STUDENT_MESSAGES, studentsApi, type StudentEvent } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { formatDate, formatDateTime } from '../../../lib/format';
import { hrefOf, paths } from '../../../lib/paths';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { StudentForm, valuesOf } from '../components/StudentForm';
import { LeaveDialog } from '../components/LeaveDialog';
import { MoveClassDialog } from '../components/MoveClassDialog';
import { OptionalFeesPanel } from '../components/OptionalFeesPanel';
import { FamilyPanel } from '../components/FamilyPanel';
import { ReadmitDialog } from '../components/ReadmitDialog';
import { TransferCertificatePanel } from '../components/TransferCertificatePanel';
import { msg, useT } from '../../../lib/i18n';

const EVENT_LABELS: Record<StudentEvent['action'], string> = {
  admitted: msg(/*i18n*/ 'Admitted'),
  imported: msg(/*i18n*/ 'Imported'),
  edited: msg(/*i18n*/ 'Details changed'),
  moved: msg(/*i18n*/ 'Moved'),
  promoted: msg(/*i18n*/ 'Promoted'),
  detained: msg(/*i18n*/ 'Kept back in the same class'),
  left: msg(/*i18n*/ 'Left the school'),
  readmitted: msg(/*i18n*/ 'Re-admitted'),
};

/** A student's details and what has happened to them. */
export function StudentPage() {
  const t = useT();
  const studentId = useParams().id ?? '';
  const student = useQuery(endpointQuery(studentsApi.get, { params: { studentId } }));
  const [leaving, setLeaving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [readmitting, setReadmitting] = useState(false);
  const update = useEndpointMutation(studentsApi.update, ...STUDENT_VIEWS);
  if (student.isPending) return <Loading label={t(/*i18n*/ 'Loading student')} />;
  if (student.isError)
    return <LoadError message={t(STUDENT_MESSAGES.notFound)} onRetry={() => void student.refetch()} />;
  const s = student.data;

  return (
    <>
      <PageHeader
        title={s.name}
        description={t(/*i18n*/ 'Admission number {admissionNumber} · {className} {sectionName}', {
          admissionNumber: s.admissionNumber,
          className: s.className,
          sectionName: s.sectionName,
        })}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconReceipt size={16} />}
              component={Link}
              to={hrefOf(paths.instituteUser.feeCard, s._id)}
            >
              {t(/*i18n*/ 'Fee card')}
            </Button>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing((e) => !e)}>
              {editing ? t(/*i18n*/ 'Close editing') : t(/*i18n*/ 'Edit')}
            </Button>
            {s.status === 'active' ? (
              <Button variant="default" leftSection={<IconArrowsExchange size={16} />} onClick={() => setMoving(true)}>
                {t(/*i18n*/ 'Move to another class')}
              </Button>
            ) : null}
            {s.status === 'left' ? (
              <Button variant="default" leftSection={<IconDoorEnter size={16} />} onClick={() => setReadmitting(true)}>
                {t(/*i18n*/ 'Re-admit')}
              </Button>
            ) : null}
            {s.status === 'active' ? (
              <Button
                variant="default"
                c="var(--mantine-color-error)"
                leftSection={<IconDoorExit size={16} />}
                onClick={() => setLeaving(true)}
              >
                {t(/*i18n*/ 'Mark as left')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {editing ? (
        <StudentForm
          initial={valuesOf(s)}
          currentClassId={s.classId}
          submitLabel={t(/*i18n*/ 'Save')}
          saving={update.isPending}
          failedMessage={t(STUDENT_MESSAGES.saveFailed)}
          onSubmit={(body, done) =>
            update.mutate(
              { params: { studentId }, body },
              {
                onSuccess: () => {
                  notify({ color: 'teal', message: t(STUDENT_MESSAGES.saved) });
                  setEditing(false);
                },
                onError: done.onError,
              },
            )
          }
        />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack>
                <Group>
                  {/* As the students list shows it: teal text on light teal measured 4.32:1, under the 4.5:1 axe asks (seen with the move dialog open). */}
                  <Badge
                    color={s.status === 'active' ? 'teal.9' : 'gray'}
                    variant={s.status === 'active' ? 'filled' : 'light'}
                    size="lg"
                  >
                    {s.status === 'active'
                      ? t(/*i18n*/ 'Active')
                      : t(/*i18n*/ 'Left on {date}', { date: formatDate(s.leftOn ?? s.admissionDate) })}
                  </Badge>
                </Group>
                {s.leftReason ? <LabeledValue label={t(/*i18n*/ 'Reason for leaving')} value={s.leftReason} /> : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <LabeledValue label={t(/*i18n*/ 'Class and section')} value={`${s.className} ${s.sectionName}`} />
                  <LabeledValue label={t(/*i18n*/ 'Roll number')} value={s.rollNumber ?? '—'} />
                  <LabeledValue label={t(/*i18n*/ 'Gender')} value={t(GENDER_LABELS[s.gender])} />
                  <LabeledValue label={t(/*i18n*/ 'Date of birth')} value={formatDate(s.dob)} />
                  <LabeledValue label={t(/*i18n*/ 'Guardian')} value={s.guardianName} />
                  <LabeledValue label={t(/*i18n*/ "Guardian's phone")} value={s.guardianPhone} />
                  <LabeledValue label={t(/*i18n*/ 'Admission date')} value={formatDate(s.admissionDate)} />
                  <LabeledValue label={t(/*i18n*/ 'Address')} value={s.address ?? '—'} />
                </SimpleGrid>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <FamilyPanel studentId={s._id} />
              {s.status === 'active' ? <OptionalFeesPanel studentId={s._id} /> : null}
              <TransferCertificatePanel student={s} />
              <Paper withBorder radius="md" p="lg">
                <Title order={2} size="h4" mb="md">
                  {t(/*i18n*/ 'History')}
                </Title>
                <Timeline bulletSize={14} lineWidth={2}>
                  {s.history.map((e) => (
                    <Timeline.Item key={e._id} title={t(EVENT_LABELS[e.action])}>
                      {e.detail ? <Text size="sm">{e.detail}</Text> : null}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(e.createdAt)}
                        {e.actorName ? ` · ${e.actorName}` : ''}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {leaving ? <LeaveDialog student={s} onClose={() => setLeaving(false)} /> : null}
      {moving ? <MoveClassDialog student={s} onClose={() => setMoving(false)} /> : null}
      {readmitting ? <ReadmitDialog student={s} onClose={() => setReadmitting(false)} /> : null}
    </>
  );
}
