/** A round top for a chart's scale, 1, 2, 2.5 or 5 times a power of ten: 12,345 → 20,000; nothing → 1, so an empty range still draws. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * Which days of `count` name their date under the bars: about eight on a wide screen, four on a phone. The
 * phone's are every other (or every nth) of the wide screen's, so the two sets never put dates side by side:
 * drawn apart, ten days gave labels on days 2 and 3, and 8 and 9, written over each other.
 */
export function dayLabels(count: number): { every: number; phoneEvery: number } {
  const every = Math.max(1, Math.ceil(count / 8));
  return { every, phoneEvery: every * Math.max(1, Math.round(Math.ceil(count / 4) / every)) };
}
