import { inflateSync } from 'node:zlib';

/**
 * The words a PDF draws: each stream, cut by the /Length its dictionary gives, inflated, and each shown
 * string decoded from hex. Cutting at the first "endstream" instead failed now and then: a compressed
 * stream whose last byte is a carriage return lost it to the line end before "endstream".
 */
export function pdfText(pdf: Buffer): string {
  const words: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + Number(m[1]));
    let body: string;
    try {
      body = inflateSync(data).toString('latin1');
    } catch {
      body = data.toString('latin1');
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) words.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return words.join('\n');
}
