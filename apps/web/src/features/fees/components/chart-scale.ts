/** A round top for a chart's scale, 1, 2, 2.5 or 5 times a power of ten: 12,345 → 20,000; nothing → 1, so an empty range still draws. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}
