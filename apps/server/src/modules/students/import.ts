import Papa from 'papaparse';
import { inArray, sql } from 'drizzle-orm';
import {
  academicYearName,
  CLASS_MESSAGES,
  MAX_IMPORT_ROWS,
  STUDENT_CSV_COLUMNS,
  STUDENT_MESSAGES,
  GENDER_LABELS,
  UI_LANGUAGES,
  icu,
  StudentBodySchema,
  type ImportRowError,
  type ImportStudentsAnswer,
  type StudentCsvKey,
  type StudentInput,
} from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { translate, type Translate } from '../../http/language.ts';
import { currentYear, placementsOfYear, type Placement } from '../classes/index.ts';
import { placeName } from './mapping.ts';
import { recordEvents } from './service.ts';

type Mode = 'check' | 'all' | 'validOnly';
type Cells = Partial<Record<StudentCsvKey, string>>;

const HEADER_OF = Object.fromEntries(STUDENT_CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<
  StudentCsvKey,
  string
>;
/** Form fields that are not columns of the file, named by the columns they come from. */
const COLUMN_OF_FIELD: Record<string, string> = { sectionId: `${HEADER_OF.className} / ${HEADER_OF.sectionName}` };

/** Headers are matched loosely: "admission number", "Admission No." and "ADMISSION_NUMBER" alike (and प्रवेश संख्या, in any script). */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{M}]/gu, '');
const ALIASES: Record<string, StudentCsvKey> = {
  admissionno: 'admissionNumber',
  dob: 'dob',
  rollno: 'rollNumber',
  guardianmobile: 'guardianPhone',
  phone: 'guardianPhone',
};

/** Dates as offices type them: 2016-06-14, 14/06/2016, 14-06-2016, 14.6.2016. Anything else is passed on for the schema to refuse. */
function isoDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v;
}

const GENDER_WORDS: Record<string, string> = {
  m: 'male',
  male: 'male',
  boy: 'male',
  f: 'female',
  female: 'female',
  girl: 'female',
  o: 'other',
  other: 'other',
  // A register exported in Hindi or Tamil names the gender in that language (queries.ts): it imports back.
  ...Object.fromEntries(
    UI_LANGUAGES.flatMap((language) =>
      Object.entries(GENDER_LABELS).map(([gender, label]) => [translate(language, label).toLowerCase(), gender]),
    ),
  ),
};

interface CheckedRow {
  row: number;
  input: StudentInput;
  placement: Placement;
}

/**
 * Checks every row of an office's CSV file and, as asked, imports all rows or none, or the valid rows
 * only, in one transaction: a failure part-way leaves nothing imported. The report is in the caller's
 * language (`t`); the column names stay the file's.
 */
export async function importStudents(
  db: Db,
  institute: Institute,
  actorId: string,
  csv: string,
  mode: Mode,
  t: Translate,
): Promise<ImportStudentsAnswer> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...lines] = parsed.data;
  const columns = mapHeader(header);
  const missing = STUDENT_CSV_COLUMNS.filter((c) => c.required && !columns.includes(c.key)).map((c) => c.header);
  if (missing.length) {
    const text = icu(/*i18n*/ 'The file is missing these columns: {columns}.', { columns: missing.join(', ') });
    throw badRequest(text, { csv: text });
  }

  // Blank lines are skipped but keep their number, so the report points at the line a spreadsheet shows.
  const records = lines.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (records.length === 0) throw badRequest(STUDENT_MESSAGES.emptyFile, { csv: STUDENT_MESSAGES.emptyFile });
  if (records.length > MAX_IMPORT_ROWS)
    throw badRequest(STUDENT_MESSAGES.tooManyRows, { csv: STUDENT_MESSAGES.tooManyRows });

  const year = await currentYear(db, institute);
  if (!year) throw badRequest(CLASS_MESSAGES.noYear, { csv: CLASS_MESSAGES.noYear });
  const sections = sectionFinder(await placementsOfYear(db, institute, year.id));
  const yearName = academicYearName(year.startYear);

  const cellsOf = (cells: string[]): Cells =>
    Object.fromEntries(columns.flatMap((key, i) => (key ? [[key, (cells[i] ?? '').trim()]] : [])));
  const numbers = records.map((r) => cellsOf(r.cells).admissionNumber?.toLowerCase() ?? '').filter(Boolean);
  const taken = await takenNumbers(db, institute, numbers);

  const valid: CheckedRow[] = [];
  const refused: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells: raw } of records) {
    const cells = cellsOf(raw);
    const errors: ImportRowError['errors'] = [];
    const placement = sections(cells.className ?? '', cells.sectionName ?? '');
    const roll = cells.rollNumber ?? '';
    if (roll && !/^\d+$/.test(roll))
      errors.push({ column: HEADER_OF.rollNumber, message: t(/*i18n*/ 'Roll number is a whole number.') });
    if (!placement && cells.className && cells.sectionName)
      errors.push({
        column: COLUMN_OF_FIELD.sectionId!,
        message: t(/*i18n*/ 'No class "{className}" with section "{sectionName}" in {year}.', {
          className: cells.className,
          sectionName: cells.sectionName,
          year: yearName,
        }),
      });
    const result = StudentBodySchema.safeParse({
      admissionNumber: cells.admissionNumber ?? '',
      name: cells.name ?? '',
      gender: GENDER_WORDS[(cells.gender ?? '').toLowerCase()] ?? cells.gender ?? '',
      dob: isoDate(cells.dob ?? ''),
      sectionId: placement?.sectionId ?? '',
      rollNumber: /^\d+$/.test(roll) ? Number(roll) : null,
      guardianName: cells.guardianName ?? '',
      guardianPhone: cells.guardianPhone ?? '',
      address: cells.address ?? '',
      admissionDate: isoDate(cells.admissionDate ?? ''),
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        // The class/section lookup has said it already, or the two cells are empty and say so below.
        if (field === 'sectionId' && errors.some((e) => e.column === COLUMN_OF_FIELD.sectionId)) continue;
        const column = COLUMN_OF_FIELD[field] ?? HEADER_OF[field as StudentCsvKey] ?? field;
        const message = t(field === 'sectionId' ? 'Class and Section are required.' : issue.message);
        if (!errors.some((e) => e.column === column)) errors.push({ column, message });
      }
    }
    const number = cells.admissionNumber?.toLowerCase();
    if (number) {
      const first = firstRowOf.get(number);
      if (first !== undefined)
        errors.push({
          column: HEADER_OF.admissionNumber,
          message: t(/*i18n*/ 'Repeats the admission number of row {row}.', { row: first }),
        });
      else if (taken.has(number))
        errors.push({ column: HEADER_OF.admissionNumber, message: t(STUDENT_MESSAGES.admissionTaken) });
      else firstRowOf.set(number, row);
    }
    if (errors.length || !result.success || !placement)
      refused.push({ row, admissionNumber: cells.admissionNumber || null, errors });
    else valid.push({ row, input: result.data, placement });
  }

  const report = { total: records.length, valid: valid.length, refused };
  if (mode === 'check')
    return {
      ...report,
      imported: 0,
      message: t(/*i18n*/ '{valid} of {total} rows can be imported.', { valid: valid.length, total: records.length }),
    };
  if (mode === 'all' && refused.length) return { ...report, imported: 0, message: t(STUDENT_MESSAGES.importRefused) };
  const imported = await insertRows(db, institute, actorId, valid);
  return { ...report, imported, message: t(/*i18n*/ 'Students imported: {count}.', { count: imported }) };
}

