import { inflateSync } from 'node:zlib';

/** The words a PDF draws: its streams inflated, each shown string decoded from hex. */
export function pdfText(pdf: Buffer): string {
  const words: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) words.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return words.join('\n');
}
