import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  academicYearName,
  academicYearOf,
  CLASS_MESSAGES,
  classesApi,
  MONTH_NAMES,
  sessionDates,
  type AcademicYear,
} from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { currentLanguage, currentLocale, useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { Dialog } from '../../../components/Dialog';

const thisSession = (startMonth: number) => academicYearOf(new Date().toISOString().slice(0, 10), startMonth);
/** The month's name in the language on screen (English from the reference list). */
const monthName = (month: number) =>
  currentLanguage() === 'en'
    ? MONTH_NAMES[month - 1]!
    : new Intl.DateTimeFormat(currentLocale(), { month: 'long' }).format(new Date(2000, month - 1, 15));

/** Choose the academic year to work on; add one; make the chosen one current. */
export function YearBar({
  years,
  selected,
  onSelect,
}: {
  years: AcademicYear[];
  selected: AcademicYear | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
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
          notify({
            color: 'teal',
            message: t(/*i18n*/ '{message} {year}', { message: t(CLASS_MESSAGES.yearAdded), year: year.name }),
          });
          setOpened(false);
          onSelect(year._id);
        },
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(CLASS_MESSAGES.saveFailed)) }),
      },
    );

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t(/*i18n*/ 'Academic year')}
        data={years.map((y) => ({
          value: y._id,
          label: y.isCurrent ? t(/*i18n*/ '{year} (current)', { year: y.name }) : y.name,
        }))}
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
            makeCurrent.mutate(
              { params: { yearId: selected._id } },
              {
                onSuccess: () => notify({ color: 'teal', message: t(CLASS_MESSAGES.yearMadeCurrent) }),
                onError: (err) => notify({ color: 'red', message: errorMessage(err, t(CLASS_MESSAGES.saveFailed)) }),
              },
            )
          }
        >
          {t(/*i18n*/ 'Make current')}
        </Button>
      ) : selected ? (
        <Badge color="teal" variant="light" mb={8}>
          {t(/*i18n*/ 'Current year')}
        </Badge>
      ) : null}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        {t(/*i18n*/ 'Add academic year')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t(/*i18n*/ 'Add academic year')} size="sm">
        <Stack gap="sm">
          <Select
            label={t(/*i18n*/ 'First month of the session')}
            data={MONTH_NAMES.map((_, i) => ({ value: String(i + 1), label: monthName(i + 1) }))}
            value={String(startMonth)}
            onChange={(v) => v && setStartMonth(Number(v))}
            allowDeselect={false}
          />
          <NumberInput
            label={t(/*i18n*/ 'Session starts in {month} of', { month: monthName(startMonth) })}
            value={startYear}
            onChange={setStartYear}
            min={2000}
            max={2100}
            allowDecimal={false}
            description={
              typeof startYear === 'number' && span
                ? t(/*i18n*/ 'Academic year {year}: {start} to {end}', {
                    year: academicYearName(startYear),
                    start: formatDate(span.startDate),
                    end: formatDate(span.endDate),
                  })
                : undefined
            }
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button onClick={addYear} loading={add.isPending}>
              {t(/*i18n*/ 'Add')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Group>
  );
}
