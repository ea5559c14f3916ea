import { z } from 'zod';
import { choice, required } from '../fields.ts';
import { isDistrictOf } from './districts.ts';
import { STATE_CODES, stateCodeOf, type StateCode } from './states.ts';

export const DISTRICT_OF_STATE_MESSAGE = 'Choose a district of the chosen state.';

/** A place as every form of the portal asks for it: a state or UT by code, then one of its districts. */
export const stateField = (requiredMessage = 'State is required.') =>
  choice(z.enum(STATE_CODES, { error: requiredMessage }), requiredMessage);
/**
 * A state or UT by its code, as the portal's forms send it, or by its name, as spec section 3 has it for the job
 * seeker ("Tamil Nadu"): either is stored as the code.
 */
export const stateByCodeOrNameField = (requiredMessage = 'State is required.') =>
  choice(
    z.string({ error: requiredMessage }).transform((value, ctx): StateCode => {
      const code = stateCodeOf(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: requiredMessage, input: value });
      return z.NEVER;
    }),
    requiredMessage,
  );
export const districtField = (requiredMessage = 'District is required.') =>
  required(requiredMessage).pipe(z.string().max(100, /*i18n*/ 'District must be at most 100 characters.'));

/** Adds an error on `district` when it is not a district of `state` (either may be missing: their own rules say so). */
export function checkDistrictOfState(
  value: { state?: StateCode | null | undefined; district?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.state && value.district && !isDistrictOf(value.state, value.district))
    ctx.addIssue({ code: 'custom', path: ['district'], message: DISTRICT_OF_STATE_MESSAGE });
}
