import { fileURLToPath } from 'node:url';

/** Folders the server reads at run time, relative to this package (src/ is run directly by tsx). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
