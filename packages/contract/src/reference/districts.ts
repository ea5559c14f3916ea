import { DISTRICTS_EAST } from './districts-east.ts';
import { DISTRICTS_NORTH } from './districts-north.ts';
import { DISTRICTS_NORTHEAST } from './districts-northeast.ts';
import { DISTRICTS_SOUTH } from './districts-south.ts';
import { DISTRICTS_WEST } from './districts-west.ts';
import type { StateCode } from './states.ts';

/**
 * Every district, alphabetical within its state. Source: Local Government Directory (lgdirectory.gov.in) as of
 * December 2024, before Rajasthan abolished 9 of its 2023 districts on 28 Dec 2024, so Rajasthan still has 50.
 * Renamed districts carry their new names (Ahilyanagar, Chhatrapati Sambhajinagar, Dharashiv, Sribhumi).
 * `satisfies` fails the build if a state or UT is missing.
 */
const BY_STATE = {
  ...DISTRICTS_NORTH,
  ...DISTRICTS_EAST,
  ...DISTRICTS_NORTHEAST,
  ...DISTRICTS_WEST,
  ...DISTRICTS_SOUTH,
} as const satisfies Record<StateCode, readonly string[]>;

export const DISTRICTS: Readonly<Record<StateCode, readonly string[]>> = BY_STATE;

export function districtsOf(code: StateCode): readonly string[] {
  return DISTRICTS[code];
}

export function isDistrictOf(code: StateCode, district: string): boolean {
  return districtsOf(code).includes(district);
}
