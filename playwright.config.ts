import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const workers = Number(process.env.E2E_WORKERS ?? 1);

/** Debian's old headless shell of Chromium when installed, else its full browser. */
const chromium = () =>
  existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One worker: on this 2-core machine two workers were slower, not faster (Nov 2026: 84 journeys in
  // 22.1 min with two, against 77 in 17.7 min with one, and two journeys timed out; the server, two
  // browsers and two runners fight for the cores). Journeys do not depend on it: each makes its own accounts, schools and jobs (ids from
  // support/api.ts's unique(), which carries the worker's index), and the few that count what the whole
  // portal holds (the institutes' Teachers Looking count) are tagged @alone and run after all the others.
  // E2E_WORKERS=2 on a machine with more cores.
  fullyParallel: false,
  workers,
  projects: [
    { name: 'journeys', grepInvert: /@alone/ },
    // After the others only when they run side by side: a dependency runs its whole project, so one spec
    // file named on the command line would otherwise run every journey.
    { name: 'alone', grep: /@alone/, dependencies: workers > 1 ? ['journeys'] : [], workers: 1 },
  ],
  globalSetup: './e2e/support/seed.ts',
  retries: 0,
  // A journey is many screens long; with two workers on two cores the longest (post, apply, shortlist,
  // withdraw, edit, delete) took just over a minute. A test that times out retires its accounts while its
  // page still shows them: "Your registration was rejected. Reason: End of test" on a journey's screen
  // means it ran out of time, not that another journey touched its account.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/e2e-results.json' }]],
  outputDir: `.tmp/e2e-${port}/artifacts`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (every action, the page's DOM at each, the network) but not the screencast
    // of every frame: recording that for every journey, to throw it away when it passed, was a fifth of the
    // journeys' CPU (14 journeys: 213 CPU-seconds with it, 176 without, 29 Nov 2026). The failure's screenshot stays.
    // On CI no trace at all: its files stay on the CI machine, where no one can open them (a failure's message,
    // screenshot and aria snapshot reach the log), and recording one for each of the journeys cost 9% of their CPU
    // (12 journeys: 78 CPU-s against 71, 30 Nov 2026). E2E_TRACE=on records them there too.
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // The portal's service worker (issue 51) would answer page files from its cache, out of sight of a
    // journey's page.route(): only e2e/installable.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    // As a device set to reduce motion: Mantine's dialogs, menus and toasts appear without their slide and fade
    // (the theme's respectReducedMotion, which e2e/shell.spec.ts checks both ways), so no journey waits for an
    // animation or spends the cores drawing its frames.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; nothing downloads a browser here. Its headless shell when installed (Debian's
      // chromium-headless-shell, built from the same sources and version): the journeys need no browser window,
      // and the shell does the same Blink and V8 work without the full browser around them, as Playwright's own
      // headless runs do. 23 journeys (shell, axe sweep), quiet machine: 99 s and 125 CPU-s on the full browser,
      // 79 s and 89 CPU-s on the shell (30 Nov 2026, decision 048). The benches and Lighthouse measure a phone's
      // view with the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The portal as `npm start` runs it (the built bundle, NODE_ENV=production), built first when its sources
  // changed; seed.ts then makes the shared accounts through the API.
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${port}/api/docs`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
