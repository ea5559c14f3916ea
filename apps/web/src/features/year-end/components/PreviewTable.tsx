import { Box, Table, Text } from '@mantine/core';
import type { YearEndPreview } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/** Per class: where its students go and how many, what they still owe (it goes with them), and the year's fee now and next. */
export function PreviewTable({ preview }: { preview: YearEndPreview }) {
  const t = useT();
  const { totals } = preview;
  return (
    // A box that scrolls sideways on a phone: its own width is nothing, so the page never widens to the table's.
    <Box style={{ overflowX: 'auto', minWidth: 0 }}>
      <Table striped verticalSpacing="xs" miw={720} aria-label={t(/*i18n*/ 'What the year end will do')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(/*i18n*/ 'Class')}</Table.Th>
            <Table.Th>{t(/*i18n*/ 'Goes to')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Students')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Promoted')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Stay back')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Leaving')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Passing out')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Dues that stay owed')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ "A year's fee, now → next")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.classes.map((c) => (
            <Table.Tr key={c.classId}>
              <Table.Td>{c.className}</Table.Td>
              <Table.Td>{c.nextClassName ?? t(/*i18n*/ 'Passed out')}</Table.Td>
              <Table.Td ta="right">{c.students}</Table.Td>
              <Table.Td ta="right">{c.promoted}</Table.Td>
              <Table.Td ta="right">{c.detained}</Table.Td>
              <Table.Td ta="right">{c.leaving}</Table.Td>
              <Table.Td ta="right">{c.passedOut}</Table.Td>
              <Table.Td ta="right">{formatRupees(c.arrears)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" span>
                  {`${formatRupees(c.yearFee)} → ${formatRupees(c.nextYearFee)}`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t(/*i18n*/ 'Total')}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">{preview.students.length}</Table.Td>
            <Table.Td ta="right">{totals.promoted}</Table.Td>
            <Table.Td ta="right">{totals.detained}</Table.Td>
            <Table.Td ta="right">{totals.leaving}</Table.Td>
            <Table.Td ta="right">{totals.passedOut}</Table.Td>
            <Table.Td ta="right">{formatRupees(totals.arrears)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
