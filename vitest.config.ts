import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite is memory-hungry; two files at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', '*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Each file builds its own app on an empty database; re-importing the whole server for every file took
          // half of the suite's time. On PGlite a worker's files share its open copies, emptied (decision 046).
          isolate: false,
          // A guard against a hang, not a speed check (speed is `npm run bench`'s). CI runs this suite beside the
          // journeys and the other database's suite on two cores, where the heaviest tests take five times their
          // quiet time: ten multi-megabyte photos in one form 5 s alone, 32 s there; the backup under writes 29 s
          // (30 Nov 2026).
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
