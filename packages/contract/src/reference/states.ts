export type StateKind = 'state' | 'union territory';

export interface StateEntry {
  readonly code: string;
  readonly name: string;
  readonly kind: StateKind;
}

/**
 * The 28 states and 8 union territories as of 2024. Codes follow vehicle registration / ISO 3166-2:IN,
 * with the current forms CG (not CT), OD, TS and UK, and DH for the 2020 merged UT.
 */
export const STATES = [
  { code: 'AN', name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  { code: 'AP', name: 'Andhra Pradesh', kind: 'state' },
  { code: 'AR', name: 'Arunachal Pradesh', kind: 'state' },
  { code: 'AS', name: 'Assam', kind: 'state' },
  { code: 'BR', name: 'Bihar', kind: 'state' },
  { code: 'CH', name: 'Chandigarh', kind: 'union territory' },
  { code: 'CG', name: 'Chhattisgarh', kind: 'state' },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  { code: 'DL', name: 'Delhi', kind: 'union territory' },
  { code: 'GA', name: 'Goa', kind: 'state' },
  { code: 'GJ', name: 'Gujarat', kind: 'state' },
  { code: 'HR', name: 'Haryana', kind: 'state' },
  { code: 'HP', name: 'Himachal Pradesh', kind: 'state' },
  { code: 'JK', name: 'Jammu and Kashmir', kind: 'union territory' },
  { code: 'JH', name: 'Jharkhand', kind: 'state' },
  { code: 'KA', name: 'Karnataka', kind: 'state' },
  { code: 'KL', name: 'Kerala', kind: 'state' },
  { code: 'LA', name: 'Ladakh', kind: 'union territory' },
  { code: 'LD', name: 'Lakshadweep', kind: 'union territory' },
  { code: 'MP', name: 'Madhya Pradesh', kind: 'state' },
  { code: 'MH', name: 'Maharashtra', kind: 'state' },
  { code: 'MN', name: 'Manipur', kind: 'state' },
  { code: 'ML', name: 'Meghalaya', kind: 'state' },
  { code: 'MZ', name: 'Mizoram', kind: 'state' },
  { code: 'NL', name: 'Nagaland', kind: 'state' },
  { code: 'OD', name: 'Odisha', kind: 'state' },
  { code: 'PY', name: 'Puducherry', kind: 'union territory' },
  { code: 'PB', name: 'Punjab', kind: 'state' },
  { code: 'RJ', name: 'Rajasthan', kind: 'state' },
  { code: 'SK', name: 'Sikkim', kind: 'state' },
  { code: 'TN', name: 'Tamil Nadu', kind: 'state' },
  { code: 'TS', name: 'Telangana', kind: 'state' },
  { code: 'TR', name: 'Tripura', kind: 'state' },
  { code: 'UP', name: 'Uttar Pradesh', kind: 'state' },
  { code: 'UK', name: 'Uttarakhand', kind: 'state' },
  { code: 'WB', name: 'West Bengal', kind: 'state' },
] as const satisfies readonly StateEntry[];

export type StateCode = (typeof STATES)[number]['code'];

export const STATE_CODES = STATES.map((s) => s.code) as readonly StateCode[] as readonly [StateCode, ...StateCode[]];

const NAMES = new Map<StateCode, string>(STATES.map((s) => [s.code, s.name]));

export function stateName(code: StateCode): string {
  return NAMES.get(code) ?? code;
}

export function isStateCode(value: string): value is StateCode {
  return NAMES.has(value as StateCode);
}

const BY_NAME = new Map<string, StateCode>(STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** The code of a state or UT given by its code ("TN") or its name ("Tamil Nadu", in any case); undefined for neither. */
export function stateCodeOf(value: string): StateCode | undefined {
  const trimmed = value.trim();
  if (isStateCode(trimmed)) return trimmed;
  return BY_NAME.get(trimmed.replace(/\s+/g, ' ').toLowerCase());
}
