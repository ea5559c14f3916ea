import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { STUDENT_MESSAGES } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useYears } from '../api/get-academic-years';
import { useClassOptions } from '../api/get-class-options';
import { useYearClasses } from '../api/get-year-classes';
import { usePromoteClass } from '../api/promote-class';
import { classOptions } from './section-options';

/**
 * Year-end promotion: every active student of a class moves to the class chosen (usually the next
 * one, in next year), each into the section of the same name.
 */
export function PromoteDialog({ onClose }: { onClose: () => void }) {
  const current = useClassOptions();
  const years = useYears();
  const promote = usePromoteClass();
  const [fromClassId, setFrom] = useState<string | null>(null);
  const later = years.data?.filter((y) => !y.isCurrent) ?? [];
  const [yearId, setYear] = useState<string | null>(null);
  const targetYear = yearId ?? later[0]?._id ?? years.data?.find((y) => y.isCurrent)?._id ?? null;
  const targets = useYearClasses(targetYear);
  const [toClassId, setTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!fromClassId || !toClassId) return;
    setError(null);
    promote.mutate(
      { fromClassId, toClassId },
      {
        onSuccess: ({ moved }) => {
          notify({ color: 'teal', message: `${STUDENT_MESSAGES.promoted}: ${moved} ${moved === 1 ? 'student' : 'students'}` });
          onClose();
        },
        onError: (err) => setError(errorMessage(err, STUDENT_MESSAGES.moveFailed)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Promote a class">
      <Stack>
        <Text size="sm">Each active student moves to the section of the same name in the class you choose. Students who left stay where they were.</Text>
        <Select label="Promote" placeholder="Class of this year" data={classOptions(current.data ?? [])} value={fromClassId} onChange={setFrom} data-autofocus />
        <Select
          label="Academic year of the new class"
          data={(years.data ?? []).map((y) => ({ value: y._id, label: y.isCurrent ? `${y.name} (current)` : y.name }))}
          value={targetYear}
          onChange={(v) => {
            setYear(v);
            setTo(null);
          }}
          allowDeselect={false}
        />
        <Select label="To class" placeholder="Choose" data={classOptions(targets.data ?? []).filter((c) => c.value !== fromClassId)} value={toClassId} onChange={setTo} />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!fromClassId || !toClassId} loading={promote.isPending}>
            Promote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
