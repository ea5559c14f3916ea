import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '../src/index.ts';
import { root, unquote } from './message-ids.ts';

/*
 * The texts of the bus ads, suppliers and products screens that reach t() by value, not as a literal the
 * catalogue test reads: the server's answers and errors, labels kept in lists, units, and the rule messages
 * of their forms (zod's issues, translated by issuesToErrors).
 */

const strings = (messages: object) => Object.values(messages).filter((m): m is string => typeof m === 'string');

/** The rule messages written out in the trade forms' schemas ('Make is required.'). */
function ruleMessages(): string[] {
  const files = [
    'vehicles/schemas.ts',
    'vehicles/fields.ts',
    'suppliers/schemas.ts',
    'suppliers/enquiries.ts',
    'suppliers/form-values.ts',
    'products/schemas.ts',
  ];
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, 'packages/contract/src', file), 'utf8').matchAll(/'[A-Z](?:[^'\\]|\\.)*'/g)].map(
      ([literal]) => unquote(literal),
    ),
  );
}

/** The rule messages the schemas build from a label and a limit ('Make must be at most 60 characters.'). */
function builtMessages(): string[] {
  const atMost = (label: string, max: number) => `${label} must be at most ${max} characters.`;
  const whole = (label: string, min: number, max: number) => [
    `${label} must be a number.`,
    `${label} must be a whole number.`,
    `${label} must be at least ${min.toLocaleString('en-IN')}.`,
    `${label} must be at most ${max.toLocaleString('en-IN')}.`,
  ];
  return [
    atMost('Make', 60),
    atMost('Model', 60),
    atMost('Description', 2000),
    atMost('Message', 2000),
    `Seating capacity is 1 to ${contract.MAX_SEATS}.`,
    `Choose at most ${contract.MAX_SERVICE_DISTRICTS} districts, or All India.`,
    ...whole('Quantity', 1, 10_000_000),
    ...whole('Price', 0, contract.MAX_PRICE_RUPEES),
    ...whole('Minimum order', 1, 1_000_000),
    contract.PRODUCT_MESSAGES.tooManyImages(contract.MAX_PRODUCT_IMAGES),
  ];
}

export function tradeIds(): string[] {
  return [
    ...[
      contract.VEHICLE_MESSAGES,
      contract.SUPPLIER_MESSAGES,
      contract.ENQUIRY_MESSAGES,
      contract.PRODUCT_MESSAGES,
      contract.THREAD_MESSAGES,
    ].flatMap(strings),
    ...[contract.FEATURES, contract.CHECKLIST, contract.VALIDITIES].flatMap((list) => list.map((item) => item.label)),
    ...(['submitted', 'approved', 'rejected'] as const).flatMap((status) =>
      [false, true].map((sold) => contract.adStatusLabel({ status, sold })),
    ),
    ...contract.PRODUCT_UNITS,
    ...Object.values(contract.UNIT_QUANTITIES),
    ...ruleMessages(),
    ...builtMessages(),
  ];
}
