import { extractText, getDocumentProxy } from 'unpdf';

/** More than any CV's words (a 5-page CV is about 15,000 characters); a PDF padded with text stops here. */
const MAX_CHARS = 50_000;

/**
 * The words of a CV, for Find Employee's keywords (decision 038), read by PDF.js (unpdf's serverless
 * build: plain JavaScript, nothing downloaded). A scanned CV (images only) or a PDF it cannot read gives
 * no text: the CV is kept all the same, as before, and she is found by her profile.
 */
export async function cvText(data: Uint8Array): Promise<string> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data), { stopAtErrors: false });
    const { text } = await extractText(pdf, { mergePages: true });
    return text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);
  } catch {
    return '';
  }
}
