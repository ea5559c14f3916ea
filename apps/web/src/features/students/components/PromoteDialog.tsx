import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { classesApi, STUDENT_MESSAGES, studentsApi } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { classOptions } from './section-options';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/**
 * Year-end promotion: every active student of a class moves to the class chosen (usually the next
 * one, in next year), each into the section of the same name.
 */
export function PromoteDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const current = useQuery(endpointQuery(classesApi.list));
  // Every academic year: the class a promotion goes to is usually in next year.
  const years = useQuery(endpointQuery(classesApi.years));
  const promote = useEndpointMutation(studentsApi.promote, ...STUDENT_VIEWS);
  const [fromClassId, setFrom] = useState<string | null>(null);
  const later = years.data?.filter((y) => !y.isCurrent) ?? [];
  const [yearId, setYear] = useState<string | null>(null);
  const targetYear = yearId ?? later[0]?._id ?? years.data?.find((y) => y.isCurrent)?._id ?? null;
  const targets = useQuery({
    ...endpointQuery(classesApi.list, { query: { academicYearId: targetYear ?? undefined } }),
    enabled: !!targetYear,
  });
  const [toClassId, setTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!fromClassId || !toClassId) return;
    setError(null);
    promote.mutate(
      { body: { fromClassId, toClassId } },
      {
        onSuccess: ({ moved }) => {
          notify({
            color: 'teal',
            message: t(/*i18n*/ '{message}: {count, plural, one {# student} other {# students}}', {
              message: t(STUDENT_MESSAGES.promoted),
              count: moved,
            }),
          });
          onClose();
        },
        onError: (err) => setError(errorMessage(err, t(STUDENT_MESSAGES.moveFailed))),
      },
    );
  };

  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Promote a class')}>
      <Stack>
        <Text size="sm">
          {t(
            /*i18n*/ 'Each active student moves to the section of the same name in the class you choose. Students who left stay where they were.',
          )}
        </Text>
        <Select
          label={t(/*i18n*/ 'Promote')}
          placeholder={t(/*i18n*/ 'Class of this year')}
          data={classOptions(current.data ?? [])}
          value={fromClassId}
          onChange={setFrom}
          data-autofocus
        />
        <Select
          label={t(/*i18n*/ 'Academic year of the new class')}
          data={(years.data ?? []).map((y) => ({
            value: y._id,
            label: y.isCurrent ? t(/*i18n*/ '{year} (current)', { year: y.name }) : y.name,
          }))}
          value={targetYear}
          onChange={(v) => {
            setYear(v);
            setTo(null);
          }}
          allowDeselect={false}
        />
        <Select
          label={t(/*i18n*/ 'To class')}
          placeholder={t(/*i18n*/ 'Choose')}
          data={classOptions(targets.data ?? []).filter((c) => c.value !== fromClassId)}
          value={toClassId}
          onChange={setTo}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(/*i18n*/ 'Cancel')}
          </Button>
          <Button onClick={submit} disabled={!fromClassId || !toClassId} loading={promote.isPending}>
            {t(/*i18n*/ 'Promote')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
