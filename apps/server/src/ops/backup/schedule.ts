/** India keeps one offset all year (no daylight saving), so "02:00 Indian time" is always 20:30 UTC. */
const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;

/** The next time `hhmm` (Indian time) comes after `now`. */
export function nextSlot(hhmm: string, now: Date): Date {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const istNow = new Date(now.getTime() + IST_OFFSET_MS);
  const slotIst = Date.UTC(istNow.getUTCFullYear(), istNow.getUTCMonth(), istNow.getUTCDate(), h, m);
  let slot = slotIst - IST_OFFSET_MS;
  if (slot <= now.getTime()) slot += DAY_MS;
  return new Date(slot);
}

/** The last slot before `now`: a server that was down then owes that night's backup when it starts. */
export const previousSlot = (hhmm: string, now: Date) => new Date(nextSlot(hhmm, now).getTime() - DAY_MS);
