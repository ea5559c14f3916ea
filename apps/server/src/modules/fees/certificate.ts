import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { academicYearName, rupeesInWords } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeAllocations, feeHeads, feeInstalments, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { instituteLetterhead } from '../profiles/index.ts';
import { getStudent } from '../students/index.ts';
import { A5, day, rupees, writer } from './pdf.ts';
import { indianToday } from './reports.ts';

/** The financial year (April to March) running on an Indian calendar day, by the year it starts. */
export const financialYearOf = (isoDay: string) => {
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
};

/**
 * Tuition paid by a student in a financial year, per head, in paise: receipts that stand, dated in the
 * year (income tax counts what was paid in the year), and only heads marked tuition.
 */
export async function tuitionPaid(db: DbOrTx, institute: Institute, studentId: string, startYear: number) {
  const rows = scoped(db, institute);
  const found = await db
    .select({ headName: feeHeads.name, paise: sql<string>`sum(${feeAllocations.amountPaise})` })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
    .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
    .where(
      and(
        // Tuition paid, net of concessions by construction; a late fee is not tuition.
        rows.where(feeAllocations, and(eq(feeAllocations.studentId, studentId), eq(feeAllocations.kind, 'fee'))),
        rows.where(
          feeReceipts,
          and(eq(feeReceipts.status, 'active'), gte(feeReceipts.paidOn, `${startYear}-04-01`), lte(feeReceipts.paidOn, `${startYear + 1}-03-31`)),
        ),
        rows.where(feeInstalments),
        rows.where(feeHeads, eq(feeHeads.isTuition, true)),
      ),
    )
    .groupBy(feeHeads.name)
    .orderBy(feeHeads.name);
  return found.map((f) => ({ headName: f.headName, paise: Number(f.paise) }));
}

/** The certificate a parent files for the income-tax deduction on children's tuition fees. */
export async function tuitionCertificatePdf(db: DbOrTx, institute: Institute, studentId: string, year: number | undefined, now = new Date()): Promise<Uint8Array> {
  const student = await getStudent(db, institute, studentId);
  const startYear = year ?? financialYearOf(indianToday(now));
  const [school, heads] = await Promise.all([instituteLetterhead(db, institute), tuitionPaid(db, institute, studentId, startYear)]);
  const totalPaise = heads.reduce((sum, h) => sum + h.paise, 0);
  const yearName = academicYearName(startYear);

  const doc = await PDFDocument.create();
  doc.setTitle(`Tuition fee certificate ${yearName} - ${student.name}`);
  const page = doc.addPage(A5);
  const w = writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(school.name, { size: 14, bold: true, center: true });
  if (school.address) w.line(school.address, { size: 9, center: true });
  if (school.affiliation) w.line(`Affiliation No. ${school.affiliation}`, { size: 9, center: true });
  w.rule();
  w.line('TUITION FEE CERTIFICATE', { size: 12, bold: true, center: true });
  w.line(`Financial year ${yearName} (1 Apr ${startYear} to 31 Mar ${startYear + 1})`, { size: 9, center: true });
  w.line(`Student: ${student.name}`, { right: `Adm. No. ${student.admissionNumber}` });
  w.line(`Class: ${student.className} ${student.sectionName}`, { right: `Guardian: ${student.guardianName}` });
  w.rule();
  w.line('Tuition fee paid', { bold: true, right: 'Amount' });
  if (heads.length === 0) w.line('No tuition fee was paid in this year.');
  for (const h of heads) w.line(h.headName, { right: rupees(h.paise / 100) });
  w.rule();
  w.line('Total', { bold: true, right: rupees(totalPaise / 100) });
  w.line(rupeesInWords(totalPaise), { size: 9 });
  w.line('Certified that the above is tuition fee only, paid to this school in the financial year,', { size: 9 });
  w.line('excluding admission, transport, exam and other charges, for deduction under', { size: 9 });
  w.line('Section 80C of the Income-tax Act, 1961.', { size: 9 });
  w.line(`Issued on ${day(indianToday(now))}`, { size: 9, right: 'Principal / Authorised signatory' });
  return doc.save({ useObjectStreams: false });
}
