import { Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { YearEndPreview } from '@school-portal/contract';
import { DateField } from '../../../components/DateField';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

export interface Leaving {
  leftOn: string;
  reason: string;
}

/**
 * One class's students with what the office ticks: stays back (kept in the same class next year) or leaves (with the
 * day and reason). Everyone else goes up a class. What each still owes is shown, as it goes with them.
 */
export function StudentChoices({
  students,
  detained,
  leaving,
  onDetain,
  onLeave,
}: {
  students: YearEndPreview['students'];
  detained: Set<string>;
  leaving: Map<string, Leaving>;
  onDetain: (id: string, on: boolean) => void;
  onLeave: (id: string, value: Leaving | null) => void;
}) {
  const t = useT();
  if (students.length === 0) return <Text c="dimmed">{t(/*i18n*/ 'No active students in this class.')}</Text>;
  return (
    // No scrolling box: three narrow columns fit a phone, and the names wrap (a scroller here widened the page).
    <Table verticalSpacing="xs" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(/*i18n*/ 'Student')}</Table.Th>
          <Table.Th>{t(/*i18n*/ 'Stays back')}</Table.Th>
          <Table.Th>{t(/*i18n*/ 'Leaves')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {students.map((s) => {
          const left = leaving.get(s._id);
          return [
            <Table.Tr key={s._id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${s.admissionNumber} · ${s.sectionName}`}
                  {s.arrears > 0 ? ` · ${t(/*i18n*/ 'owes {amount}', { amount: formatRupees(s.arrears) })}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={t(/*i18n*/ '{name} stays back', { name: s.name })}
                  checked={detained.has(s._id)}
                  disabled={!!left}
                  onChange={(e) => onDetain(s._id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Checkbox
                    aria-label={t(/*i18n*/ '{name} leaves', { name: s.name })}
                    checked={!!left}
                    disabled={detained.has(s._id)}
                    onChange={(e) => onLeave(s._id, e.currentTarget.checked ? { leftOn: '', reason: '' } : null)}
                  />
                </Stack>
              </Table.Td>
            </Table.Tr>,
            // The day and reason on a row of their own, the table's full width: the three columns fit a phone.
            left ? (
              <Table.Tr key={`${s._id}-leaving`}>
                <Table.Td colSpan={3} pt={0}>
                  <Group gap="xs" align="flex-start" wrap="wrap">
                    <DateField
                      label={t(/*i18n*/ 'Left on')}
                      size="xs"
                      value={left.leftOn}
                      onChange={(leftOn) => onLeave(s._id, { ...left, leftOn })}
                    />
                    <TextInput
                      label={t(/*i18n*/ 'Reason')}
                      size="xs"
                      value={left.reason}
                      placeholder={t(/*i18n*/ 'Family moved to Coimbatore')}
                      onChange={(e) => onLeave(s._id, { ...left, reason: e.currentTarget.value })}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ) : null,
          ];
        })}
      </Table.Tbody>
    </Table>
  );
}
