#!/usr/bin/env node
// Fails the build when a public screen's first load carries more than its budget of gzipped JavaScript:
// the entry, the screen's own chunk, and every chunk those import statically (Vite's manifest).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The goal for every public screen is 130 kB. Each budget is a ratchet at today's size: lower it as the
// screens get lighter, never raise it for a library or signed-in code; the one registry of screens
// (lib/routes.ts) is on every first screen, so new screens may raise it by their registry lines (Nov 2026:
// five new screens, about 0.3 kB), and the language switch every public screen must show, with its
// catalogue look-up, may raise it once by its own size (Nov 2026: 0.9 kB; Lingui itself is not loaded in
// English). React DOM and React Router's declarative routes are ~84 kB of it. Nov 2026: /register took
// 0.1 kB when the signed-in screens' date field (@mantine/dates) began sharing Mantine's chunks with it: none
// of the date code is on the screen, but the shared chunks' export lists and names grew by ~20 bytes.
// Nov 2026 (languages): each screen's own texts went through t() and the i18n module learnt to add the signed-in
// part of a catalogue: +0.2 kB on /login and /register, +0.2 kB on /forgot-password, once.
// Nov 2026 (issue 52, no import circles): the screens' addresses moved out of the registry to lib/paths.ts,
// which every page imports and nothing else: +0.5 kB on each public screen, once (in one chunk with the
// registry, vite.config.ts; apart they weighed +0.8 kB).
// 28 Nov 2026 (issues 47 and 49): the Bank & Tally screen's registry line and the reports opened to the principal
// took /forgot-password 0.1 kB over (117.2 kB); /login and /register stayed within their budgets.
// 28 Nov 2026 (issue 48, the hiring desk): its screen's registry line and address, +0.1 kB on each public screen.
// 28 Nov 2026 (issue 46): the New academic year screen's registry line and address: +0.2 kB on /login and /register,
// +0.1 kB on /forgot-password.
// 29 Nov 2026: the theme's respectReducedMotion (a device set to reduce motion gets Mantine's dialogs, menus and
// toasts without animation) took /forgot-password, at its ratchet, 0.1 kB over: +0.1 kB on it, once.
// 30 Nov 2026 (issue 51): Browse Jobs' filter fields became a chunk of their own (on a phone they sit in the closed
// Filters sheet): Browse Jobs 225.6 -> 192.8 kB. The new chunk moved the contract's endpoint helpers
// (http/endpoint.ts) into a chunk of their own on every screen: +0.2-0.3 kB on each public screen, +0.1-0.2 kB on the
// teacher's other first screens, once; the list filters' shared parsers (lib/use-list-search-params.ts) then
// renamed chunks that moved /register and Applied Jobs 0.1 kB more.
// 30 Nov 2026 (issue 51): a sign-in and a sign-out forget the answers the signed-in screens kept between visits
// (lib/session.ts): +0.1 kB on /forgot-password, at its ratchet, once. The date field's styles moved from the
// signed-in shell's stylesheet to the date field (2.7 kB less before a signed-in first screen): the pages that
// have one now name its stylesheet in the entry's list of them, +0.1 kB on /login and /register, once.
// 30 Nov 2026 (issue 51, decision 050): the server draws a teacher's first screen, with her token from a cookie the
// session keeps beside local storage: +0.2 kB on each public screen (the cookie's upkeep, and the session a screen is
// drawn for on the server), once; the teacher's screens +0.5-0.6 kB (the query cache takes the answers it was drawn with; the theme switch draws both its looks).
// 30 Nov 2026 (review): the drawn page's shape moved into one module (lib/drawn-page.ts); no public code changed, but
// the renamed chunks' names put /forgot-password 0.01 kB and Browse Jobs 0.02 kB past their noise allowance: +0.1 kB each.
// 30 Nov 2026 (issue 51): a drawn page carries its screen's title (app/router.tsx's screenTitle, shared with the
// server's drawing): a job's page +0.1 kB.
// A budget is met within HASH_NOISE_KB: the entry chunk names the lazy chunks by content hash, so an edit to
// any signed-in screen renames them and moves the public screens' gzip size by a few bytes (Nov 2026: an edit
// of the move-class dialog put /login 13 bytes over and failed CI's build with no public code changed).
const HASH_NOISE_KB = 0.05;
const GOAL_KB = 130;
const SCREENS = {
  '/login': { page: 'src/features/auth/pages/LoginPage.tsx', budgetKb: 122.2 },
  '/register': { page: 'src/features/auth/pages/RegisterPage.tsx', budgetKb: 128.8 },
  '/forgot-password': { page: 'src/features/auth/pages/ForgotPasswordPage.tsx', budgetKb: 118.2 },
};

const gzipped = (file) => {
  const full = path.join(dist, file);
  try {
    return statSync(`${full}.gz`).size;
  } catch {
    return gzipSync(readFileSync(full)).length;
  }
};

/** The compressed kilobytes of a set of chunks (manifest keys). */
const kbOf = (chunks) => [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0) / 1000;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

// A Hindi (or Tamil) first screen adds Lingui's runtime and the English and chosen catalogues (decision
// 020), downloaded alongside the screen's code; it stays within 10 kB of the English one.
const LANGUAGE_EXTRA_KB = 10;
const LINGUI = '../../node_modules/@lingui/core/dist/index.mjs';
const CATALOGUE = (language) => `../../packages/contract/src/i18n/locales/${language}.ts`;

