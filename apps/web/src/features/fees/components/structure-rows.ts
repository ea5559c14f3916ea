import {
  FEE_FREQUENCIES,
  instalmentPlan,
  type FeeFrequency,
  type FeeInstalment,
  type StructureRow,
} from '@school-portal/contract';

/*
 * The Fee Manager's table from a class's instalments and back: one row a head, one cell an instalment of
 * the session in order (the contract's instalmentPlan, as the server makes them), empty where none is due.
 */

/** A head's frequency, known by its instalments' labels ("April", "Quarter 2", "Term 1", "Yearly"). */
const frequencyOf = (label: string, startMonth: number): FeeFrequency =>
  FEE_FREQUENCIES.find((f) => instalmentPlan(f, startMonth).some((p) => p.label === label)) ?? 'monthly';

/** The table's rows of a class's structure, heads in the order they first fall due. */
export function structureRows(structure: readonly FeeInstalment[], startMonth: number): StructureRow[] {
  const byHead = new Map<string, FeeInstalment[]>();
  for (const i of structure) byHead.set(i.headId, [...(byHead.get(i.headId) ?? []), i]);
  return [...byHead.entries()].map(([headId, instalments]) => {
    const frequency = frequencyOf(instalments[0]!.label, startMonth);
    return {
      headId,
      frequency,
      dueDay: Number(instalments[0]!.dueDate.slice(8, 10)),
      amounts: instalmentPlan(frequency, startMonth).map(
        (p) => instalments.find((i) => i.label === p.label)?.amount ?? '',
      ),
    };
  });
}

/** A row at another frequency: the amounts typed stay in their cells, as far as the new row has cells. */
export function withFrequency(row: StructureRow, frequency: FeeFrequency, startMonth: number): StructureRow {
  return {
    ...row,
    frequency,
    amounts: instalmentPlan(frequency, startMonth).map((_, cell) => row.amounts[cell] ?? ''),
  };
}

/** A new head's row: monthly, due on the 10th, every cell empty. */
export const blankRow = (headId: string, startMonth: number): StructureRow =>
  withFrequency({ headId, frequency: 'monthly', dueDay: 10, amounts: [] }, 'monthly', startMonth);

/** What a row asks for the year, in whole rupees (an empty or half-typed cell counts as nothing). */
export const rowTotal = (row: StructureRow) =>
  row.amounts.reduce<number>((sum, a) => sum + (typeof a === 'number' && Number.isFinite(a) ? a : 0), 0);
