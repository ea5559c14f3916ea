export {};

/**
 * `npm run bench` measures the account lists (bench/accounts.ts);
 * `npm run bench -- --jobs` measures Browse Jobs and Find Employee over HTTP (bench/jobs.ts).
 * Either takes `--pglite` for the embedded database.
 */
await import(process.argv.includes('--jobs') ? './jobs.ts' : './accounts.ts');
