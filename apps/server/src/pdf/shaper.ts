import type fontkit from '@pdf-lib/fontkit';

/** One glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index of the text it came from. */
export interface PlacedGlyph {
  id: number;
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
}

export interface Shaper {
  /** The font as fontkit reads it: pdf-lib subsets and measures its glyphs. */
  font: fontkit.Font;
  upem: number;
  shape(text: string): PlacedGlyph[];
}

type HarfBuzz = typeof import('harfbuzzjs');
let harfbuzz: Promise<HarfBuzz> | undefined;

/**
 * Devanagari and Tamil need OpenType shaping (conjuncts such as क्ष, vowel signs drawn before their
 * consonant such as ि and ொ, marks placed by GPOS) that pdf-lib does not do; HarfBuzz does it as the
 * browsers do. Its WebAssembly is loaded on the first document that prints such text, not at start-up.
 */
export async function shaperFor(bytes: Uint8Array, font: fontkit.Font): Promise<Shaper> {
  const hb = await (harfbuzz ??= import('harfbuzzjs'));
  const face = new hb.Face(new hb.Blob(bytes));
  const hbFont = new hb.Font(face);
  return {
    font,
    upem: face.upem,
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(hbFont, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((g, i) => ({
        id: g.codepoint,
        cluster: g.cluster,
        advance: positions[i]!.xAdvance,
        dx: positions[i]!.xOffset,
        dy: positions[i]!.yOffset,
      }));
    },
  };
}
