import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import { MONTH_NAMES, sessionMonth } from '../classes/schemas.ts';
import { FEE_FREQUENCIES, FeeInstalmentSchema, type FeeFrequency } from './schemas.ts';

/*
 * A class's whole fee structure as one table, heads × instalments (issue 27): the Fee Manager edits the
 * cells and saves them at once; the server replaces the class's structure in one transaction.
 */

/** How many instalments a head of each frequency has in a session (the table's cells in its row). */
export const INSTALMENTS_PER_YEAR: Record<FeeFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  termly: 2,
  threeTerms: 3,
  yearly: 1,
};

/** A row with the wrong number of amounts for its frequency: one whole text each, for the catalogue (decision 044). */
const ENTER_AMOUNTS: Record<FeeFrequency, string> = {
  monthly: /*i18n*/ 'Enter 12 amounts for this frequency.',
  quarterly: /*i18n*/ 'Enter 4 amounts for this frequency.',
  termly: /*i18n*/ 'Enter 2 amounts for this frequency.',
  threeTerms: /*i18n*/ 'Enter 3 amounts for this frequency.',
  yearly: /*i18n*/ 'Enter 1 amount for this frequency.',
};

/**
 * The instalments of a session starting in `startMonth` (1-12): which month of the session each falls in
 * (0-11), and its name. The server makes the instalments by it; the Fee Manager's table heads its cells by it.
 */
export function instalmentPlan(frequency: FeeFrequency, startMonth = 4): { monthIndex: number; label: string }[] {
  switch (frequency) {
    case 'monthly':
      return Array.from({ length: 12 }, (_, monthIndex) => ({
        monthIndex,
        label: MONTH_NAMES[sessionMonth(2000, startMonth, monthIndex).month - 1]!,
      }));
    case 'quarterly':
      return [0, 3, 6, 9].map((monthIndex, i) => ({ monthIndex, label: `Quarter ${i + 1}` }));
    case 'termly':
      return [0, 6].map((monthIndex, i) => ({ monthIndex, label: `Term ${i + 1}` }));
    // Every four months from the session's first: June, October and February for a June session.
    case 'threeTerms':
      return [0, 4, 8].map((monthIndex, i) => ({ monthIndex, label: `Term ${i + 1}` }));
    case 'yearly':
      return [{ monthIndex: 0, label: /*i18n*/ 'Yearly' }];
  }
}

const enterAmount = 'Enter the amount, or 0 where nothing is due.';
const cellNumber = z
  .number({ error: enterAmount })
  .int(/*i18n*/ 'Enter whole rupees.')
  .min(0, /*i18n*/ 'Enter 0 or more.')
  .max(10_00_00_000, /*i18n*/ 'At most ₹10,00,00,000.');
/** A cell left empty is nothing due, as in a spreadsheet: the table's inputs hold '' until typed in. */
const cellRupees = z
  .union([z.number(), z.literal('')], { error: enterAmount })
  .transform((v) => (v === '' ? 0 : v))
  .pipe(cellNumber);

export const StructureRowSchema = z.object({
  headId: z.uuid({ error: /*i18n*/ 'Choose a fee head.' }),
  frequency: z.enum(FEE_FREQUENCIES, { error: /*i18n*/ 'Choose how often it is due.' }),
  dueDay: z
    .number({ error: /*i18n*/ 'Enter the day of the month it is due.' })
    .int()
    .min(1, /*i18n*/ 'Choose a day from 1 to 28.')
    .max(28, /*i18n*/ 'Choose a day from 1 to 28.'),
  /** Each instalment's amount in session order; 0 leaves that instalment out (no bus in the holidays). */
  amounts: z.array(cellRupees),
});
export type StructureRow = z.input<typeof StructureRowSchema>;

export const StructureTableBodySchema = z
  .object({
    classId: z.uuid({ error: /*i18n*/ 'Choose a class.' }),
    rows: z.array(StructureRowSchema).max(40, /*i18n*/ 'At most 40 heads.'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.rows.forEach((row, i) => {
      if (seen.has(row.headId))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'headId'],
          message: /*i18n*/ 'This head is in the table twice.',
        });
      seen.add(row.headId);
      const cells = INSTALMENTS_PER_YEAR[row.frequency];
      if (row.amounts.length !== cells)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'amounts'],
          message: ENTER_AMOUNTS[row.frequency],
        });
    });
  });
export type StructureTableBody = z.input<typeof StructureTableBodySchema>;
/** The table as the server reads it: every cell a number (an empty one is 0). */
export type StructureTable = z.output<typeof StructureTableBodySchema>;

export const feeStructureTableApi = endpoints('fees', {
  setStructureTable: {
    method: 'PUT',
    path: '/api/fees/structure/table',
    access: ['instituteAdmin', 'instituteUser'],
    summary:
      "Replace a class's whole fee structure for its year at once (heads × instalments) in one transaction; a head left out is removed, one with fees collected may not change",
    body: StructureTableBodySchema,
    answer: z.array(FeeInstalmentSchema),
    errors: [400, 401, 403, 409],
  },
});
