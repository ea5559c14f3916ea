/*
 * Writes src/phones/india-metadata.ts: libphonenumber-js's own metadata, India's entry only (3 kB of its
 * 83 kB), so every screen that shows a phone formats it without downloading every country's rules.
 * Run after upgrading libphonenumber-js: `npx tsx packages/contract/scripts/india-phone-metadata.ts`
 * (scripts/india-phone-metadata.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { indiaOnly } from './india-only.ts';

const target = fileURLToPath(new URL('../src/phones/india-metadata.ts', import.meta.url));
writeFileSync(
  target,
  `// Written by packages/contract/scripts/india-phone-metadata.ts from libphonenumber-js: do not edit.\n` +
    `import type { MetadataJson } from 'libphonenumber-js/core';\n\n` +
    `export const INDIA_PHONE_METADATA: MetadataJson = ${JSON.stringify(indiaOnly())};\n`,
);
