import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { feesApi, type ReceiptLink } from '@school-portal/contract';
import { feeAllocations, feeInstalments, feeReceipts, students } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { pdfObjects, pdfPageCount, pdfPageSizes, pdfText, popplerText, toUnicode } from '../../../test/pdf-text.ts';
import {
  INSTITUTE_PROFILE,
  PNG,
  createStudentWithFees,
  multipartForm,
  twoInstitutes,
  type TestInstitute,
} from '../../../test/factories.ts';
import { wrap } from './print-layout.ts';

const t = twoInstitutes();
const { clerk } = t;

const LONG_SCHOOL =
  'Sri Saraswathi Vidya Mandir Higher Secondary School and Junior College of Science and Commerce, Tiruchirappalli';
const LONG_STUDENT = 'Venkataraghavan Subramaniam Krishnamoorthy Iyer Ramanathapuram';
const MONTHS = [
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'January',
  'February',
  'March',
];

/** A Tiruppur school's landline as its office writes it: the STD code 0421 and the number. */
const SCHOOL_LANDLINE = '0421-2234567';
/** As Indians read it: the 0 and the STD code kept, the number in two groups (libphonenumber's rule for 0421). */
const LANDLINE_PRINTED = 'Phone: 0421 223 4567';

/** The school's profile as its admin saves it: a long name, phone, board and affiliation, and the picture that is its logo. */
async function printProfile(school: TestInstitute) {
  const form = await multipartForm({
    ...INSTITUTE_PROFILE,
    phone: SCHOOL_LANDLINE,
    instituteName: LONG_SCHOOL,
    profilePicture: PNG,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/institute-profile/update/${school.admin.account.userId}`,
    headers: { ...school.admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A receipt of a long-named student paying `count` instalments of ₹1,250.50, one line each. */
async function receiptOfLines(school: TestInstitute, count: number) {
  const { student, instalment, head, schoolClass, year } = await createStudentWithFees(t.app, school.code, 1250.5);
  const rows = scoped(t.app.deps.db, institute(school.code));
  await rows.update(students, { name: LONG_STUDENT }, eq(students.id, student.id));
  const more = await rows.insertMany(
    feeInstalments,
    Array.from({ length: count - 1 }, (_, i) => ({
      academicYearId: year.id,
      classId: schoolClass.id,
      headId: head.id,
      frequency: 'monthly' as const,
      label: `${MONTHS[i % 12]} ${2026 + Math.floor((i + 3) / 12)}`,
      dueDate: new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10),
      amountPaise: 125_050,
    })),
  );
  const number = ++receipts;
  const receipt = await rows.insert(feeReceipts, {
    academicYearId: year.id,
    number,
    receiptNo: `PRINT/${number}`,
    studentId: student.id,
    amountPaise: 125_050 * count,
    mode: 'cash',
    paidOn: '2026-06-01',
    collectedBy: school.staff.account.id,
    idempotencyKey: `print-${school.code}-${number}`,
  });
  await rows.insertMany(
    feeAllocations,
    [instalment, ...more].map((i) => ({
      receiptId: receipt.id,
      studentId: student.id,
      instalmentId: i.id,
      amountPaise: 125_050,
    })),
  );
  return { receipt, student };
}

let receipts = 9000;

const hasImage = (pdf: Buffer) => [...pdfObjects(pdf).values()].some((o) => /\/Subtype\s*\/Image/.test(o.dict));

describe('receipts and certificates as a school prints them', () => {
  // The school under test has its whole profile and logo; the other school has none.
  beforeAll(() => printProfile(t.school));

  it('a 20-line receipt: letterhead with logo, landline with its STD code and affiliation, long names wrapped, ₹ in an embedded font, a signature line, on one A5 page', async () => {
    const { receipt } = await receiptOfLines(t.school, 20);
    const res = await clerk().get(`/api/fees/receipts/${receipt.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfPageSizes(pdf)).toEqual([[419.53, 595.28]]);
    const lines = pdfText(pdf).split('\n');
    // The school's name over several lines, every word of it there: wrapped, not clipped.
    const nameLines = lines.slice(0, lines.indexOf(INSTITUTE_PROFILE.address));
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.join(' ')).toBe(LONG_SCHOOL);
    expect(lines).toContain(LANDLINE_PRINTED);
    expect(lines).toContain(`CBSE · Affiliation No. ${INSTITUTE_PROFILE.affiliationNumber}`);
    // The student's name wraps within its column, beside the admission number.
    const studentAt = lines.findIndex((l) => l.startsWith('Student: '));
    expect(`${lines[studentAt]} ${lines[studentAt + 2]}`).toBe(`Student: ${LONG_STUDENT}`);
    expect(lines.filter((l) => l === '₹1,250.50')).toHaveLength(20);
    expect(lines).toContain('₹25,010');
    expect(lines).toContain('Authorised signatory');
    expect(lines.join('\n')).not.toContain('Rs.');
    expect(hasImage(pdf)).toBe(true);
    // Fonts are embedded as subsets: kilobytes, not the 600 kB files.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('copies=2 prints the office and the parent copy, each labelled, side by side on one A4 sheet', async () => {
    const { receipt } = await receiptOfLines(t.school, 20);
    const res = await clerk().get(`/api/fees/receipts/${receipt.id}/pdf?copies=2`);
    expect(res.statusCode).toBe(200);
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    expect(pdfPageSizes(res.rawPayload)).toEqual([[841.89, 595.28]]);
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines.filter((l) => l === 'Office copy' || l === 'Parent copy')).toEqual(['Office copy', 'Parent copy']);
    expect(lines.filter((l) => l === `Receipt No. ${receipt.receiptNo}`)).toHaveLength(2);
    expect(lines.filter((l) => l === 'Authorised signatory')).toHaveLength(2);
    // One copy has no label: it is the parent's receipt as ever.
    expect(pdfText((await clerk().get(`/api/fees/receipts/${receipt.id}/pdf?copies=1`)).rawPayload)).not.toContain(
      'Office copy',
    );
  });

  it('asking for other than 1 or 2 copies is refused by the field', async () => {
    const { receipt } = await receiptOfLines(t.school, 1);
    for (const copies of ['3', '0', 'two']) {
      const res = await clerk().get(`/api/fees/receipts/${receipt.id}/pdf?copies=${copies}`);
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { copies: 'Print 1 or 2 copies.' }]);
    }
  });

  it('a school without a logo or a profile prints its name alone, no picture', async () => {
    const { receipt } = await receiptOfLines(t.other, 1);
    const pdf = (await t.app.as(t.other.staff).get(`/api/fees/receipts/${receipt.id}/pdf`)).rawPayload;
    expect(hasImage(pdf)).toBe(false);
    expect(pdfText(pdf)).not.toContain('Phone:');
    expect(pdfText(pdf)).toContain('Authorised signatory');
  });

  it('a receipt too long for a page goes on to the next page, nothing drawn off the paper', async () => {
    const { receipt } = await receiptOfLines(t.school, 60);
    const pdf = (await clerk().get(`/api/fees/receipts/${receipt.id}/pdf`)).rawPayload;
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    expect(
      pdfText(pdf)
        .split('\n')
        .filter((l) => l === '₹1,250.50'),
    ).toHaveLength(60);
  });

  it("the parent's receipt page shows the same letterhead (logo, phone, affiliation) and a signature line; no logo, no picture", async () => {
    const page = async (school: TestInstitute) => {
      const { receipt } = await receiptOfLines(school, 2);
      const link = await t.app.as(school.staff).call(feesApi.shareReceipt, { params: { receiptId: receipt.id } });
      return (await t.app.inject({ method: 'GET', url: `/r/${link.json<ReceiptLink>().token}` })).body;
    };
    const mine = await page(t.school);
    expect(mine).toMatch(/<img src="\/api\/profile-pictures\/[0-9a-f-]{36}" alt="">/);
    expect(mine).toContain(`<p>${LANDLINE_PRINTED}</p>`);
    expect(mine).toContain(`<p>CBSE · Affiliation No. ${INSTITUTE_PROFILE.affiliationNumber}</p>`);
    expect(mine).toContain('<p class="sign">Authorised signatory</p>');
    const theirs = await page(t.other);
    expect(theirs).not.toContain('/api/profile-pictures/');
    expect(theirs).not.toContain('Phone:');
  });

  it('the 80C certificate prints the letterhead with logo, ₹ and the signatory', async () => {
    const { student } = await receiptOfLines(t.school, 2);
    const res = await clerk().get(`/api/fees/students/${student.id}/tuition-certificate?year=2026`);
    const pdf = res.rawPayload;
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('₹2,501');
    expect(text).toContain('Principal / Authorised signatory');
    expect(text).toContain(LANDLINE_PRINTED);
    expect(text.split('\n').join(' ')).toContain(LONG_SCHOOL);
    const lines = text.split('\n');
    const studentAt = lines.findIndex((l) => l.startsWith('Student: '));
    expect(`${lines[studentAt]} ${lines[studentAt + 2]}`).toBe(`Student: ${LONG_STUDENT}`);
    expect(hasImage(pdf)).toBe(true);
  });

  it("the receipt and the 80C certificate come in the caller's language (Accept-Language), the amount in words too", async () => {
    const { receipt, student } = await receiptOfLines(t.school, 2);
    const laidOut = async (url: string, language: string) =>
      popplerText(
        (
          await t.app.inject({
            method: 'GET',
            url,
            headers: { ...t.school.staff.headers, 'accept-language': language },
          })
        ).rawPayload,
        `${receipt.receiptNo}-${language}`.replace(/\W/g, '-'),
      ).text;
    const asked = async (url: string, language: string) => (await laidOut(url, language)).replace(/\s+/g, ' ');
    const hindi = await asked(`/api/fees/receipts/${receipt.id}/pdf`, 'hi-IN,hi;q=0.9');
    expect(hindi).toContain(`रसीद सं. ${receipt.receiptNo}`);
    expect(hindi).toContain('दो हज़ार पाँच सौ एक रुपये मात्र');
    const tamil = await asked(`/api/fees/students/${student.id}/tuition-certificate?year=2026`, 'ta');
    expect(tamil).toContain('கல்விக் கட்டணச் சான்றிதழ்');
    expect(tamil).toContain('இரண்டாயிரத்து ஐநூற்று ஒரு ரூபாய் மட்டும்');
    // The long Tamil signatory leaves no room beside it: the date issued goes below, not under it.
    const lines = (await laidOut(`/api/fees/students/${student.id}/tuition-certificate?year=2026`, 'ta')).split('\n');
    expect(lines.find((l) => l.includes('வழங்கிய தேதி'))).not.toContain('கையொப்பமிடுபவர்');
    expect(await asked(`/api/fees/receipts/${receipt.id}/pdf`, 'fr')).toContain(
      'Rupees Two Thousand Five Hundred One Only',
    );
  });

  it('each glyph of the embedded subset font is the font’s own glyph (the subsetter’s offsets stay aligned)', async () => {
    const { receipt } = await receiptOfLines(t.school, 3);
    const pdf = (await clerk().get(`/api/fees/receipts/${receipt.id}/pdf`)).rawPayload;
    const require = createRequire(import.meta.url);
    const objects = pdfObjects(pdf);
    let compared = 0;
    for (const o of objects.values()) {
      const file = /\/FontFile2 (\d+) 0 R/.exec(o.dict);
      if (!file) continue;
      const bold = o.dict.includes('Bold');
      const original = fontkit.create(
        await readFile(
          require.resolve(
            `@expo-google-fonts/noto-sans/${bold ? '700Bold/NotoSans_700Bold' : '400Regular/NotoSans_400Regular'}.ttf`,
          ),
        ),
      );
      const subset = fontkit.create(objects.get(Number(file[1]))!.stream!);
      // The Type0 font whose descendant uses this descriptor carries the ToUnicode map of its codes.
      const name = /\/FontName \/(\S+)/.exec(o.dict)![1]!;
      const type0 = [...objects.values()].find(
        (f) => f.dict.includes('/Type0') && f.dict.includes(`/BaseFont /${name}`),
      )!;
      const codes = toUnicode(
        objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(type0.dict)![1]))!.stream!.toString('latin1'),
      );
      for (const [code, char] of codes) {
        // A ligature's code stands for its letters ("ffi"): no one letter's glyph to compare with.
        if ([...char].length > 1) continue;
        expect(subset.getGlyph(parseInt(code, 16)).path.toSVG(), `${char} (${bold ? 'bold' : 'regular'})`).toBe(
          original.glyphForCodePoint(char.codePointAt(0)!).path.toSVG(),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('wraps at spaces, cuts a word longer than the line, and never gives a line wider than asked', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const widthOf = (s: string) => font.widthOfTextAtSize(s, 10);
    const lines = wrap(`${LONG_SCHOOL} Pneumonoultramicroscopicsilicovolcanoconiosis`, widthOf, 120);
    expect(lines.every((l) => font.widthOfTextAtSize(l, 10) <= 120)).toBe(true);
    expect(lines.join(' ').replace(/ /g, '')).toBe(
      `${LONG_SCHOOL}Pneumonoultramicroscopicsilicovolcanoconiosis`.replace(/ /g, ''),
    );
    expect(wrap('', widthOf, 120)).toEqual(['']);
  });
});
