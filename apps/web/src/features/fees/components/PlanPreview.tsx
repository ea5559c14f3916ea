import { Table, Text } from '@mantine/core';
import { formatDate, formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { PreviewLine } from './pay-plan-preview';
// The portal's list table: rows become cards at a phone's width, each cell labelled by its column.
import cards from '../../../components/DataTable.module.css';

/** What a way of paying settles, one line per instalment with its late fee on it, before the clerk collects. */
export function PlanPreview({ lines, empty }: { lines: PreviewLine[]; empty: string }) {
  const t = useT();
  if (lines.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <div className={cards.scroll}>
      <Table aria-label={t(/*i18n*/ 'Paying')} className={cards.table} style={{ '--data-table-min-width': '28rem' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(/*i18n*/ 'Fee')}</Table.Th>
            <Table.Th>{t(/*i18n*/ 'Due date')}</Table.Th>
            <Table.Th ta="right">{t(/*i18n*/ 'Paying')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.instalmentId}>
              <Table.Td className={cards.primary}>{l.title}</Table.Td>
              <Table.Td data-label={t(/*i18n*/ 'Due date')}>{formatDate(l.dueDate)}</Table.Td>
              <Table.Td data-label={t(/*i18n*/ 'Paying')} ta="right">
                <div>
                  {formatRupees(l.fee + l.lateFee)}
                  {l.lateFee > 0 ? (
                    <Text size="xs" c="dimmed">
                      {t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(l.lateFee) })}
                    </Text>
                  ) : null}
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
