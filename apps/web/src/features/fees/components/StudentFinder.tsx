import { useState } from 'react';
import { Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { FEE_MESSAGES, studentsApi, type Student } from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import classes from './StudentFinder.module.css';
import { endpointQuery } from '../../../lib/endpoint-query';

/** Finds a student by name, admission number or guardian phone, as parents give them at the counter. */
export function StudentFinder({ onPick }: { onPick: (studentId: string, student: Student) => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const found = useQuery({
    ...endpointQuery(studentsApi.list, { query: { q: debounced, limit: 10, status: 'active' } }),
    enabled: debounced.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xs">
      <TextInput
        label="Find student"
        placeholder="Name, admission number or guardian phone"
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      {found.isError ? <Text c="red">{FEE_MESSAGES.loadFailed}</Text> : null}
      {debounced.trim().length >= 2 && found.data?.items.length === 0 ? <Text c="dimmed">{FEE_MESSAGES.noStudents}</Text> : null}
      {found.data?.items.map((s) => (
        <UnstyledButton
          key={s._id}
          className={classes.result}
          onClick={() => {
            onPick(s._id, s);
            setQ('');
          }}
        >
          <Paper withBorder p="xs" radius="sm">
            <Text fw={600}>{s.name}</Text>
            <Text size="sm" c="dimmed">
              {s.admissionNumber} · {s.className} {s.sectionName} · {s.guardianName} {s.guardianPhone}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
