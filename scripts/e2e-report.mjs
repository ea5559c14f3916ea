// Playwright's JSON report read as a list of journeys: scripts/e2e-times.mjs times them, scripts/test.mjs names the
// ones that failed.

/** Every journey of the report: its file, titles, time (all its tries, in ms), whether it failed, why and where. */
export function journeys(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const failed = test.results.some((r) => r.status !== 'passed' && r.status !== 'skipped');
        const last = test.results.at(-1)?.error;
        const error = last?.message ?? '';
        // Where in the journey it failed: a journey has many expectations, and the message alone rarely says which.
        const at = last?.location ? `${last.location.file.split('/').at(-1)}:${last.location.line}` : '';
        found.push({ file: spec.file, title: [...titles, spec.title].join(' › '), ms, failed, error, at });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return found;
}