let over = false;
for (const [screen, { page, budgetKb }] of Object.entries(SCREENS)) {
  const chunks = closure(['index.html', page]);
  const kb = kbOf(chunks);
  const ok = kb <= budgetKb + HASH_NOISE_KB;
  over ||= !ok;
  const goal = kb <= GOAL_KB ? 'meets the goal' : `goal ${GOAL_KB} kB`;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${screen.padEnd(17)} ${kb.toFixed(1).padStart(6)} kB gzipped JS in ${chunks.size} chunks (budget ${budgetKb} kB, ${goal})`,
  );
  for (const language of ['hi', 'ta']) {
    const extra = [...closure([LINGUI, CATALOGUE('en'), CATALOGUE(language)])].filter((key) => !chunks.has(key));
    const extraKb = extra.reduce((sum, key) => sum + gzipped(manifest[key].file), 0) / 1000;
    const fits = extraKb <= LANGUAGE_EXTRA_KB;
    over ||= !fits;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${`${screen} (${language})`.padEnd(22)} +${extraKb.toFixed(1)} kB over the English screen (at most +${LANGUAGE_EXTRA_KB} kB)`,
    );
  }
}

// A teacher's first screens after signing in (issue 51): the entry, the signed-in shell and the page. Each carries no
// zod (its forms' checks load with the forms): a label imported from a file that also made schemas brought all 25 kB of
// it to all four (Nov 2026; the codes and labels now live apart, contract jobs/terms.ts, reference/schemas.ts). The
// budgets are ratchets at the sizes that change left (Nov 2026), as above; the goal is still 130 kB. Nor floating-ui
// (15 kB, the tooltips' and menus' positioning): Mantine's ScrollArea took one hook from it and its full ring a
// tooltip, which brought all of it to all four (30 Nov 2026: vite.config.ts's scrollAreaMergeRefs, a half ring on
// the dashboard; the teacher's budgets fell by 15.5-21.3 kB). +1.4-1.5 kB on each (30 Nov 2026): the answers kept
// between visits (TanStack's persister, and the option the screens opt in with, a chunk of its own). The date field's
// styles moved to it (2.7 kB less of the shell's stylesheet): +0.1 kB on Browse Jobs and Applied Jobs. +0.7-0.8 kB on
// each (30 Nov 2026): the shell's own parts (the phone's menu, the notifications, the user menu) list their files, which
// the browser then asks for at once (vite.config.ts's modulePreload); Browse Jobs +1.2 kB with its filters' list.
// +0.2 kB on each (1 Dec 2026): the helper that waits for a settled screen (lib/when-settled.ts) is a chunk of its
// own, shared by the shell and Browse Jobs, whose filters' code and drawn answers now wait for it; +0.1 kB on Browse Jobs
// and the profile as the shell keeps the drawn answers for her next visit (lib/query-client.ts keepDrawnAnswers).
const SHELL = 'src/app/shell/AppLayout.tsx';
const TEACHER_SCREENS = {
  '/jobseeker/dashboard': { page: 'src/features/profiles/pages/JobseekerDashboardPage.tsx', budgetKb: 163.6 },
  '/jobseeker/search-jobs': { page: 'src/features/jobs/pages/BrowseJobsPage.tsx', budgetKb: 181.0 },
  '/jobs/:id': { page: 'src/features/jobs/pages/JobDetailPage.tsx', budgetKb: 178.7 },
  '/jobseeker/applied-jobs': { page: 'src/features/applications/pages/AppliedJobsPage.tsx', budgetKb: 181.8 },
  // Her profile as she reads it; its form, with its checks and pickers, comes when idle or when she edits (30 Nov 2026:
  // 135 kB of the screen's code was the form's, and a tap on My Profile ran it all).
  '/jobseekerProfile': { page: 'src/features/profiles/pages/JobseekerProfilePage.tsx', budgetKb: 180.4 },
};
// Read from the build's source maps; a chunk of the bundler's own runtime has none.
const holds = (library) => (key) => {
  const map = path.join(dist, `${manifest[key].file}.map`);
  if (!existsSync(map)) return false;
  return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) => library.test(source));
};
const HEAVY = { zod: holds(/node_modules[\\/]zod[\\/]/), 'floating-ui': holds(/node_modules[\\/]@floating-ui[\\/]/) };
for (const [screen, { page, budgetKb }] of Object.entries(TEACHER_SCREENS)) {
  const chunks = closure(['index.html', SHELL, page]);
  const kb = kbOf(chunks);
  const ok = kb <= budgetKb + HASH_NOISE_KB;
  const heavy = Object.entries(HEAVY).flatMap(([name, holdsIt]) => {
    const files = [...chunks].filter(holdsIt).map((key) => manifest[key].file);
    return files.length ? [`${name} in ${files.join(', ')}`] : [];
  });
  over ||= !ok || heavy.length > 0;
  const size = `${kb.toFixed(1).padStart(6)} kB gzipped JS in ${chunks.size} chunks with the shell (budget ${budgetKb} kB)`;
  console.log(
    `${ok && !heavy.length ? 'ok  ' : 'OVER'} ${screen.padEnd(22)} ${size}${heavy.length ? `; ${heavy.join('; ')}` : ', no zod or floating-ui'}`,
  );
}
if (over)
  console.error(
    "A first screen is over its JavaScript budget, or a teacher's carries zod or floating-ui: keep the signed-in " +
      'code, heavy libraries and schemas out of its chunks.',
  );
if (over) process.exit(1);
