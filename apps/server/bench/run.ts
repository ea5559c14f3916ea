export {};

/**
 * `npm run bench` measures the account lists (bench/accounts.ts); a flag picks another area:
 *   npm run bench -- --jobs        Browse Jobs and Find Employee over HTTP (bench/jobs.ts)
 *   npm run bench -- --students    the student register and a 5,000-row import (bench/students.ts)
 *   npm run bench -- --catalogue   suppliers and products as an institute admin browses them (bench/catalogue.ts)
 *   npm run bench -- --fees        200 fee collections at once in a school's third year: receipts a second, numbers gapless, counter and fee card (bench/fees.ts)
 *   npm run bench -- --fee-reports the fee reports and dashboard figures of a school with 50,000 receipts a year, first year and third (bench/fee-reports.ts)
 *   npm run bench -- --vehicles    the bus marketplace's lists with a million ads (bench/vehicles.ts)
 *   npm run bench -- --phone       the teacher's screens on a slow phone and network, first and repeat visits (bench/phone.ts)
 *   npm run bench -- --ops         backup/restore time and size, nginx with two instances against one, shutdown with 50 requests in flight, failover and point-in-time restore (bench/ops.ts)
 * Each takes `--pglite` for the embedded database where it supports it. Figures only: never pass/fail.
 */
const AREAS: Record<string, string> = {
  '--jobs': './jobs.ts',
  '--students': './students.ts',
  '--catalogue': './catalogue.ts',
  '--fees': './fees.ts',
  '--fee-reports': './fee-reports.ts',
  '--vehicles': './vehicles.ts',
  '--ops': './ops.ts',
  '--phone': './phone.ts',
};
const chosen = process.argv.find((arg) => arg in AREAS);
await import(chosen ? AREAS[chosen]! : './accounts.ts');
