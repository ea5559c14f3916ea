import { rgb, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Typesetter } from '../../pdf/text.ts';
import type { PrintedLetterhead } from '../profiles/index.ts';
import { PRINT_WORDS } from './print-words.ts';

/** A5 portrait and A4 landscape (two A5 halves side by side), in points. */
export const A5: [number, number] = [419.53, 595.28];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 28;
const LOGO = 52;
const GREY = rgb(0.45, 0.45, 0.45);

/** A strip of the page, drawn from its top edge down; rows are what a page break may fall between. */
export interface Row {
  height: number;
  draw(page: PDFPage, x: number, top: number, width: number): void;
}

/** Where one copy of a document is drawn: a whole A5 page, or one half of an A4 sheet. */
interface Frame {
  page: PDFPage;
  x: number;
  top: number;
  width: number;
  bottom: number;
}

const FRAME_WIDTH = A5[0] - 2 * MARGIN;
const FRAME_HEIGHT = A5[1] - 2 * MARGIN;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Splits text into lines no wider than the width, at spaces; a word wider than a line is cut where it must be. */
export function wrap(text: string, widthOf: (s: string) => number, width: number): string[] {
  const fits = (s: string) => widthOf(s) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (fits(tried)) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      // Cut between letters as a reader sees them: never inside a Devanagari or Tamil syllable (कि, ஸ்ரீ).
      const letters = Array.from(graphemes.segment(line), (g) => g.segment);
      let cut = letters.length - 1;
      while (cut > 1 && !fits(letters.slice(0, cut).join(''))) cut--;
      lines.push(letters.slice(0, cut).join(''));
      line = letters.slice(cut).join('');
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  center?: boolean;
}

/**
 * Builds a document's rows at one scale of its type; the same content is built again smaller when it
 * would not fit one page (a receipt of twenty lines stays on one sheet).
 */
export class Composer {
  readonly rows: Row[] = [];

  constructor(
    private readonly type: Typesetter,
    private readonly scale: number,
    private readonly logo: PDFImage | null,
  ) {}

  private wrap(text: string, size: number, width: number, bold?: boolean) {
    return wrap(this.type.printable(text, bold), (s) => this.type.width(s, size, bold), width);
  }

  private lineHeight(size: number) {
    return size * this.scale * 1.4;
  }

  /** A paragraph, wrapped to the frame's width, one row a line. */
  text(text: string, opts: TextOptions = {}) {
    const { bold } = opts;
    const size = (opts.size ?? 10) * this.scale;
    for (const line of this.wrap(text, size, FRAME_WIDTH, bold)) {
      this.rows.push({
        height: this.lineHeight(opts.size ?? 10),
        draw: (page, x, top, width) =>
          this.type.draw(page, line, {
            x: opts.center ? x + (width - this.type.width(line, size, bold)) / 2 : x,
            y: top - size,
            size,
            bold,
          }),
      });
    }
  }

  /** Text on the left and on the right of one line ("Student: …" and "Adm. No. …"); each side wraps in its own column. */
  pair(left: string, right: string, opts: Omit<TextOptions, 'center'> = {}) {
    const { bold } = opts;
    const size = (opts.size ?? 10) * this.scale;
    const r = this.type.printable(right, bold);
    const rightWidth = Math.min(this.type.width(r, size, bold), FRAME_WIDTH * 0.45);
    const leftLines = this.wrap(left, size, FRAME_WIDTH - rightWidth - 12 * this.scale, bold);
    const rightLines = r ? this.wrap(r, size, rightWidth, bold) : [];
    for (let i = 0; i < Math.max(leftLines.length, rightLines.length); i++) {
      const [l, rr] = [leftLines[i], rightLines[i]];
      this.rows.push({
        height: this.lineHeight(opts.size ?? 10),
        draw: (page, x, top, width) => {
          if (l) this.type.draw(page, l, { x, y: top - size, size, bold });
          if (rr)
            this.type.draw(page, rr, { x: x + width - this.type.width(rr, size, bold), y: top - size, size, bold });
        },
      });
    }
  }

  rule() {
    this.rows.push({
      height: 8 * this.scale,
      draw: (page, x, top, width) =>
        page.drawLine({
          start: { x, y: top - 3 * this.scale },
          end: { x: x + width, y: top - 3 * this.scale },
          thickness: 0.5,
          color: GREY,
        }),
    });
  }

  /** Which copy this is ("Office copy"), small at the top right. */
  label(text: string) {
    const size = 8 * this.scale;
    const label = this.type.printable(text, true);
    this.rows.push({
      height: this.lineHeight(8),
      draw: (page, x, top, width) =>
        this.type.draw(page, label, {
          x: x + width - this.type.width(label, size, true),
          y: top - size,
          size,
          bold: true,
          color: GREY,
        }),
    });
  }

