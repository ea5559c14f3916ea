import { describe, expect, it } from 'vitest';
import { STATE_CODES, STATE_LOCAL_NAMES, stateLabel } from './index.ts';

describe('states in Hindi and Tamil', () => {
  it('every state and union territory has its Hindi name in Devanagari and its Tamil name in Tamil script', () => {
    const misspelt = STATE_CODES.filter(
      (code) =>
        !/^[\u0900-\u097F ]+$/.test(STATE_LOCAL_NAMES[code].hi) ||
        !/^[\u0B80-\u0BFF ]+$/.test(STATE_LOCAL_NAMES[code].ta),
    );
    expect(misspelt).toEqual([]);
  });

  it('a Hindi or Tamil screen shows the English name with the local one; English shows it alone', () => {
    expect(stateLabel('TN', 'en')).toBe('Tamil Nadu');
    expect(stateLabel('TN', 'hi')).toBe('Tamil Nadu · तमिलनाडु');
    expect(stateLabel('TN', 'ta')).toBe('Tamil Nadu · தமிழ்நாடு');
  });
});
