import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { INDIA_PHONE_METADATA } from './india-metadata.ts';

/*
 * A phone is stored as its 10 national digits (PhoneSchema): "0421-2234567" and "4212234567" are one
 * number, the 0 being the trunk prefix dialled before an STD code, not part of it. Shown, it is written
 * as Indians write it: a mobile "+91 98765 43210", a landline with its STD code "0421 223 4567"; where the
 * STD code ends is in libphonenumber's rules for India (044, 0421, 04652), which no hand-written rule knows.
 */
const parse = (stored: string) => parsePhoneNumberFromString(stored, 'IN', INDIA_PHONE_METADATA);

/** A mobile's national form is 0 and two groups of five ("098765 43210"); a landline's groups follow its STD code. */
const MOBILE_NATIONAL = /^0\d{5} \d{5}$/;

/** The number as it is read and written in India; anything that is not an Indian number is shown as stored. */
export function formatPhone(stored: string): string {
  const number = parse(stored);
  if (!number) return stored;
  const national = number.formatNational();
  return MOBILE_NATIONAL.test(national) ? number.formatInternational() : national;
}

/** A `tel:` link that dials from any phone, in India or abroad: tel:+914212234567. */
export function phoneHref(stored: string): string {
  return parse(stored)?.getURI() ?? `tel:${stored.replace(/[^\d+]/g, '')}`;
}