  /**
   * The school's name, address, phone and affiliation, centred, with its logo on the left. The text
   * keeps clear of the logo on both sides, so it stays centred on the page; without a logo it takes
   * the whole width and no gap is left.
   */
  letterhead(head: PrintedLetterhead, words = PRINT_WORDS) {
    const s = this.scale;
    const logoSize = this.logo ? this.logo.scaleToFit(LOGO * s, LOGO * s) : { width: 0, height: 0 };
    const reserve = this.logo ? logoSize.width + 8 * s : 0;
    const textWidth = FRAME_WIDTH - 2 * reserve;
    const affiliation = words.affiliation(head.board, head.affiliation);
    const parts: { text: string; size: number; bold?: boolean }[] = [
      { text: head.name, size: 14, bold: true },
      ...(head.address ? [{ text: head.address, size: 9 }] : []),
      ...(head.phone ? [{ text: words.phone(head.phone), size: 9 }] : []),
      ...(affiliation ? [{ text: affiliation, size: 9 }] : []),
    ];
    const lines = parts.flatMap((p) =>
      this.wrap(p.text, p.size * s, textWidth, p.bold).map((text) => ({
        text,
        bold: p.bold,
        size: p.size * s,
        height: this.lineHeight(p.size),
      })),
    );
    const textHeight = lines.reduce((sum, l) => sum + l.height, 0);
    const logo = this.logo;
    this.rows.push({
      height: Math.max(textHeight, logoSize.height) + 4 * s,
      draw: (page, x, top, width) => {
        if (logo) page.drawImage(logo, { x, y: top - logoSize.height, width: logoSize.width, height: logoSize.height });
        let y = top + (logoSize.height > textHeight ? (textHeight - logoSize.height) / 2 : 0);
        for (const l of lines) {
          this.type.draw(page, l.text, {
            x: x + (width - this.type.width(l.text, l.size, l.bold)) / 2,
            y: y - l.size,
            size: l.size,
            bold: l.bold,
          });
          y -= l.height;
        }
      },
    });
  }

  /** Room to sign, a line, and who signs under it at the right; what stands on the left (the date issued) on the same line. */
  signature(signatory: string, left?: string) {
    const size = 9 * this.scale;
    const room = 30 * this.scale;
    const who = this.type.printable(signatory);
    const lineWidth = Math.max(150 * this.scale, this.type.width(who, size));
    const issued = left ? this.type.printable(left) : '';
    // A long signatory (in Tamil, say) leaves no room beside it: the date goes on the line below.
    const beside = this.type.width(issued, size) + 12 * this.scale + lineWidth <= FRAME_WIDTH;
    this.rows.push({
      height: room + this.lineHeight(9) * (beside ? 1 : 2),
      draw: (page, x, top, width) => {
        const start = x + width - lineWidth;
        page.drawLine({
          start: { x: start, y: top - room + 2 },
          end: { x: x + width, y: top - room + 2 },
          thickness: 0.5,
        });
        this.type.draw(page, who, {
          x: start + (lineWidth - this.type.width(who, size)) / 2,
          y: top - room - size,
          size,
        });
        if (issued) this.type.draw(page, issued, { x, y: top - room - size - (beside ? 0 : this.lineHeight(9)), size });
      },
    });
  }
}

const SCALES = [1, 0.93, 0.86, 0.8];
const heightOf = (rows: Row[]) => rows.reduce((sum, r) => sum + r.height, 0);

/** The largest type at which the content fits one frame; at full size (over more pages) when even the smallest does not. */
function fitted(type: Typesetter, logo: PDFImage | null, compose: (c: Composer) => void): Row[] {
  for (const scale of SCALES) {
    const c = new Composer(type, scale, logo);
    compose(c);
    if (heightOf(c.rows) <= FRAME_HEIGHT) return c.rows;
  }
  const c = new Composer(type, 1, logo);
  compose(c);
  return c.rows;
}

/**
 * One copy on A5 pages, or several on A4 landscape sheets, two A5 halves a sheet with a cut line
 * between them. Each copy starts on a new frame; a copy too long for one frame goes on to the next.
 */
function frames(doc: PDFDocument, copies: number): () => Frame {
  if (copies === 1) {
    return () => ({ page: doc.addPage(A5), x: MARGIN, top: A5[1] - MARGIN, width: FRAME_WIDTH, bottom: MARGIN });
  }
  let sheet: PDFPage | undefined;
  let half = 0;
  return () => {
    const right = half++ % 2 === 1;
    if (!right || !sheet) {
      sheet = doc.addPage(A4_LANDSCAPE);
      const middle = A4_LANDSCAPE[0] / 2;
      sheet.drawLine({
        start: { x: middle, y: MARGIN / 2 },
        end: { x: middle, y: A4_LANDSCAPE[1] - MARGIN / 2 },
        thickness: 0.5,
        color: GREY,
        dashArray: [4, 4],
      });
    }
    return {
      page: sheet,
      x: (right ? A4_LANDSCAPE[0] / 2 : 0) + MARGIN,
      top: A5[1] - MARGIN,
      width: FRAME_WIDTH,
      bottom: MARGIN,
    };
  };
}

/** Draws each copy's content (composed for that copy: its label) into the document. */
export function layOut(doc: PDFDocument, type: Typesetter, logo: PDFImage | null, copies: ((c: Composer) => void)[]) {
  const next = frames(doc, copies.length);
  for (const compose of copies) {
    let frame = next();
    let top = frame.top;
    for (const row of fitted(type, logo, compose)) {
      if (top - row.height < frame.bottom && top !== frame.top) {
        frame = next();
        top = frame.top;
      }
      row.draw(frame.page, frame.x, top, frame.width);
      top -= row.height;
    }
  }
}

/** The school's logo in the document, or null when it has none (or a picture the PDF cannot take). */
export async function embedLogo(doc: PDFDocument, head: PrintedLetterhead): Promise<PDFImage | null> {
  if (!head.logo) return null;
  // A copy of its own: the database hands a view into a larger buffer, and pdf-lib's JPEG reader reads that buffer from its start.
  const data = new Uint8Array(head.logo.data);
  try {
    return head.logo.contentType === 'image/png' ? await doc.embedPng(data) : await doc.embedJpg(data);
  } catch {
    // A receipt without its logo is still a receipt; a stored picture pdf-lib cannot read must not stop it.
    return null;
  }
}
