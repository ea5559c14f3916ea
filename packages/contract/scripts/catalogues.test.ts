import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED, SIGN_IN_REFUSALS } from '../src/auth/messages.ts';
import { PASSWORD_RULES, passwordStrength } from '../src/fields.ts';
import { acceptedLanguages, pickLanguage, UI_LANGUAGES } from '../src/i18n/languages.ts';
import { CATALOGUES } from '../src/i18n/all-catalogues.ts';
import { FEE_FREQUENCY_LABELS, PAYMENT_MODE_LABELS } from '../src/fees/schemas.ts';
import { CONCESSION_TYPE_LABELS, LATE_FEE_KIND_LABELS, LATE_FEE_SCOPE_LABELS } from '../src/fees/rules.ts';
import * as contract from '../src/index.ts';
import { idsIn, root, routeTitles, signedOutIds, unquote, walk } from './message-ids.ts';
import { tradeIds } from './trade-ids.ts';

const locales = path.join(root, 'packages/contract/src/i18n/locales');
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

/** The contract's message objects (`ACCOUNT_MESSAGES`, `STUDENT_MESSAGES`, ...): every export whose name ends in `_MESSAGES`. */
const messageObjects = () => Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES'));

/** Every text of every message object, however deep, but the ones no catalogue shows. */
const messageObjectTexts = () =>
  messageObjects()
    .flatMap(([, value]) => textsOf(value))
    .filter((text) => !NOT_LOOKED_UP.has(text));

/** Every message id written in the code: `t('…')` on screens, `t('…')`/`translate(language, '…')` on the server, the sidebar's names, the tab titles. */
function idsInCode(): Set<string> {
  // Texts the converted screens and the server pass to t() by name rather than as a literal.
  const named = [
    ...Object.values(SIGN_IN_REFUSALS),
    ...Object.values(SESSION_ENDED),
    ...PASSWORD_RULES.map((rule) => rule.label),
    ...['', 'A', 'Aa', 'Aa1', 'Aa1!'].map((password) => passwordStrength(password).label),
    // The fee screens' choices.
    ...[
      FEE_FREQUENCY_LABELS,
      PAYMENT_MODE_LABELS,
      CONCESSION_TYPE_LABELS,
      LATE_FEE_KIND_LABELS,
      LATE_FEE_SCOPE_LABELS,
    ].flatMap((labels) => Object.values(labels)),
    // The instalment names the portal makes, read in the reader's language by instalmentLabelIn.
    ...textsOf(contract.INSTALMENT_LABEL_WORDS),
    // Looked up by a value the screen holds (`t(ROLE_LABELS[account.role])`): every text of the object.
    ...[
      contract.ROLE_LABELS,
      contract.GENDER_LABELS,
      contract.MODERATION_KIND_LABELS,
      contract.MODERATION_HISTORY_LABELS,
      // The hiring desk's kinds, places and answers (`t(MEETING_KIND_LABELS[invitation.kind])`).
      contract.MEETING_KIND_LABELS,
      contract.MEETING_MODE_LABELS,
      contract.INVITATION_STATUS_LABELS,
      contract.OFFER_STATUS_LABELS,
    ].flatMap(textsOf),
    // The bus ads, suppliers and products screens: their answers, labels, units and form rules.
    ...tradeIds(),
    // The student register's columns: an export's headers in the caller's language (the import reads them back).
    ...contract.STUDENT_CSV_COLUMNS.map((column) => column.header),
    // Written by a contract function with the caller's `t` (the wait in the queue, an alert's filters).
    ...[contract.CRITERIA_WORDS, contract.WAIT_TEXTS].flatMap(textsOf),
    // The teacher reference lists, shown by their English labels (`teachingLevelText(code, t)`, `codeOptions`).
    ...contract.TEACHING_REFERENCE_LABELS,
    // Subjects, shown by their names and the spec's words (`subjectText(shown, t)`, `subjectOptions(t)`).
    ...contract.SUBJECT_LABELS,
    // Every text of every message object: the server's errors and answers and the screens' texts, read in the caller's language.
    ...messageObjectTexts(),
    // Each screen's tab title, from the route table (app/router.tsx translates it).
    ...routeTitles().map((route) => route.title),
  ];
  const ids = new Set<string>(named);
  for (const id of idsIn([
    ...walk(path.join(root, 'apps/web/src')),
    ...walk(path.join(root, 'apps/server/src')),
    ...walk(path.join(root, 'packages/contract/src')),
  ]))
    ids.add(id);
  const literal = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
  const routes = readFileSync(path.join(root, 'apps/web/src/lib/routes.ts'), 'utf8');
  for (const match of routes.matchAll(new RegExp(String.raw`link\(` + literal, 'g'))) ids.add(unquote(match[1]!));
  const menu = readFileSync(path.join(root, 'apps/web/src/app/shell/menu.ts'), 'utf8');
  for (const match of menu.matchAll(new RegExp(String.raw`\[` + literal + String.raw`, Icon`, 'g')))
    ids.add(unquote(match[1]!));
  return ids;
}

