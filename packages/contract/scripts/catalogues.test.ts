import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage, UI_LANGUAGES } from '../src/i18n/languages.ts';
import { CATALOGUES } from '../src/i18n/all-catalogues.ts';
import * as contract from '../src/index.ts';

/*
 * `lingui extract` finds the texts (marked `/*i18n*\/` in the code) and orders the catalogues; `lingui compile
 * --strict` fails on a Hindi or Tamil text missing (npm run i18n:check, in CI). What is left here is what Lingui
 * cannot check: a text passed by name is marked, a translation keeps its variables, a text in both parts reads
 * the same in both, a text built from a limit is the one written out for the extractor (decision 044).
 */

const locales = path.resolve(import.meta.dirname, '../src/i18n/locales');
const read = (file: string) => JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Record<string, string>;
/** A language's texts: the first screens' catalogue and the signed-in screens'. */
const source = (name: string) => ({ ...read(`${name}.json`), ...read(`signed-in/${name}.json`) });
/**
 * The variables an ICU message names, read from its compiled form: a select's or plural's choices are
 * words to translate (`{status, select, approved {approved} …}`), not variables.
 */
function variablesOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const choices: unknown = token[2];
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** The texts of a message object, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/**
 * Texts of the message objects that no reader sees through a catalogue: names written into the stored
 * records of an erased account (the name a school then shows is stored, like any name, not looked up).
 */
const NOT_LOOKED_UP = new Set<string>([
  contract.PRIVACY_MESSAGES.withdrawnApplicant,
  contract.PRIVACY_MESSAGES.formerStaff,
]);

/**
 * Texts the code passes to `t()` by name (`t(ROLE_LABELS[role])`, `t(JOB_MESSAGES.posted)`): the extractor
 * finds them only where they are written, marked `/*i18n*\/`, so a text added to one of these unmarked is caught here.
 */
const textsPassedByName = () => [
  ...Object.entries(contract)
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .flatMap(([, value]) => textsOf(value))
    .filter((text) => !NOT_LOOKED_UP.has(text)),
  ...[
    contract.ROLE_LABELS,
    contract.GENDER_LABELS,
    contract.MODERATION_KIND_LABELS,
    contract.MODERATION_HISTORY_LABELS,
    contract.MEETING_KIND_LABELS,
    contract.MEETING_MODE_LABELS,
    contract.INVITATION_STATUS_LABELS,
    contract.OFFER_STATUS_LABELS,
    contract.FEE_FREQUENCY_LABELS,
    contract.PAYMENT_MODE_LABELS,
    contract.CONCESSION_TYPE_LABELS,
    contract.LATE_FEE_KIND_LABELS,
    contract.LATE_FEE_SCOPE_LABELS,
    contract.INSTALMENT_LABEL_WORDS,
    contract.CRITERIA_WORDS,
    contract.WAIT_TEXTS,
    contract.SIGN_IN_REFUSALS,
    contract.SESSION_ENDED,
    contract.UNIT_QUANTITIES,
  ].flatMap(textsOf),
  ...contract.PASSWORD_RULES.map((rule) => rule.label),
  ...contract.STUDENT_CSV_COLUMNS.map((column) => column.header),
  ...[contract.FEATURES, contract.CHECKLIST, contract.VALIDITIES].flatMap((list) => list.map((item) => item.label)),
  ...contract.PRODUCT_UNITS,
  ...contract.TEACHING_REFERENCE_LABELS,
  ...contract.SUBJECT_LABELS,
];

/** The rule messages the trade schemas build from a label and a limit ('Make must be at most 60 characters.'). */
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
    `Seating capacity is 1 to ${contract.MAX_SEATS}.`,
    ...whole('Quantity', 1, 10_000_000),
    ...whole('Price', 0, contract.MAX_PRICE_RUPEES),
    ...whole('Minimum order', 1, 1_000_000),
    `Choose at most ${contract.MAX_SERVICE_DISTRICTS} districts, or All India.`,
    contract.PRODUCT_MESSAGES.tooManyImages(contract.MAX_PRODUCT_IMAGES),
    contract.THREAD_MESSAGES.messageTooLong,
    contract.REPORT_MESSAGES.rangeTooLong,
  ];
}

describe('the catalogues', () => {
  it('every text passed to t() by name is marked for lingui extract', () => {
    const english = source('en');
    const texts = textsPassedByName();
    expect(texts.length).toBeGreaterThan(700);
    expect([...new Set(texts)].filter((text) => !(text in english))).toEqual([]);
  });

  it('every rule message built from a limit is written out for lingui extract, as it is built', () => {
    const written = [
      ...contract.VEHICLE_BUILT_TEXTS,
      ...contract.TRADE_FORM_BUILT_TEXTS,
      ...contract.SUPPLIER_BUILT_TEXTS,
      ...contract.PRODUCT_BUILT_TEXTS,
      ...contract.THREAD_BUILT_TEXTS,
      ...contract.REPORT_BUILT_TEXTS,
    ];
    expect([...written].sort()).toEqual(builtMessages().sort());
  });

  it.each(['hi', 'ta'])(
    'the teaching levels and subjects keep their codes, and a subject no list has stays as typed (%s)',
    (language) => {
      const catalogue = source(language);
      // The codes' usual English words stay in the translation.
      expect(contract.teachingLevelText('TGT', (id) => catalogue[id] ?? id)).toContain('(TGT)');
      expect(contract.subjectText('Tabla', (id) => catalogue[id] ?? id)).toBe('Tabla');
    },
  );

  it('a translation keeps its variables', () => {
    for (const language of ['hi', 'ta']) {
      for (const [id, text] of Object.entries(source(language))) {
        expect({ id, variables: variablesOf(text) }).toEqual({ id, variables: variablesOf(id) });
      }
    }
    // Some 5,300 messages parsed: seconds on a loaded machine.
  }, 30_000);

  it.each(UI_LANGUAGES)('a text in both parts of the %s catalogue reads the same in both', (language) => {
    const first = read(`${language}.json`);
    const signedIn = read(`signed-in/${language}.json`);
    const differing = Object.keys(first).filter((id) => id in signedIn && signedIn[id] !== first[id]);
    expect(differing).toEqual([]);
  });

  it.each(UI_LANGUAGES)('the compiled %s catalogue is up to date (npm run i18n:compile)', (language) => {
    const compiled = Object.fromEntries(
      Object.entries(source(language)).map(([id, text]) => [id, compileMessage(text)]),
    );
    expect(CATALOGUES[language]).toEqual(compiled);
  });
});

describe('choosing the language of a visitor', () => {
  it("takes the first of the browser's languages the portal speaks", () => {
    expect(pickLanguage(['fr-FR', 'ta-IN', 'hi'])).toBe('ta');
    expect(pickLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(pickLanguage(['fr', 'de'])).toBeUndefined();
  });

  it('reads Accept-Language by preference, refusing q=0', () => {
    expect(acceptedLanguages('en;q=0.5, ta;q=0.9, hi')).toEqual(['hi', 'ta', 'en']);
    expect(pickLanguage(acceptedLanguages('ta;q=0, hi-IN;q=0.8'))).toBe('hi');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('never fails on any header, and answers only languages the portal speaks', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const language = pickLanguage(acceptedLanguages(header));
        expect(language === undefined || UI_LANGUAGES.includes(language)).toBe(true);
      }),
    );
  });
});
