// Playwright's JSON report read as a list of journeys: scripts/e2e-times.mjs times them, scripts/test.mjs names the
// ones that failed.

/** Every journey of the report: its file, titles, time (all its tries, in ms), whether it failed, and why. */
export function journeys(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const failed = test.results.some((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = test.results.at(-1)?.error?.message ?? '';
        found.push({ file: spec.file, title: [...titles, spec.title].join(' › '), ms, failed, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return found;
}
