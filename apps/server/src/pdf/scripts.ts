/** The scripts a printed document can carry, each in its own Noto font. */
export type Script = 'latin' | 'devanagari' | 'tamil';
export type IndicScript = Exclude<Script, 'latin'>;

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
/** Letters and marks of any other script; anything else (spaces, digits, punctuation, ₹, ZWJ) is shared. */
const LETTER = /[\p{L}\p{M}]/u;

const scriptOf = (ch: string): Script | undefined =>
  DEVANAGARI.test(ch) ? 'devanagari' : TAMIL.test(ch) ? 'tamil' : LETTER.test(ch) ? 'latin' : undefined;

export interface Run {
  script: Script;
  text: string;
}

/**
 * The text cut where its script changes. Shared characters stay in the run they follow (so "दिनांक
 * 1 जून" is one run and shapes as one), or open the run of the letters after them; a line with no
 * letters is Latin.
 */
export function scriptRuns(text: string, canDraw: (script: IndicScript, ch: string) => boolean): Run[] {
  const runs: Run[] = [];
  const push = (script: Script, part: string) => {
    const last = runs.at(-1);
    if (last?.script === script) last.text += part;
    else runs.push({ script, text: part });
  };
  let pending = '';
  for (const ch of text) {
    const own = scriptOf(ch);
    const last = runs.at(-1);
    if (own === undefined) {
      if (!last) pending += ch;
      else push(last.script === 'latin' || canDraw(last.script, ch) ? last.script : 'latin', ch);
      continue;
    }
    if (pending) push(own !== 'latin' && [...pending].every((c) => canDraw(own, c)) ? own : 'latin', pending);
    pending = '';
    push(own, ch);
  }
  if (pending) push('latin', pending);
  return runs;
}

/** The Indian scripts a text needs fonts for. */
export const indicScriptsIn = (text: string): IndicScript[] => [
  ...(DEVANAGARI.test(text) ? (['devanagari'] as const) : []),
  ...(TAMIL.test(text) ? (['tamil'] as const) : []),
];