describe('the catalogues', () => {
  const ids = idsInCode();

  it('finds the texts the code translates', () => {
    expect(ids).toContain('Sign In');
    expect(ids).toContain('Hello {name},');
    expect(ids).toContain('Pending Registrations');
    expect(ids).toContain('Super Admin Dashboard');
    expect(ids).toContain('{title} · School Portal');
  });

  it.each(['hi', 'ta'])('every message id used in the code has its %s text', (language) => {
    const catalogue = source(language);
    expect([...ids].filter((id) => !catalogue[id]?.trim())).toEqual([]);
  });

  it.each(UI_LANGUAGES)("the %s first-screen catalogue holds exactly the signed-out screens' texts", (language) => {
    const used = signedOutIds();
    const first = read(`${language}.json`);
    const signedIn = read(`signed-in/${language}.json`);
    // Missing here, a Hindi sign-in screen would show English; held here, a text weighs on every first screen.
    expect({ inSignedInPart: [...used].filter((id) => id in signedIn) }).toEqual({ inSignedInPart: [] });
    expect({ notOnFirstScreens: Object.keys(first).filter((id) => !used.has(id)) }).toEqual({ notOnFirstScreens: [] });
  });

  it.each(['hi', 'ta'])(
    'every teaching level, qualification, test, language and school type has its %s text',
    (language) => {
      const catalogue = source(language);
      const labels = [
        ...contract.TEACHING_LEVELS,
        ...contract.QUALIFICATIONS,
        ...contract.ELIGIBILITY_TESTS,
        ...contract.LANGUAGES,
      ].map((item) => item.label);
      expect(contract.TEACHING_REFERENCE_LABELS).toEqual(expect.arrayContaining([...labels, ...contract.SCHOOL_TYPES]));
      expect([...labels, ...contract.SCHOOL_TYPES].filter((label) => !catalogue[label]?.trim())).toEqual([]);
      // The codes' usual English words stay in the translation.
      expect(contract.teachingLevelText('TGT', (id) => catalogue[id] ?? id)).toContain('(TGT)');
    },
  );

  it.each(['hi', 'ta'])('every subject name and spec word has its %s text', (language) => {
    const catalogue = source(language);
    expect(contract.SUBJECT_LABELS).toEqual(
      expect.arrayContaining(['Mathematics', 'Math', 'Social', 'General Science', 'Yoga']),
    );
    expect(contract.SUBJECT_LABELS.filter((label) => !catalogue[label]?.trim())).toEqual([]);
    // A subject a school typed that no list has is shown as typed.
    expect(contract.subjectText('Tabla', (id) => catalogue[id] ?? id)).toBe('Tabla');
  });

  it('reads every message object the contract declares', () => {
    const declared = new Set<string>();
    for (const file of walk(path.join(root, 'packages/contract/src'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+_MESSAGES)\b/g)) declared.add(name!);
    }
    expect(declared.size).toBeGreaterThan(30);
    expect(
      messageObjects()
        .map(([name]) => name)
        .sort(),
    ).toEqual([...declared].sort());
  });

  it.each(['hi', 'ta'])('every text of every message object has its %s text', (language) => {
    const catalogue = source(language);
    const missing = messageObjects().flatMap(([name, value]) =>
      textsOf(value)
        .filter((text) => !NOT_LOOKED_UP.has(text) && !catalogue[text]?.trim())
        .map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('English holds every message with variables or plurals (the others are their own id)', () => {
    const english = source('en');
    expect([...ids].filter((id) => id.includes('{') && english[id] !== id)).toEqual([]);
  });

  it('a translation keeps its variables', () => {
    for (const language of ['hi', 'ta']) {
      for (const [id, text] of Object.entries(source(language))) {
        expect({ id, variables: variablesOf(text) }).toEqual({ id, variables: variablesOf(id) });
      }
    }
  });

  it.each(UI_LANGUAGES)(
    'the %s catalogues list their texts in the order of their ids (npm run i18n:compile sorts them)',
    (language) => {
      for (const file of [`${language}.json`, `signed-in/${language}.json`]) {
        const ids = Object.keys(read(file));
        expect({ file, ids }).toEqual({ file, ids: [...ids].sort() });
      }
    },
  );

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
