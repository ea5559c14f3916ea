import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FEE_MESSAGES, feesApi, type Student } from '@school-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { formatDate, formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { endpointQuery } from '../../../lib/endpoint-query';
import { StudentFinder } from './StudentFinder';
import { WaiveLateFeeButton } from './WaiveLateFeeButton';

/**
 * The institute admin's waiver of a student's late fee, with the reason. The counter offers the same
 * button, but the counter is the clerk's screen (the spec's admin menu has no Collect Fee), so the admin does it here.
 */
export function LateFeeWaiverPanel() {
  const t = useT();
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const [student, setStudent] = useState<Student | null>(null);
  const dues = useQuery({
    ...endpointQuery(feesApi.dues, { params: { studentId: student?._id ?? '' }, query: {} }),
    enabled: !!student,
  });
  if (!isAdmin) return null;
  const open = dues.data?.lateFees.filter((l) => l.due > 0) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="waive-late-fee">
      <Title order={2} size="h4" mb="sm" id="waive-late-fee">
        {t(/*i18n*/ 'Waive a late fee')}
      </Title>
      {student ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text>
              <strong>{student.name}</strong> · {student.admissionNumber} · {student.className} {student.sectionName}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => setStudent(null)}>
              {t(/*i18n*/ 'Choose another student')}
            </Button>
          </Group>
          {dues.isPending ? <Loading label={t(/*i18n*/ 'Loading late fees')} py="xs" /> : null}
          {dues.isError ? <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void dues.refetch()} /> : null}
          {dues.data && open.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noLateFeesDue)}</Text> : null}
          {open.map((l) => (
            <Group key={l.instalmentId} justify="space-between" wrap="wrap">
              <Text size="sm">
                {t(/*i18n*/ '{fee} late fee:', { fee: `${l.headName} · ${l.label}` })}{' '}
                <strong>{formatRupees(l.due)}</strong>{' '}
                {t(/*i18n*/ '({days} days after {date})', { days: l.daysLate, date: formatDate(l.dueDate) })}
              </Text>
              <WaiveLateFeeButton
                studentId={student._id}
                instalmentId={l.instalmentId}
                title={t(/*i18n*/ '{fee} late fee', { fee: `${l.headName} · ${l.label}` })}
              />
            </Group>
          ))}
        </Stack>
      ) : (
        <StudentFinder onPick={(_, s) => setStudent(s)} />
      )}
    </Paper>
  );
}
