import { useState } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookkeepingApi, type StatementSummary } from '@school-portal/contract';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

const COLUMNS = ['dateColumn', 'amountColumn', 'detailsColumn'] as const;
type Columns = Record<(typeof COLUMNS)[number], string>;

/**
 * The bank's statement export, as the bank gives it: the portal knows the big banks' columns; for another bank
 * the clerk names the three columns it needs (shown when the portal says it did not recognise them).
 */
export function StatementUpload() {
  const t = useT();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Columns>({ dateColumn: '', amountColumn: '', detailsColumn: '' });
  const [choosing, setChoosing] = useState(false);
  const upload = useMutation({
    mutationFn: (statement: File) =>
      call(bookkeepingApi.uploadStatement, {
        body: { statement, ...(choosing ? columns : {}) },
      }),
    onSuccess: (summary: StatementSummary) => {
      notify({ color: 'teal', message: summary.message });
      setFile(null);
      void invalidate(queryClient, bookkeepingApi.reconciliation);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fieldErrors.statement && /\(.*\)/.test(err.fieldErrors.statement))
        setChoosing(true);
    },
  });
  const fieldErrors = upload.error instanceof ApiError ? upload.error.fieldErrors : {};
  const labels: Columns = {
    dateColumn: t(/*i18n*/ 'Date column'),
    amountColumn: t(/*i18n*/ 'Amount credited column'),
    detailsColumn: t(/*i18n*/ 'Details (narration) column'),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t(/*i18n*/ 'Upload the bank statement')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ "Download the account statement from the bank's net banking as CSV or Excel (SBI, HDFC, ICICI, Axis, Canara, Bank of Baroda, or the UPI QR report). Only UPI credits are read; a statement uploaded twice adds nothing.",
            )}
          </Text>
          <FileInput
            label={t(/*i18n*/ 'Statement file')}
            // A description, not a placeholder: Mantine's FileInput placeholder grey reads at 2.1:1 (axe).
            description={t(/*i18n*/ 'Choose a CSV or Excel file')}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- file types, not a text
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            error={
              fieldErrors.statement ?? (upload.error && !fieldErrors.statement ? errorMessage(upload.error, '') : null)
            }
          />
          {choosing ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {COLUMNS.map((key) => (
                <TextInput
                  key={key}
                  label={labels[key]}
                  description={t(/*i18n*/ 'As the heading is written in the file')}
                  value={columns[key]}
                  error={fieldErrors[key]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setColumns((c) => ({ ...c, [key]: value }));
                  }}
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Group>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t(/*i18n*/ 'Read the statement')}
            </Button>
            {!choosing ? (
              <Button variant="subtle" onClick={() => setChoosing(true)}>
                {t(/*i18n*/ 'Another bank: choose the columns')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
