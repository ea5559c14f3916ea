import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contract from '../src/index.ts';

/* Where the code names its texts: read by the catalogue test (and handy when moving texts between the parts). */

export const root = path.resolve(import.meta.dirname, '../../..');

export const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
export const unquote = (literal: string) =>
  JSON.parse(
    literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal,
  ) as string;

/** The message ids written in these files: `t('…')`, `msg('…')`, `icu('…', …)`, `translate(language, '…')`, and contract texts passed by name. */
export function idsIn(files: string[]): Set<string> {
  const ids = new Set<string>();
  // A contract text passed by name, `t(JOB_MESSAGES.posted)`, or a label map read by key, `t(STAGE_LABELS[stage])` (every label then).
  const exported = contract as unknown as Record<string, Record<string, unknown> | undefined>;
  const byName = /\b(?:t\(|msg\(|translate\(\s*[\w.]+\s*,)\s*([A-Z][A-Z0-9_]+)(?:\.(\w+)|\[)/g;
  const literal = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
  const calls = new RegExp(String.raw`\b(?:t\(|msg\(|icu\(|translate\(\s*[\w.]+\s*,)\s*` + literal, 'g');
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(calls)) ids.add(unquote(match[1]!));
    for (const [, object, key] of text.matchAll(byName)) {
      const texts = key === undefined ? Object.values(exported[object!] ?? {}) : [exported[object!]?.[key]];
      for (const id of texts) if (typeof id === 'string') ids.add(id);
    }
  }
  return ids;
}

/**
 * Each screen's tab title, written in apps/web/src/lib/routes.ts as the third argument of `route(…)`, and who
 * may open it: the router passes it to `t()` by value, so no call names it.
 */
export function routeTitles(): { access: string; title: string }[] {
  const routes = readFileSync(path.join(root, 'apps/web/src/lib/routes.ts'), 'utf8');
  const literal = String.raw`('(?:[^'\\]|\\.)*')`;
  const call = new RegExp(String.raw`\broute\(\s*paths\.[\w.]+\s*,\s*(\[[^\]]*\]|'\w+'|\w+)\s*,\s*` + literal, 'g');
  const titles = [...routes.matchAll(call)].map(([, access, title]) => ({ access: access!, title: unquote(title!) }));
  // Every screen's call, its title a literal: one written otherwise would go unchecked.
  const screens = routes.match(/\broute\(\s*paths\./g)?.length ?? 0;
  if (titles.length !== screens) throw new Error(`routes.ts: read ${titles.length} titles of ${screens} screens`);
  return titles;
}

/**
 * The signed-out screens' modules: the web's entry and the auth pages, with what they import from the web's
 * own code (a page's lazy parts too). Their texts are the first-screen catalogue; every other text is in the
 * signed-in part, which only the signed-in shell downloads (decision 020).
 */
export function signedOutFiles(): string[] {
  const web = path.join(root, 'apps/web/src');
  const auth = path.join(web, 'features/auth');
  const starts = [
    'main.tsx',
    ...['Login', 'Register', 'ForgotPassword', 'ResetPassword'].map((p) => `features/auth/pages/${p}Page.tsx`),
  ];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports anywhere; lazy ones only inside the auth screens (elsewhere they are the signed-in pages).
    const imports = file.startsWith(auth) ? /(?:from|import\()\s*'(\.[^']+)'/g : /from\s*'(\.[^']+)'/g;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(imports)) {
      const base = path.resolve(path.dirname(file), spec!);
      const found = ['.tsx', '.ts', '/index.ts', '']
        .map((ext) => base + ext)
        .find((f) => existsSync(f) && statSync(f).isFile());
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  for (const start of starts) visit(path.join(web, start));
  return [...seen];
}

/**
 * The texts the signed-out screens show: those their modules name, their tab titles, and the rule messages of the forms they
 * check in the browser (registration, sign-in, password), which reach `t()` from zod's issues, not as literals.
 */
export function signedOutIds(): Set<string> {
  const ids = idsIn(signedOutFiles());
  // A screen anyone may open (a supplier's reply link, a password reset) is a first screen too: its tab title is shown before any other part loads.
  for (const { access, title } of routeTitles()) if (access === "'signedOut'" || access === "'anyone'") ids.add(title);
  for (const file of [
    'auth/forms.ts',
    'auth/messages.ts',
    'auth/register-messages.ts',
    'auth/appeal-messages.ts',
    'fields.ts',
    // The register screen's links to the three documents, in the agreement sentence.
    'policies/documents.ts',
  ]) {
    const text = readFileSync(path.join(root, 'packages/contract/src', file), 'utf8');
    for (const [literal] of text.matchAll(/'[A-Z](?:[^'\\]|\\.)*'/g)) ids.add(unquote(literal));
  }
  return ids;
}
