import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  UI_LANGUAGES,
  makeTranslator,
  pickLanguage,
  type UiLanguage,
  type MessageValues,
} from '@school-portal/contract';
import * as contract from '@school-portal/contract';
import { CATALOGUES } from '@school-portal/contract/catalogues';

const translators = Object.fromEntries(
  UI_LANGUAGES.map((language) => [language, makeTranslator(language, CATALOGUES[language])]),
) as Record<UiLanguage, ReturnType<typeof makeTranslator>>;

/**
 * The caller's language: the web sends the one chosen on screen as Accept-UiLanguage (the account's, once
 * signed in); any other client gets the first of its languages the portal speaks, else English.
 */
export const requestLanguage = (request: FastifyRequest): UiLanguage => preferredLanguage(request) ?? DEFAULT_LANGUAGE;

/** The first of the caller's languages the portal speaks, or undefined when it names none of them. */
export const preferredLanguage = (request: FastifyRequest): UiLanguage | undefined =>
  pickLanguage(acceptedLanguages(request.headers['accept-language']));

/** A text in a language; its id is the English text, and a text with no translation stays English. */
export const translate = (language: UiLanguage, id: string, values?: MessageValues) =>
  translators[language]._(id, values);

/** Whether the language's catalogue has its own words for an English text. */
export const isTranslated = (language: UiLanguage, id: string) => translators[language].messages[id] !== undefined;

/** `translate` bound to one language: a mail's texts in its recipient's language. */
export const translatorFor =
  (language: UiLanguage): Translate =>
  (id, values) =>
    translate(language, id, values);

/** A text in one language, as `translatorFor` gives it: what a mail or notice is written with. */
export type Translate = (id: string, values?: MessageValues) => string;

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/** The texts of the contract's message objects (`SAVED_JOB_MESSAGES`, ...): what a JSON answer's `message` says when it is ours. */
const OUR_MESSAGES = new Set(
  Object.entries(contract).flatMap(([name, value]) => (name.endsWith('_MESSAGES') ? textsOf(value) : [])),
);

/**
 * A JSON answer with its `message` ("Job saved. …", "Profile updated successfully!") in the caller's
 * language, as errors are: screens show that message as it comes. Only our own texts are translated; a
 * `message` someone typed (an enquiry's) is never looked up.
 */
export function answerIn<T>(language: UiLanguage, answer: T): T {
  if (language === DEFAULT_LANGUAGE || answer === null || typeof answer !== 'object' || Array.isArray(answer))
    return answer;
  const { message } = answer as { message?: unknown };
  if (typeof message !== 'string' || !OUR_MESSAGES.has(message) || !isTranslated(language, message)) return answer;
  return { ...answer, message: translate(language, message) };
}
