import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { academicYearName, academicYearOf, CLASS_MESSAGES, classesApi, MONTH_NAMES, sessionDates, type AcademicYear } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';

const thisSession = (startMonth: number) => academicYearOf(new Date().toISOString().slice(0, 10), startMonth);
const monthOptions = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Choose the academic year to work on; add one; make the chosen one current. */
export function YearBar({ years, selected, onSelect }: { years: AcademicYear[]; selected: AcademicYear | null; onSelect: (id: string) => void }) {
  // A new or newly current year changes which year's classes a list without a year shows.
  const add = useEndpointMutation(classesApi.addYear, classesApi.years, classesApi.list);
  const makeCurrent = useEndpointMutation(classesApi.makeYearCurrent, classesApi.years, classesApi.list);
  const [opened, setOpened] = useState(false);
  const latest = years[0];
  // A school keeps its first month from year to year: April unless its last year said otherwise.
  const [startMonth, setStartMonth] = useState(latest?.startMonth ?? 4);
  const [startYear, setStartYear] = useState<number | string>(latest ? latest.startYear + 1 : thisSession(startMonth));
  const span = typeof startYear === 'number' ? sessionDates(startYear, startMonth) : null;

  const addYear = () =>
    add.mutate(
      { body: { startYear: Number(startYear), startMonth } },
      {
        onSuccess: (year) => {
          notify({ color: 'teal', message: `${CLASS_MESSAGES.yearAdded} ${year.name}` });
          setOpened(false);
          onSelect(year._id);
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, CLASS_MESSAGES.saveFailed) }),
      },
    );

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Academic year"
        data={years.map((y) => ({ value: y._id, label: y.isCurrent ? `${y.name} (current)` : y.name }))}
        value={selected?._id ?? null}
        onChange={(v) => v && onSelect(v)}
        allowDeselect={false}
        w={200}
      />
      {selected && !selected.isCurrent ? (
        <Button
          variant="default"
          loading={makeCurrent.isPending}
          onClick={() =>
            makeCurrent.mutate({ params: { yearId: selected._id } }, {
              onSuccess: () => notify({ color: 'teal', message: CLASS_MESSAGES.yearMadeCurrent }),
              onError: (err) => notify({ color: 'red', message: errorMessage(err, CLASS_MESSAGES.saveFailed) }),
            })
          }
        >
          Make current
        </Button>
      ) : selected ? (
        <Badge color="teal" variant="light" mb={8}>
          Current year
        </Badge>
      ) : null}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        Add academic year
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add academic year" size="sm">
        <Stack gap="sm">
          <Select label="First month of the session" data={monthOptions} value={String(startMonth)} onChange={(v) => v && setStartMonth(Number(v))} allowDeselect={false} />
          <NumberInput
            label={`Session starts in ${MONTH_NAMES[startMonth - 1]} of`}
            value={startYear}
            onChange={setStartYear}
            min={2000}
            max={2100}
            allowDecimal={false}
            description={typeof startYear === 'number' && span ? `Academic year ${academicYearName(startYear)}: ${shortDate(span.startDate)} to ${shortDate(span.endDate)}` : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={addYear} loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
