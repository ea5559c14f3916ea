import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, type ApplicationStage } from '@school-portal/contract';
import { stageAfter } from './party.ts';

const stage = fc.constantFrom(...APPLICATION_STAGES);
const DESK_STEPS: ApplicationStage[] = ['interview', 'offered', 'hired'];
const step = fc.constantFrom(...DESK_STEPS);
const ORDER: ApplicationStage[] = ['applied', 'shortlisted', 'interview', 'offered', 'hired'];

describe("the applicant's stage follows the hiring desk", () => {
  it('moves forward only: an invitation never takes an offered or hired applicant back to Interview', () => {
    fc.assert(
      fc.property(stage, step, (now, wanted) => {
        const after = stageAfter(now, wanted);
        expect([now, wanted]).toContain(after);
        if (now !== 'rejected' && after !== 'hired')
          expect(ORDER.indexOf(after)).toBeGreaterThanOrEqual(ORDER.indexOf(now));
      }),
    );
  });

  it('a rejected applicant stays rejected until she accepts an offer; her yes always makes her Hired', () => {
    fc.assert(
      fc.property(stage, fc.array(step, { maxLength: 6 }), (start, steps) => {
        const end = steps.reduce(stageAfter, start);
        if (steps.includes('hired')) expect(end).toBe('hired');
        else if (start === 'rejected') expect(end).toBe('rejected');
        else expect(ORDER.indexOf(end)).toBeGreaterThanOrEqual(ORDER.indexOf(start));
      }),
    );
  });
});
