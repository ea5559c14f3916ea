import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import {
  MAX_IMPORT_BYTES,
  STUDENT_CSV_COLUMNS,
  STUDENT_CSV_TEMPLATE,
  STUDENT_MESSAGES,
  studentsApi,
  type ImportStudentsAnswer,
} from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { downloadText } from '../download';
import { msg, useT } from '../../../lib/i18n';

type Step = 'reading' | 'checking' | 'importing';
const STEP_LABELS: Record<Step, string> = {
  reading: msg(/*i18n*/ 'Reading the file…'),
  checking: msg(/*i18n*/ 'Checking every row…'),
  importing: msg(/*i18n*/ 'Importing…'),
};
const STEP_PROGRESS: Record<Step, number> = { reading: 15, checking: 50, importing: 85 };

/** Imports the register from a CSV file: a template, a check of every row, then all or nothing, or the valid rows only. */
export function ImportStudentsPanel() {
  const t = useT();
  // A check imports nothing; the views it marks stale fetch again only when on screen.
  const run = useEndpointMutation(studentsApi.import, ...STUDENT_VIEWS);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ImportStudentsAnswer | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (csv: string, mode: 'check' | 'all' | 'validOnly') => {
    setStep(mode === 'check' ? 'checking' : 'importing');
    setError(null);
    run.mutate(
      { body: { csv, mode } },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.imported > 0) notify({ color: 'teal', message: t(answer.message) });
        },
        onError: (err) => setError(errorMessage(err, t(STUDENT_MESSAGES.importFailed))),
        onSettled: () => setStep(null),
      },
    );
  };

  const pick = async (picked: File | null) => {
    if (!picked) return;
    setReport(null);
    if (picked.size > MAX_IMPORT_BYTES) return setError(t(/*i18n*/ 'The file is larger than 4 MB.'));
    setStep('reading');
    const csv = await picked.text();
    setFile({ name: picked.name, csv });
    send(csv, 'check');
  };

  const done = report && report.imported > 0;
  return (
    <>
      <Stack maw={960}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text size="sm">
              {t(
                /*i18n*/ 'From the register your office keeps in Excel, saved as CSV. Columns: {columns}. Dates as DD/MM/YYYY or YYYY-MM-DD; class and section as named in the Class Manager for the current year.',
                {
                  columns: STUDENT_CSV_COLUMNS.map((c) =>
                    c.required ? c.header : t(/*i18n*/ '{column} (optional)', { column: c.header }),
                  ).join(', '),
                },
              )}
            </Text>
            <Group>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => downloadText(STUDENT_CSV_TEMPLATE, 'students-template.csv', 'text/csv')}
              >
                {t(/*i18n*/ 'Download template')}
              </Button>
              <FileButton onChange={(f) => void pick(f)} accept=".csv,text/csv">
                {(props) => (
                  <Button {...props} leftSection={<IconUpload size={16} />} disabled={step !== null}>
                    {t(/*i18n*/ 'Choose CSV file')}
                  </Button>
                )}
              </FileButton>
              {file ? (
                <Text size="sm" c="dimmed">
                  {file.name}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Paper>

        {step ? (
          <Stack gap={4} role="status">
            <Text size="sm">{t(STEP_LABELS[step])}</Text>
            <Progress value={STEP_PROGRESS[step]} animated striped aria-label={t(STEP_LABELS[step])} />
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" title={t(STUDENT_MESSAGES.importFailed)}>
            {error}
          </Alert>
        ) : null}

        {report && file ? (
          <Paper withBorder radius="md" p="md">
            <Stack>
              <Title order={2} size="h4">
                {done
                  ? t(/*i18n*/ 'Imported {imported} of {total} rows', {
                      imported: report.imported,
                      total: report.total,
                    })
                  : t(/*i18n*/ '{valid} of {total} rows can be imported', { valid: report.valid, total: report.total })}
              </Title>
              {report.refused.length > 0 ? (
                <Alert color={done ? 'yellow' : 'orange'} role="status">
                  {done
                    ? t(
                        /*i18n*/ '{count, plural, one {# row is refused and was skipped} other {# rows are refused and were skipped}}: see below.',
                        { count: report.refused.length },
                      )
                    : t(/*i18n*/ '{count, plural, one {# row is refused} other {# rows are refused}}: see below.', {
                        count: report.refused.length,
                      })}
                </Alert>
              ) : null}
              {!done ? (
                <Group>
                  <Button onClick={() => send(file.csv, 'all')} disabled={report.refused.length > 0 || step !== null}>
                    {t(/*i18n*/ 'Import all {total} rows', { total: report.total })}
                  </Button>
                  {report.refused.length > 0 && report.valid > 0 ? (
                    <Button variant="light" onClick={() => send(file.csv, 'validOnly')} disabled={step !== null}>
                      {t(/*i18n*/ 'Import the {valid} valid rows only', { valid: report.valid })}
                    </Button>
                  ) : null}
                  {report.refused.length > 0 ? (
                    <Text size="sm" c="dimmed">
                      {t(/*i18n*/ 'Or fix the file and choose it again: nothing is imported until you say so.')}
                    </Text>
                  ) : null}
                </Group>
              ) : null}
              {report.refused.length > 0 ? (
                <Table striped fz="sm" aria-label={t(/*i18n*/ 'Refused rows')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(/*i18n*/ 'Row')}</Table.Th>
                      <Table.Th>{t(/*i18n*/ 'Admission No.')}</Table.Th>
                      <Table.Th>{t(/*i18n*/ 'What is wrong')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.refused.slice(0, 500).map((r) => (
                      <Table.Tr key={r.row}>
                        <Table.Td>{r.row}</Table.Td>
                        <Table.Td>{r.admissionNumber ?? '—'}</Table.Td>
                        <Table.Td>
                          <List size="sm" spacing={2}>
                            {r.errors.map((e) => (
                              <List.Item key={e.column}>
                                <b>{e.column}:</b> {e.message}
                              </List.Item>
                            ))}
                          </List>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
              {report.refused.length > 500 ? (
                <Text size="sm">{t(/*i18n*/ '…and {count} more rows.', { count: report.refused.length - 500 })}</Text>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
