import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { classesApi, STUDENT_MESSAGES, studentsApi } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { sectionOptions } from './section-options';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/** Moves the chosen students to one section of the current year. */
export function MoveDialog({
  studentIds,
  onClose,
  onMoved,
}: {
  studentIds: string[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useT();
  const classes = useQuery(endpointQuery(classesApi.list));
  const move = useEndpointMutation(studentsApi.move, ...STUDENT_VIEWS);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const submit = () =>
    sectionId &&
    move.mutate(
      { body: { studentIds, sectionId } },
      {
        onSuccess: ({ moved }) => {
          notify({
            color: 'teal',
            message: t(/*i18n*/ '{message}: {count}', { message: t(STUDENT_MESSAGES.moved), count: moved }),
          });
          onMoved();
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(STUDENT_MESSAGES.moveFailed)) }),
      },
    );
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Move students')}>
      <Stack>
        <Text size="sm">
          {t(/*i18n*/ 'Move {count, plural, one {# student} other {# students}} to:', { count: studentIds.length })}
        </Text>
        <Select
          label={t(/*i18n*/ 'Class and section')}
          searchable
          data={sectionOptions(classes.data ?? [])}
          value={sectionId}
          onChange={setSectionId}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(/*i18n*/ 'Cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!sectionId} loading={move.isPending}>
            {t(/*i18n*/ 'Move')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
