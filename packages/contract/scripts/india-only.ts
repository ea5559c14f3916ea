import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';

/** libphonenumber-js's metadata cut to India (+91): what the script writes and the test compares. */
export function indiaOnly(): MetadataJson {
  const all = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as MetadataJson & {
    countries: Record<string, unknown>;
  };
  return {
    version: all.version,
    country_calling_codes: { '91': ['IN'] },
    countries: { IN: all.countries.IN },
    nonGeographic: {},
  };
}