function mapHeader(header: string[]): (StudentCsvKey | null)[] {
  // An export's headers are in its caller's language: a file exported in Hindi or Tamil imports as it is.
  const names = (c: (typeof STUDENT_CSV_COLUMNS)[number]) => [
    c.key,
    ...UI_LANGUAGES.map((language) => translate(language, c.header)),
  ];
  const byName = new Map<string, StudentCsvKey>(
    STUDENT_CSV_COLUMNS.flatMap((c) => names(c).map((name) => [squash(name), c.key] as const)),
  );
  return header.map((h) => byName.get(squash(h)) ?? ALIASES[squash(h)] ?? null);
}

/** Finds a section by the class and section names a file gives; "5" finds "Class 5". */
function sectionFinder(placements: Placement[]) {
  const key = (className: string, sectionName: string) =>
    `${className.trim().toLowerCase()}|${sectionName.trim().toLowerCase()}`;
  const map = new Map(placements.map((p) => [key(p.className, p.sectionName), p]));
  return (className: string, sectionName: string) =>
    map.get(key(className, sectionName)) ?? map.get(key(`Class ${className}`, sectionName));
}

async function takenNumbers(db: Db, institute: Institute, numbers: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += 1000) {
    const batch = numbers.slice(i, i + 1000);
    const rows = await db
      .select({ n: sql<string>`lower(${students.admissionNumber})` })
      .from(students)
      .where(scoped(db, institute).where(students, inArray(sql`lower(${students.admissionNumber})`, batch)));
    for (const r of rows) taken.add(r.n);
  }
  return taken;
}

async function insertRows(db: Db, institute: Institute, actorId: string, rows: CheckedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  try {
    return await db.transaction(async (tx) => {
      const created = await scoped(tx, institute).insertMany(
        students,
        rows.map(({ input }) => ({ ...input, rollNumber: input.rollNumber ?? null, address: input.address ?? null })),
      );
      const placeOf = new Map(rows.map((r) => [r.input.admissionNumber.toLowerCase(), r.placement]));
      await recordEvents(
        tx,
        institute,
        actorId,
        created.map((s) => ({
          studentId: s.id,
          action: 'imported',
          detail: placeName(placeOf.get(s.admissionNumber.toLowerCase())),
        })),
      );
      return created.length;
    });
  } catch (err) {
    // Someone added one of these admission numbers since the check: nothing was imported.
    if (isUniqueViolation(err, 'students_institute_admission_key'))
      throw conflict(
        icu(/*i18n*/ '{failed} {reason}', {
          failed: icu(STUDENT_MESSAGES.importFailed),
          reason: icu(STUDENT_MESSAGES.admissionTaken),
        }),
      );
    throw err;
  }
}
