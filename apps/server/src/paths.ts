import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time, relative to this package. Both src/ (run by tsx) and dist/
 * (the bundle `npm start` runs) sit one level below it, so the same relative paths hold for both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const POLICY_TEXTS_DIR = fileURLToPath(new URL('../src/modules/policies/texts', import.meta.url));
