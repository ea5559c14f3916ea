import { useState, type KeyboardEvent } from 'react';
import { Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { FEE_MESSAGES, studentsApi, type Student, formatPhone } from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import classes from './StudentFinder.module.css';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';

/**
 * Finds a student by name, admission number or guardian phone, as parents give them at the counter.
 * From the keyboard: the arrows move the highlight over the results and Enter takes the highlighted one
 * (the first, unless moved); Enter before any result searches at once. Enter never sends the form the
 * finder sits in (a concession, a waiver).
 */
export function StudentFinder({ onPick }: { onPick: (studentId: string, student: Student) => void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  // Enter searches what is typed without waiting for the pause.
  const [now, setNow] = useState<string | null>(null);
  const term = now === q ? q : debounced;
  const found = useQuery({
    ...endpointQuery(studentsApi.list, { query: { q: term, limit: 10, status: 'active' } }),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const [active, setActive] = useState(0);
  // What is typed decides at once whether results show: a pick empties the box, and the list must go with it, not
  // a pause later, when the student's panel below would jump up under the clerk's next click.
  const searching = term.trim().length >= 2 && q.trim().length >= 2;
  const results = searching ? (found.data?.items ?? []) : [];
  const highlighted = results[Math.min(active, results.length - 1)];

  const pick = (s: Student) => {
    onPick(s._id, s);
    setQ('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (results.length > 0)
        setActive((i) => (Math.min(i, results.length - 1) + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (highlighted && term === q && !found.isPlaceholderData) pick(highlighted);
      else setNow(q);
    }
  };
  return (
    <Stack gap="xs">
      <TextInput
        label={t(/*i18n*/ 'Find student')}
        placeholder={t(/*i18n*/ 'Name, admission number or guardian phone')}
        description={
          highlighted
            ? t(/*i18n*/ 'Enter picks {name}; the arrow keys choose another.', { name: highlighted.name })
            : undefined
        }
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {found.isError ? <Text c="red">{t(FEE_MESSAGES.loadFailed)}</Text> : null}
      {searching && found.data?.items.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noStudents)}</Text> : null}
      {results.map((s) => (
        <UnstyledButton
          key={s._id}
          className={classes.result}
          data-active={s === highlighted || undefined}
          onClick={() => pick(s)}
        >
          <Paper withBorder p="xs" radius="sm">
            <Text fw={600}>{s.name}</Text>
            <Text size="sm" c="dimmed">
              {s.admissionNumber} · {s.className} {s.sectionName} · {s.guardianName} {formatPhone(s.guardianPhone)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
