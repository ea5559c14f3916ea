import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { IndicScript, Script } from './scripts.ts';
import { shaperFor, type Shaper } from './shaper.ts';

/**
 * Noto Sans, shipped as TTF by npm packages: the standard PDF fonts carry Latin-1 only, so they had no
 * rupee sign (it printed as "Rs.") and turned every other letter into '?'. TTF, not WOFF2: fontkit
 * subsets a TTF's glyphs reliably, so a receipt carries a few kilobytes of font, not the whole file.
 * Hindi and Tamil text takes Noto Sans Devanagari and Noto Sans Tamil, embedded only in a document
 * that prints those scripts.
 */
const FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
};
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const files = new Map<string, Promise<Buffer>>();
/** Read once per process: every receipt embeds the same files. */
const fontFile = (path: string) => {
  let file = files.get(path);
  if (!file) files.set(path, (file = readFile(require.resolve(path))));
  return file;
};

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's glyph offsets in the short format (halved) whenever the subset
 * is small, but copies each glyph at its own length: after a glyph of odd length every offset is off by
 * one byte, and PDF viewers draw most letters blank. Padding each copied glyph to an even length (as the
 * TrueType format asks) keeps the halved offsets exact. Patched once, on the subsetter's prototype.
 */
interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph: (this: TtfSubset, gid: number) => number;
}
let padded = false;
function padSubsetGlyphs(font: fontkit.Font) {
  if (padded) return;
  padded = true;
  const proto = Object.getPrototypeOf(font.createSubset()) as TtfSubset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TtfSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[index]!;
    if (glyph.length % 2 === 1) {
      // The subsetter's own Buffer class (a browser polyfill in its bundle): its stream takes no other.
      const even = (glyph.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(glyph.length + 1);
      even.set(glyph);
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
}

/** Latin letters, punctuation and the currency signs (₹): one glyph a letter, nothing for a shaper to do. */
const SIMPLE = /^[\u0020-\u024F\u2000-\u20CF]*$/u;

/**
 * Each font file parsed once per process, not once per receipt; and text that needs no shaping laid out
 * glyph by glyph. pdf-lib lays out every string it measures or draws with fontkit's full OpenType shaper,
 * several milliseconds a call on Noto Sans: a receipt measures hundreds of strings to wrap them, and took
 * over a second. Other scripts (a name in Devanagari or Tamil) still go through the shaper.
 */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
/** Glyphs already shaped (by HarfBuzz) that the next `encodeText` writes as they are: see `encodeGlyphs`. */
let handedOver: fontkit.Glyph[] | undefined;
const sharedFontkit = {
  create(bytes: Uint8Array): fontkit.Font {
    let font = parsed.get(bytes);
    if (font) return font;
    font = fontkit.create(bytes);
    padSubsetGlyphs(font);
    const shaped = font.layout.bind(font);
    const f = font;
    font.layout = ((text: string, features?: never) => {
      if (handedOver) return { glyphs: handedOver };
      return SIMPLE.test(text)
        ? { glyphs: Array.from(text, (ch) => f.glyphForCodePoint(ch.codePointAt(0)!)) }
        : shaped(text, features);
    }) as fontkit.Font['layout'];
    parsed.set(bytes, font);
    return font;
  },
};

/**
 * The codes of shaped glyphs in an embedded subset font. pdf-lib takes text, not glyphs, and lays it
 * out itself; it is handed the glyphs through the layout it calls, so its subset, widths and ToUnicode
 * map take them in the one way it has.
 */
export function encodeGlyphs(font: PDFFont, glyphs: fontkit.Glyph[]): string[] {
  handedOver = glyphs;
  try {
    const hex = font.encodeText(' ').toString().slice(1, -1);
    return hex.match(/.{4}/g) ?? [];
  } finally {
    handedOver = undefined;
  }
}

/** A font of an Indian script: the PDF font its glyphs are written in, and the shaper that picks them. */
export interface ShapedFont {
  pdf: PDFFont;
  shaper: Shaper;
}

export interface PrintFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Only the scripts the document prints, so an English receipt embeds no Indian font. */
  indic: Partial<Record<IndicScript, Partial<Record<Weight, ShapedFont>>>>;
}

async function embedShaped(doc: PDFDocument, path: string): Promise<ShapedFont> {
  const bytes = await fontFile(path);
  const pdf = await doc.embedFont(bytes, { subset: true });
  return { pdf, shaper: await shaperFor(bytes, sharedFontkit.create(bytes)) };
}

/** The Latin fonts, and each Indian script's font in the weights (`devanagari:bold`) the document prints. */
export async function embedPrintFonts(
  doc: PDFDocument,
  faces: Iterable<`${IndicScript}:${Weight}`> = [],
): Promise<PrintFonts> {
  doc.registerFontkit(sharedFontkit);
  const latin = FILES.latin;
  const [regular, bold] = await Promise.all([fontFile(latin.regular), fontFile(latin.bold)]);
  const fonts: PrintFonts = {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
    indic: {},
  };
  for (const face of faces) {
    const [script, weight] = face.split(':') as [IndicScript, Weight];
    (fonts.indic[script] ??= {})[weight] = await embedShaped(doc, FILES[script][weight]);
  }
  return fonts;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The text as the font can draw it: a letter it has no glyph for prints as '?', never as an empty box; line breaks and tabs as spaces. */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) out += known.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}
