import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';
import { DRAWN_ANSWERS, DRAWN_SCREEN } from '../src/lib/drawn-page.ts';
import { paths } from '../src/lib/paths.ts';
import { earlyCallsHash, earlyCallsHtml, standIns, type EarlyCalls } from './early-calls.ts';

/** One screen's address and its page: index.html naming the files its first visit needs (decision 030). */
export interface RoutePreload {
  path: string;
  /** The page, relative to the build's folder (screens/…html, compressed beside it like every built file). */
  html: string;
  /** The screen's page for the server to draw the screen into (drawnPage), relative to the build's folder. */
  drawn?: string;
}

/**
 * The page a drawn screen goes into (decision 050): the screen's page with its styles applied at once (the drawn
 * screen needs them before any code runs; `styles`, those of code it loads apart that the server draws too), its root empty for the screen, and its code in a template, which is
 * never fetched while there: the page's script puts it in place once the styles are in (vite/early-calls.ts). On a
 * slow line the styles, sharing it with some 170 kB of code, arrived two seconds later, and the screen waited.
 */
export function drawnPage(page: string, styles: readonly string[] = []): string {
  const code: string[] = [];
  const root = page.indexOf('<div id="root">');
  const end = page.lastIndexOf('</body>');
  if (root < 0 || end < root) throw new Error('route-preloads: index.html has no root before </body>');
  const head = page
    .slice(0, root)
    .replace(/<link rel="preload" as="style" /g, '<link rel="stylesheet" ')
    .replace(/<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g, (tag) => {
      code.push(tag.trim());
      return '';
    });
  if (!code.some((tag) => tag.startsWith('<script')))
    throw new Error("route-preloads: the screen's page has no module script to hold back");
  return (
    head.replace(
      '</head>',
      `${styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('')}` +
        `<template id="portal-code">${code.join('')}</template>\n</head>`,
    ) +
    // Inert until the portal's code draws over it: a tap on a drawn button would do nothing, and a field typed into
    // would lose its text, so the screen takes no input before it can answer it (the splash took none either).
    `<div id="root"><div inert>${DRAWN_SCREEN}</div></div>\n${DRAWN_ANSWERS}\n` +
    page.slice(end)
  );
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as this plugin reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node below `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (isNode(node)) {
    yield node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type') yield* walk(value);
  }
}

/** `paths.jobseeker.dashboard` in the route table, as the address it names. */
function addressOf(node: Node): string | undefined {
  const keys: string[] = [];
  let at: Node = node;
  while (at.type === 'MemberExpression') {
    keys.unshift((at.property as { name: string }).name);
    at = at.object as Node;
  }
  if (at.type !== 'Identifier' || at.name !== 'paths') return undefined;
  const value = keys.reduce<unknown>((tree, key) => (tree as Record<string, unknown>)?.[key], paths);
  return typeof value === 'string' ? value : undefined;
}

/** The route table's files: the signed-out screens apart for their texts (lib/public-routes.ts), and the rest. */
const ROUTE_FILES = ['src/lib/public-routes.ts', 'src/lib/routes.ts'];

/**
 * Each screen's address and the module of its page, read from the route table as the compiler reads it: every
 * `route(paths.…, access, title, () => import('…'))`. Signed-in screens also open the shell (app/router.tsx).
 */
export function screensOf(webRoot: string): { path: string; page: string; signedIn: boolean }[] {
  return ROUTE_FILES.flatMap((file) => screensIn(path.join(webRoot, file)));
}

function screensIn(routesFile: string): { path: string; page: string; signedIn: boolean }[] {
  const program = parseAst(readFileSync(routesFile, 'utf8'), { lang: 'ts' });
  const screens: { path: string; page: string; signedIn: boolean }[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'route' || args.length < 4) continue;
    const address = addressOf(args[0]!);
    const imported = [...walk(args[3])].find((n) => n.type === 'ImportExpression');
    const source = (imported?.source as Node | undefined)?.value;
    if (!address || typeof source !== 'string') continue;
    const access = args[1]!;
    const signedOutOrAnyone = access.type === 'Literal' && (access.value === 'signedOut' || access.value === 'anyone');
    screens.push({ path: address, page: path.resolve(path.dirname(routesFile), source), signedIn: !signedOutOrAnyone });
  }
  return screens;
}

type FirstCallsEntry = typeof import('./first-calls-entry.ts');

/**
 * Each signed-in screen's first calls as its page carries them (vite/early-calls.ts): the shell's and the screen's
 * own (app/first-calls.ts), made by the functions the queries are made by, with `~name~` for the values the page
 * reads (the user's id, the address's params). Who may open the screen, from the route table.
 */
export function earlyCallsOf(entry: FirstCallsEntry, screenPath: string): EarlyCalls {
  const opening = standIns(screenPath);
  const urls = (calls: ReturnType<FirstCallsEntry['shellFirstCalls']>) =>
    calls.map(([e, input]) => entry.pathOf(e, input));
  const access = entry.ALL_ROUTES.find((r) => r.path === screenPath)?.access;
  return {
    path: screenPath,
    ...(Array.isArray(access) ? { roles: access } : {}),
    shell: urls(entry.shellFirstCalls(opening)),
    screen: urls(entry.screenFirstCalls[screenPath]?.(opening) ?? []),
    languages: [entry.DEFAULT_LANGUAGE, ...entry.UI_LANGUAGES.filter((l) => l !== entry.DEFAULT_LANGUAGE)],
  };
}

/** The build's reading of app/first-calls.ts and what it needs, through Vite's module runner (no build config). */
export async function loadFirstCalls(webRoot: string): Promise<FirstCallsEntry> {
  const { module } = await runnerImport<FirstCallsEntry>(path.join(webRoot, 'vite/first-calls-entry.ts'), {
    configFile: false,
    root: webRoot,
    logLevel: 'error',
  });
  return module;
}

/** A module's built file, every chunk it imports statically (transitively) and their styles, as site paths. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [
    `/${chunk.file}`,
    ...(chunk.css ?? []).map((css) => `/${css}`),
    ...(chunk.imports ?? []).flatMap((child) => filesOf(manifest, child, seen)),
  ];
}

/**
 * Writes, for each screen, a copy of index.html naming the files of its page and of their static imports
 * (less those index.html loads already) as `modulepreload` links (styles as `preload`: fetched, applied when the
 * page's code asks, in the order it asks), and dist/.vite/route-preloads.json, the
 * address of each. The server sends a screen's own copy, so a phone asks for all of a screen's files at once
 * instead of finding each level of imports after the last one arrived (4-5 levels, each a slow-4G round trip).
 * The route table stays in the web app alone; the links cost the first screen's JavaScript nothing.
 */
export function routePreloads(webRoot: string): Plugin {
  let outDir = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle: the manifest and index.html are written by then, and the compression (closeBundle) is still to come.
    async writeBundle() {
      const firstCalls = await loadFirstCalls(webRoot);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const keyOf = (file: string) =>
        Object.keys(manifest).find((key) => path.resolve(webRoot, key).replace(/\.tsx?$/, '') === file);
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      const already = new Set(entry ? filesOf(manifest, entry) : []);
      // What every signed-in screen opens with besides its page: the shell, and the texts it waits for before the
      // first frame (Lingui's runtime, the English catalogue and its signed-in plurals: English is always loaded, the
      // fallback of Hindi and Tamil; their own parts depend on the browser's choice, unknown here).
      const shellKeys = [
        keyOf(path.join(webRoot, 'src/app/shell/AppLayout')),
        keyOf(path.resolve(webRoot, '../../packages/contract/src/i18n/locales/en')),
        keyOf(path.resolve(webRoot, '../../packages/contract/src/i18n/locales/signed-in/en-plurals')),
        Object.keys(manifest).find((key) => key.includes('/@lingui/core/') && manifest[key]!.isDynamicEntry),
      ];
      if (shellKeys.some((key) => !key))
        throw new Error(`route-preloads: the shell's files not all built (${shellKeys.join(', ')})`);
      const shell = shellKeys.flatMap((key) => filesOf(manifest, key!));
      // A drawn screen on a wide screen shows the menu, whose code (and so its styles) the shell loads apart.
      const sidebar = keyOf(path.join(webRoot, 'src/app/shell/Sidebar'));
      if (!sidebar) throw new Error("route-preloads: the menu's chunk not built");
      const sidebarStyles = (manifest[sidebar]!.css ?? []).map((css) => `/${css}`);
      mkdirSync(path.join(outDir, 'screens'), { recursive: true });
      const written = new Set<string>();
      const preloads: RoutePreload[] = screensOf(webRoot).map((screen) => {
        const pageKey = keyOf(screen.page);
        if (!pageKey) throw new Error(`route-preloads: no built chunk for ${screen.page} (${screen.path})`);
        const files = [...new Set([...filesOf(manifest, pageKey), ...(screen.signedIn ? shell : [])])];
        const links = files
          .filter((file) => !already.has(file))
          .map((file) =>
            file.endsWith('.css')
              ? `<link rel="preload" as="style" crossorigin href="${file}">`
              : `<link rel="modulepreload" crossorigin href="${file}">`,
          );
        const html = `screens/${screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.html`;
        // Two addresses written alike ('/a/b', '/a-b') would share a file and one would preload the other's code.
        if (written.has(html)) throw new Error(`route-preloads: ${screen.path} and another screen both make ${html}`);
        written.add(html);
        // A signed-in screen's page asks its first calls as it is read (vite/early-calls.ts), before its code.
        if (screen.signedIn && !index.includes('<script type="module"'))
          throw new Error("route-preloads: index.html has no module script to ask the screen's calls before");
        /** The page with the screen's first calls for its script to ask (`calls` false: none, decision 050). */
        const pageOf = (calls: boolean) => {
          // A signed-out screen asks nothing; its drawn page needs the script all the same, to put its code in place.
          if (!screen.signedIn && calls) return index;
          const early = earlyCallsOf(firstCalls, screen.path);
          const asked = calls ? early : { ...early, shell: [], screen: [] };
          return index.replace('<script type="module"', `${earlyCallsHtml(asked)}<script type="module"`);
        };
        const withLinks = (page: string) => page.replace('</head>', `${links.join('\n')}\n</head>`);
        writeFileSync(path.join(outDir, html), withLinks(pageOf(true)));
        // A drawn page asks nothing early: it came with the answers, and the screen asks afresh once its code runs.
        // An early answer no query took stayed open in the browser (its body never read) and kept the page busy.
        const drawn = html.replace(/\.html$/, '.drawn.html');
        writeFileSync(
          path.join(outDir, drawn),
          drawnPage(withLinks(pageOf(false)), screen.signedIn ? sidebarStyles : []),
        );
        return { path: screen.path, html, drawn };
      });
      writeFileSync(path.join(outDir, '.vite/route-preloads.json'), JSON.stringify(preloads));
      // The one inline script the pages carry, by its hash: the server's Content Security Policy allows it alone.
      writeFileSync(path.join(outDir, '.vite/inline-scripts.json'), JSON.stringify([earlyCallsHash()]));
    },
  };
}
