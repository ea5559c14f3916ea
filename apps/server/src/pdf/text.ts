import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { encodeGlyphs, printable, type PrintFonts, type ShapedFont, type Weight } from './fonts.ts';
import { indicScriptsIn, scriptRuns, type IndicScript, type Run } from './scripts.ts';
import type { PlacedGlyph } from './shaper.ts';

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: Color;
}

/** What a document's layout asks of its text: how wide a line is, what the fonts can print, and drawing it. */
export interface Typesetter {
  printable(text: string, bold?: boolean): string;
  width(text: string, size: number, bold?: boolean): number;
  draw(page: PDFPage, text: string, o: DrawOptions): void;
}

/**
 * A first pass that only notes which Indian scripts a document prints, so that only their fonts are
 * embedded (an English receipt stays as small as before); its widths are rough, and nothing is drawn.
 */
export class ScriptProbe implements Typesetter {
  readonly faces = new Set<`${IndicScript}:${Weight}`>();
  printable(text: string, bold?: boolean) {
    for (const s of indicScriptsIn(text)) this.faces.add(`${s}:${weight(bold)}`);
    return text;
  }
  width(text: string, size: number) {
    return text.length * size * 0.55;
  }
  draw() {}
}

const weight = (bold?: boolean): Weight => (bold ? 'bold' : 'regular');

/**
 * Text in Latin, Devanagari and Tamil, mixed on one line: Latin is drawn by pdf-lib as before, each
 * Devanagari or Tamil run is shaped by HarfBuzz and its glyphs written with their positions.
 */
export class MixedTypesetter implements Typesetter {
  private readonly shaped = new Map<string, PlacedGlyph[]>();
  private readonly fontOfPage = new WeakMap<PDFPage, PDFFont>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(private readonly fonts: PrintFonts) {}

  private latin(bold?: boolean) {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  private indic(script: IndicScript, bold?: boolean): ShapedFont | undefined {
    return this.fonts.indic[script]?.[weight(bold)];
  }

  private runs(text: string, bold?: boolean): Run[] {
    return scriptRuns(
      text,
      (script, ch) => this.indic(script, bold)?.shaper.font.hasGlyphForCodePoint(ch.codePointAt(0)!) ?? false,
    );
  }

  /** HarfBuzz's glyphs for a run, shaped once per document: wrapping measures the same words again and again. */
  private glyphs(face: ShapedFont, bold: boolean | undefined, text: string): PlacedGlyph[] {
    const key = `${weight(bold)}:${text}`;
    let glyphs = this.shaped.get(key);
    if (!glyphs) this.shaped.set(key, (glyphs = face.shaper.shape(text)));
    return glyphs;
  }

  printable(text: string, bold?: boolean): string {
    return this.runs(text.replace(/[\t\r\n]+/g, ' '), bold)
      .map((run) =>
        run.script === 'latin' || !this.indic(run.script, bold) ? printable(run.text, this.latin(bold)) : run.text,
      )
      .join('');
  }

  width(text: string, size: number, bold?: boolean): number {
    let width = 0;
    for (const run of this.runs(text, bold)) {
      const face = run.script === 'latin' ? undefined : this.indic(run.script, bold);
      if (!face) width += this.latin(bold).widthOfTextAtSize(run.text, size);
      else
        width += (this.glyphs(face, bold, run.text).reduce((sum, g) => sum + g.advance, 0) * size) / face.shaper.upem;
    }
    return width;
  }

  draw(page: PDFPage, text: string, o: DrawOptions) {
    let x = o.x;
    for (const run of this.runs(text, o.bold)) {
      const face = run.script === 'latin' ? undefined : this.indic(run.script, o.bold);
      if (face) this.drawShaped(page, face, this.glyphs(face, o.bold, run.text), run.text, { ...o, x });
      else this.drawLatin(page, run.text, { ...o, x });
      x += this.width(run.text, o.size, o.bold);
    }
  }

  /**
   * drawText with a font option adds a font name to the page's resources for every call (two, as it sets
   * the font back); the font is set only when it changes instead, so a page names each font once.
   */
  private drawLatin(page: PDFPage, text: string, o: DrawOptions) {
    const font = this.latin(o.bold);
    if (this.fontOfPage.get(page) !== font) {
      page.setFont(font);
      this.fontOfPage.set(page, font);
    }
    page.drawText(text, { x: o.x, y: o.y, size: o.size, color: o.color });
  }

  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map<PDFFont, PDFName>()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  /**
   * A shaped run as one text object: each glyph at HarfBuzz's position (TJ moves the pen where the PDF
   * font's own width differs, Ts raises a mark GPOS lifted), inside an ActualText span carrying the
   * run's letters in reading order, so copying or extracting the text gives "कि", not "िक".
   */
  private drawShaped(page: PDFPage, face: ShapedFont, glyphs: PlacedGlyph[], text: string, o: DrawOptions) {
    const { font: fk, upem } = face.shaper;
    const codes = encodeGlyphs(
      face.pdf,
      glyphs.map((g, i) => fk.getGlyph(g.id, codePointsOf(glyphs, i, text, fk))),
    );
    const thousandths = 1000 / upem;
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      setFillingColor(o.color ?? rgb(0, 0, 0)),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`,
      ]),
      beginText(),
      setFontAndSize(this.fontKey(page, face.pdf), o.size),
      setTextMatrix(1, 0, 0, 1, o.x, o.y),
    ];
    let pen = 0; // where HarfBuzz puts the next glyph, in font units
    let at = 0; // where the PDF's text position is, in font units
    let rise = 0;
    let shown: string[] = [];
    const flush = () => {
      if (shown.length) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${shown.join(' ')}]`]));
      shown = [];
    };
    glyphs.forEach((g, i) => {
      if (g.dy !== rise) {
        flush();
        rise = g.dy;
        ops.push(setTextRise((rise * o.size) / upem));
      }
      const target = pen + g.dx;
      // TJ's numbers move the pen back by thousandths of the font size.
      if (Math.abs(target - at) > 0.01) shown.push(String(Math.round(-(target - at) * thousandths * 1000) / 1000));
      shown.push(`<${codes[i]}>`);
      at = target + fk.getGlyph(g.id).advanceWidth;
      pen += g.advance;
    });
    flush();
    ops.push(endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent), popGraphicsState());
    page.pushOperators(...ops);
  }
}

/**
 * The letters a glyph stands for in the font's ToUnicode map: its own letter when it is one letter's
 * glyph, else the letters of its cluster (a conjunct such as क्ष). The ActualText span is what readers
 * use; this keeps the map sensible for those that ignore it.
 */
function codePointsOf(
  glyphs: PlacedGlyph[],
  i: number,
  text: string,
  fk: { glyphForCodePoint(cp: number): { id: number } },
): number[] {
  const g = glyphs[i]!;
  const end = glyphs
    .map((o) => o.cluster)
    .filter((c) => c > g.cluster)
    .reduce((a, b) => Math.min(a, b), text.length);
  const letters = [...text.slice(g.cluster, end)].map((ch) => ch.codePointAt(0)!);
  const own = letters.find((cp) => fk.glyphForCodePoint(cp).id === g.id);
  return own !== undefined ? [own] : letters;
}
