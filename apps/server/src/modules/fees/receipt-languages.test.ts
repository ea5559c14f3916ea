import { describe, expect, it } from 'vitest';
import type { Receipt, UiLanguage } from '@school-portal/contract';
import { pdfObjects, popplerText } from '../../../test/pdf-text.ts';
import type { PrintedLetterhead } from '../profiles/index.ts';
import { receiptDocument } from './pdf.ts';

/** Long school and student names in each script, with the conjuncts and reordered vowel signs shaping must get right. */
const NAMES: Record<Exclude<UiLanguage, 'en'>, { school: string; student: string }> = {
  hi: {
    school: 'श्री सरस्वती विद्या मंदिर उच्चतर माध्यमिक विद्यालय एवं क्षत्रिय कन्या महाविद्यालय, प्रयागराज',
    student: 'क्षितिज श्रीवास्तव',
  },
  ta: {
    school: 'ஸ்ரீ சரஸ்வதி வித்யா மந்திர் மேல்நிலைப் பள்ளி மற்றும் கொல்லிமலை பெண்கள் கல்லூரி, திருச்சிராப்பள்ளி',
    student: 'கொற்றவை சொக்கலிங்கம்',
  },
};

const head = (name: string): PrintedLetterhead => ({
  name,
  address: '12 Station Road, 211001',
  phone: '0532 2460123',
  board: 'CBSE',
  affiliation: '2130456',
  logo: null,
});

const receipt = (student: string): Receipt => ({
  _id: 'r1',
  receiptNo: '2026-27/000123',
  number: 123,
  school: { name: '', address: '', affiliation: null },
  student: {
    _id: 's1',
    name: student,
    admissionNumber: 'A-101',
    className: '5',
    sectionName: 'A',
    guardianName: 'Ramesh',
    guardianPhone: '9876543210',
  },
  lines: [{ headName: 'Tuition', label: 'April 2026', amount: 12_500, kind: 'fee' }],
  amount: 12_500,
  amountInWords: 'Rupees Twelve Thousand Five Hundred Only',
  mode: 'cash',
  reference: null,
  chequeNumber: null,
  bank: null,
  chequeDate: null,
  paidOn: '2026-06-05',
  collectedBy: 'Meena',
  backdated: null,
  status: 'active',
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: '2026-06-05T05:00:00.000Z',
});

const extracted = (pdf: Uint8Array, name: string) => popplerText(pdf, name).text;
const fontNames = (pdf: Uint8Array) =>
  [...pdfObjects(Buffer.from(pdf)).values()].flatMap((o) => /\/FontName \/(\S+?)-\d+\s/.exec(o.dict)?.[1] ?? []);

describe('a receipt printed in Hindi and in Tamil', () => {
  it('Hindi: labels, the amount in words and the names come out as written, conjuncts and all', async () => {
    const pdf = await receiptDocument(receipt(NAMES.hi.student), head(NAMES.hi.school), 1, 'hi');
    const text = extracted(pdf, 'hi').replace(/\s+/g, ' ');
    for (const words of [
      'शुल्क रसीद',
      'रसीद सं. 2026-27/000123',
      'दिनांक 5 जून 2026',
      'छात्र: क्षितिज श्रीवास्तव',
      'कुल',
      '₹12,500',
      'बारह हज़ार पाँच सौ रुपये मात्र',
      'भुगतान का तरीका: नकद',
      'अधिकृत हस्ताक्षरकर्ता',
      'फ़ोन: 0532 246 0123',
    ]) {
      expect(text).toContain(words);
    }
    for (const word of NAMES.hi.school.split(' ')) expect(text).toContain(word);
    expect(fontNames(pdf)).toEqual(expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']));
    expect(fontNames(pdf).some((f) => f.includes('Tamil'))).toBe(false);
  });

  it('Tamil: labels, the amount in words and the names come out as written, ஸ்ரீ and the two-part vowel signs too', async () => {
    const pdf = await receiptDocument(receipt(NAMES.ta.student), head(NAMES.ta.school), 2, 'ta');
    const text = extracted(pdf, 'ta').replace(/\s+/g, ' ');
    for (const words of [
      'கட்டண ரசீது',
      'அலுவலக நகல்',
      'பெற்றோர் நகல்',
      'மாணவர்: கொற்றவை சொக்கலிங்கம்',
      '₹12,500',
      'பன்னிரண்டாயிரத்து ஐநூறு ரூபாய் மட்டும்',
      'செலுத்திய முறை: ரொக்கம்',
    ]) {
      expect(text).toContain(words);
    }
    for (const word of NAMES.ta.school.split(' ')) expect(text).toContain(word);
    expect(fontNames(pdf).some((f) => f.includes('Devanagari'))).toBe(false);
  });

  it('English embeds no Indian font, and a Devanagari name on an English receipt is drawn, not "?"', async () => {
    const english = await receiptDocument(receipt('Anil Kumar'), head('Sunrise Public School'), 1, 'en');
    expect(fontNames(english).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const mixed = await receiptDocument(receipt(NAMES.hi.student), head('Sunrise Public School'), 1, 'en');
    // Only the weight the name is printed in: the labels stay in the Latin font.
    expect(fontNames(mixed).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansDevanagari-Regular']);
    const text = extracted(mixed, 'en-mixed');
    expect(text).toContain(`Student: ${NAMES.hi.student}`);
    expect(text).toContain('Rupees Twelve Thousand Five Hundred Only');
  });
});
