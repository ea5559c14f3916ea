import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return.
 * Only the start is tested: papaparse's own pattern (`^[=+\-@\t\r].*$`, no dotall) let a cell with a
 * line break after the formula through.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A download as CSV for a spreadsheet; a formula-like cell is prefixed with ' so it stays text. */
export const toCsv = (fields: string[], data: (string | number | null)[][]) =>
  Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });
