import { z } from 'zod';
import { text } from '../fields.ts';

/**
 * The columns of the import file and of the export, in order, by their header in the file (what an
 * office keeps in Excel). Class and section are names in the current academic year.
 */
export const STUDENT_CSV_COLUMNS = [
  { key: 'admissionNumber', header: /*i18n*/ 'Admission Number', required: true },
  { key: 'name', header: 'Name', required: true },
  { key: 'gender', header: 'Gender', required: true },
  { key: 'dob', header: /*i18n*/ 'Date of Birth', required: true },
  { key: 'className', header: 'Class', required: true },
  { key: 'sectionName', header: 'Section', required: true },
  { key: 'rollNumber', header: /*i18n*/ 'Roll Number', required: false },
  { key: 'guardianName', header: /*i18n*/ 'Guardian Name', required: true },
  { key: 'guardianPhone', header: 'Guardian Phone', required: true },
  { key: 'address', header: 'Address', required: false },
  { key: 'admissionDate', header: /*i18n*/ 'Admission Date', required: true },
] as const;
export type StudentCsvKey = (typeof STUDENT_CSV_COLUMNS)[number]['key'];

/** A template to fill in: the header row and one example row. Dates may be YYYY-MM-DD or DD/MM/YYYY. */
export const STUDENT_CSV_TEMPLATE = `${STUDENT_CSV_COLUMNS.map((c) => c.header).join(',')}\r\nA-1001,Aarav Sharma,Male,14/06/2016,Class 5,A,1,Ramesh Sharma,9876543210,"12 MG Road, Pune",01/04/2026\r\n`;

/** Rows an import takes at once; a school of 5,000 fits with room to spare. */
export const MAX_IMPORT_ROWS = 10_000;
/** A 10,000-row file is about 1.5 MB. */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

export const IMPORT_MODES = ['check', 'all', 'validOnly'] as const;

export const ImportStudentsBodySchema = z.object({
  csv: text(/*i18n*/ 'Choose a CSV file.')
    .min(1, /*i18n*/ 'Choose a CSV file.')
    .max(MAX_IMPORT_BYTES, /*i18n*/ 'The file is larger than 4 MB.'),
  /** check: report only; all: import everything or nothing; validOnly: import the valid rows, skip the refused. */
  mode: z.enum(IMPORT_MODES),
});
export type ImportStudentsBody = z.input<typeof ImportStudentsBodySchema>;

export const ImportRowErrorSchema = z.object({
  /** The line in the file: the header is line 1, the first student line 2 (as Excel numbers them). */
  row: z.number().int(),
  admissionNumber: z.string().nullable(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportStudentsAnswerSchema = z.object({
  message: z.string(),
  total: z.number().int(),
  valid: z.number().int(),
  imported: z.number().int(),
  refused: z.array(ImportRowErrorSchema),
});
export type ImportStudentsAnswer = z.infer<typeof ImportStudentsAnswerSchema>;
