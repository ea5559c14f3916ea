#!/usr/bin/env node
// Writes the signed-in English texts the browser needs Lingui for: run after `lingui compile` (at install and by
// `npm run i18n:compile`). An English text's id is its words, and the web's `t` fills a `{name}` itself
// (apps/web/src/lib/i18n.ts), so of the signed-in English texts (2,770 in Nov 2026) only those with a plural or a
// select (50) need their compiled form. The whole compiled part (locales/signed-in/en.ts, 32 kB gzipped) was the
// last file a signed-in first screen waited for before its first frame; this one (locales/signed-in/en-plurals.ts)
// is 1.9 kB. The server keeps reading the whole part (all-catalogues.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const folder = path.resolve(import.meta.dirname, '../src/i18n/locales/signed-in');
const texts = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8'));

/** What the web's `t` makes of a text by itself: its words, each `{name}` filled. */
const filledAlike = (id, compiled) =>
  compiled.every((token) => typeof token === 'string' || token.length === 1) &&
  compiled.map((token) => (typeof token === 'string' ? token : `{${token[0]}}`)).join('') === id;

const needed = {};
for (const id of Object.keys(texts)) {
  const compiled = compileMessage(texts[id] || id);
  if (!filledAlike(id, compiled)) needed[id] = compiled;
}

writeFileSync(
  path.join(folder, 'en-plurals.ts'),
  `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(needed))}) as Messages;`,
);
