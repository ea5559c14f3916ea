import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/**
 * Each object of a PDF saved without object streams: its dictionary, and its stream cut by the /Length
 * the dictionary gives, inflated. Cutting at the first "endstream" instead failed now and then: a
 * compressed stream whose last byte is a carriage return lost it to the line end before "endstream".
 */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g)) {
    const length = /\/Length (\d+)/.exec(m[2]!);
    if (!m[3] || !length) {
      // A dictionary's end is its last '>>' before endobj (it may hold dictionaries of its own).
      const end = raw.indexOf('endobj', m.index);
      objects.set(Number(m[1]), { dict: raw.slice(m.index + m[1]!.length, end) });
      continue;
    }
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + Number(length[1]));
    let stream: Buffer;
    try {
      stream = inflateSync(data);
    } catch {
      stream = data;
    }
    objects.set(Number(m[1]), { dict: m[2]!, stream });
  }
  return objects;
}

/** A font's ToUnicode CMap: the two-byte glyph codes of an embedded font and the letters they stand for. */
export function toUnicode(cmap: string): Map<string, string> {
  const codes = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      codes.set(m[1]!.toUpperCase(), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [lo, hi, first] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
      for (let c = lo; c <= hi; c++)
        codes.set(c.toString(16).toUpperCase().padStart(m[1]!.length, '0'), String.fromCodePoint(first + c - lo));
    }
  }
  return codes;
}

/**
 * The words a PDF draws, one shown string a line, in drawing order. A string shown in a standard font
 * is Latin-1 bytes; in an embedded font (Identity-H) it is glyph codes, read through the font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const maps = new Map<string, Map<string, string>>();
  for (const o of objects.values()) {
    for (const fonts of o.dict.matchAll(/\/Font\s*<<([^<>]*)>>/g)) {
      for (const [, key, ref] of fonts[1]!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '');
        const cmap = unicodeRef && objects.get(Number(unicodeRef[1]))?.stream;
        if (cmap) maps.set(key!, toUnicode(cmap.toString('latin1')));
      }
    }
  }
  const words: string[] = [];
  for (const o of objects.values()) {
    if (!o.stream) continue;
    let map: Map<string, string> | undefined;
    for (const m of o.stream.toString('latin1').matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) map = maps.get(m[1]);
      else if (map)
        words.push(
          m[2]!
            .match(/.{4}/g)
            ?.map((code) => map!.get(code.toUpperCase()) ?? '\uFFFD')
            .join('') ?? '',
        );
      else words.push(Buffer.from(m[2]!, 'hex').toString('latin1'));
    }
  }
  return words.join('\n');
}

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) =>
  [...pdfObjects(pdf).values()].filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict)).length;

/** Each page's size in points, [width, height]. */
export const pdfPageSizes = (pdf: Buffer) =>
  [...pdfObjects(pdf).values()]
    .filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict))
    .map((o) =>
      (/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(o.dict) ?? []).slice(3, 5).map(Number),
    );

let popplerDir: string | undefined;
/**
 * The text a reader copies out of the PDF, as poppler's pdftotext gives it: it reads the ActualText of
 * shaped Devanagari and Tamil runs, which `pdfText` does not. The file is kept (its path is returned
 * too) so a failing test's page can be rendered and looked at.
 */
export function popplerText(pdf: Uint8Array, name: string): { text: string; file: string } {
  const file = path.join((popplerDir ??= mkdtempSync(path.join(tmpdir(), 'pdf-text-'))), `${name}.pdf`);
  writeFileSync(file, pdf);
  return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), file };
}
