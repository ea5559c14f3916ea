import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useT } from '../lib/i18n';
import classes from './DataTable.module.css';

export interface Column<T> {
  /** The English header (marked with `msg`), translated here into the language on screen. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The card's heading at a phone's width (shown without its label). */
  primary?: boolean;
  /** Figures line up on the right on a wide screen. */
  numeric?: boolean;
}

export interface CardTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  /** A last row in bold (a report's totals), one cell per column. */
  footer?: ReactNode[];
  /** Below this width the table scrolls sideways on a tablet; on a phone rows are cards anyway. */
  minWidth?: string;
  caption?: string;
}

/** Rows as a table on a wide screen and as labelled cards at a phone's width. */
export function CardTable<T>({
  rows,
  columns,
  rowKey,
  actions,
  onRowClick,
  footer,
  minWidth,
  caption,
}: CardTableProps<T>) {
  const t = useT();
  const align = (c: Column<T>) => (c.numeric ? 'right' : undefined);
  return (
    <div className={classes.scroll}>
      <Table
        striped
        highlightOnHover={!!onRowClick}
        verticalSpacing="sm"
        className={classes.table}
        style={minWidth ? { '--data-table-min-width': minWidth } : undefined}
      >
        {caption ? <caption className={classes.caption}>{caption}</caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={align(c)}>
                {t(c.header)}
              </Table.Th>
            ))}
            {actions ? <Table.Th>{t(/*i18n*/ 'Actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              className={onRowClick ? classes.clickable : undefined}
            >
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  ta={align(c)}
                  data-label={c.primary ? undefined : t(c.header)}
                  className={c.primary ? classes.primary : undefined}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
              {actions ? (
                <Table.Td className={classes.actions} onClick={(e) => e.stopPropagation()}>
                  {actions(row)}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
          {footer ? (
            <Table.Tr className={classes.footer}>
              {columns.map((c, i) => (
                <Table.Td
                  key={c.header}
                  ta={align(c)}
                  fw={700}
                  data-label={c.primary ? undefined : t(c.header)}
                  className={c.primary ? classes.primary : undefined}
                >
                  {footer[i]}
                </Table.Td>
              ))}
              {actions ? <Table.Td /> : null}
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}
