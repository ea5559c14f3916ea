import { describe, expect, it } from 'vitest';
import { INDIA_PHONE_METADATA } from '../src/phones/india-metadata.ts';
import { indiaOnly } from './india-only.ts';

describe("India's phone rules", () => {
  it('are those of the installed libphonenumber-js (after an upgrade, run scripts/india-phone-metadata.ts)', () => {
    expect(INDIA_PHONE_METADATA).toEqual(indiaOnly());
  });
});
