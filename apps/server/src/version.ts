import { readFileSync } from 'node:fs';

/** The server package's version, the one npm bumps; read once so it has a single source. */
export const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
