import path from 'node:path';

/*
 * Fewer, larger chunks where automatic splitting makes dozens of small ones: a phone's browser opens six
 * connections to the portal (HTTP/1.1), so each wave of six small files costs a round trip, and starting
 * each download costs the main thread time too.
 *
 * - `signed-in-shell`: code only the signed-in shell loads, which no signed-out screen ever loads.
 * - `signed-in-common`: code the shell loads that signed-out screens load only later (a dialog, the schemas
 *   on submit), never on their first screen, so their budgets do not grow.
 * - `first-screens`: code every budgeted first screen (sign-in, registration, forgotten password) loads
 *   beyond the entry: always fetched together, so one file.
 * - `entry-components`: the Mantine components the entry itself draws with (its error screen, the
 *   provider). Left to automatic splitting they scatter into small files whenever a lazy part is added.
 */

interface ModuleInfo {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type Lookup = (id: string) => ModuleInfo | null;

const src = path.resolve(import.meta.dirname, 'src');
const ENTRY = path.join(src, 'main.tsx');
/** Where the signed-in part starts: the router loads these two only for a signed-in address. */
const SHELL_ROOTS = [path.join(src, 'app/shell/AppLayout.tsx'), path.join(src, 'app/signed-in-screens.tsx')];
const authPage = (page: string) => path.join(src, `features/auth/pages/${page}.tsx`);
/** The first screens whose downloads have a budget (scripts/check-size.mjs). */
const BUDGETED_SCREENS = ['LoginPage', 'RegisterPage', 'ForgotPasswordPage'].map(authPage);
/** Screens a signed-out visitor opens first: the shell's chunks never hold what these load at once. */
const FIRST_SCREENS = [...BUDGETED_SCREENS, authPage('ResetPasswordPage')];

const FROM = /\b(import|export)\s*(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?|[\w$]+(\s*,\s*\{[^}]*\})?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*["'][^"']+["']/;

interface Clause {
  kind: string;
  type: boolean;
  names: string[][] | null;
  spec: string;
}
// The icon library's barrel alone has thousands of clauses: each module is parsed once per build.
const parsed = new Map<string, Clause[]>();
const barrels = new Map<string, boolean>();

/** What each `from` clause of a module names: its kind, its names (null: the whole module), its specifier. */
function clauses(info: ModuleInfo): Clause[] {
  let found = parsed.get(info.id);
  if (!found) {
    found = parse(info.code ?? '');
    parsed.set(info.id, found);
  }
  return found;
}

function parse(code: string): Clause[] {
  return [...code.matchAll(FROM)].map(([, kind, type, what, , , spec]) => {
    const list = /^\{([^}]*)\}$/.exec(what!.trim());
    const names = list ? list[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)).filter(([n]) => n && !n.startsWith('type ')) : null;
    return { kind: kind!, type: Boolean(type), names, spec: spec! };
  });
}

/** The id a specifier in `from` resolved to, or undefined when it cannot be told. */
function resolveSpec(from: ModuleInfo, spec: string): string | undefined {
  const ids = from.importedIds;
  if (spec.startsWith('.')) {
    const base = path.resolve(path.dirname(from.id), spec);
    return ids.find((id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`));
  }
  const matches = ids.filter((id) => id.includes(`/node_modules/${spec}/`) && !id.endsWith('.css'));
  return matches.length === 1 ? matches[0] : undefined;
}

/** A module that only passes on other modules' exports: importing a name from it loads one of them, not all. */
function isBarrel(info: ModuleInfo): boolean {
  let barrel = barrels.get(info.id);
  if (barrel === undefined) {
    barrel = onlyPassesOn(info.code);
    barrels.set(info.id, barrel);
  }
  return barrel;
}

function onlyPassesOn(code: string | null): boolean {
  if (!code || BARE_IMPORT.test(code)) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(FROM, '')
    .replace(/\bexport\s*\{[^}]*\};?/g, '')
    .replace(/\bexport\s*\*\s*from\s*["'][^"']+["'];?/g, '');
  return rest.replace(/[\s;]/g, '') === '';
}

/** The modules that `name`, imported from the barrel `barrel`, really comes from; null when it cannot be told. */
function originOf(lookup: Lookup, barrel: ModuleInfo, name: string, depth = 0): string[] | null {
  if (depth > 8) return null;
  const stars: string[] = [];
  for (const clause of clauses(barrel)) {
    if (clause.names === null) {
      const target = clause.kind === 'export' ? resolveSpec(barrel, clause.spec) : undefined;
      if (target) stars.push(target);
      continue;
    }
    const hit = clause.names.find(([original, alias]) => (alias ?? original) === name);
    if (!hit) continue;
    const target = resolveSpec(barrel, clause.spec);
    if (!target) return null;
    const info = lookup(target);
    return info && isBarrel(info) ? originOf(lookup, info, hit[0]!, depth + 1) : [target];
  }
  for (const star of stars) {
    const info = lookup(star);
    if (!info) continue;
    const found = isBarrel(info) ? originOf(lookup, info, name, depth + 1) : info.code && new RegExp(`\\b${name}\\b`).test(info.code) ? [star] : [];
    if (found === null || found.length) return found;
  }
  return stars.length ? null : [];
}

/** What `info` statically loads, following each name imported from a barrel to where it is defined. */
function staticEdges(lookup: Lookup, info: ModuleInfo): string[] {
  if (!info.code) return [...info.importedIds];
  const edges = new Set<string>();
  const explained = new Set<string>();
  for (const clause of clauses(info)) {
    const target = resolveSpec(info, clause.spec);
    if (!target) continue;
    explained.add(target);
    const barrel = lookup(target);
    if (clause.type) continue;
    if (!barrel || !isBarrel(barrel) || clause.names === null) {
      edges.add(target);
      continue;
    }
    for (const [name] of clause.names) {
      const origin = originOf(lookup, barrel, name!);
      if (origin === null) edges.add(target);
      else origin.forEach((id) => edges.add(id));
    }
  }
  // Anything not accounted for by a `from` clause (a bare import, CSS, a helper the compiler added) is loaded.
  for (const id of info.importedIds) if (!explained.has(id)) edges.add(id);
  return [...edges];
}

/** Every module reachable from `roots`, through dynamic imports too when `dynamic`, never entering `stop`. */
function reachable(lookup: Lookup, roots: string[], dynamic: boolean, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    const info = lookup(id);
    if (!info) continue;
    queue.push(...staticEdges(lookup, info), ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/** Each grouped module's chunk name, worked out once per build from the whole module graph. */
let groups: Map<string, string> | undefined;

function groupModules(slow: Lookup): Map<string, string> {
  // Each look-up copies the module's code out of the bundler: once per module is plenty.
  const infos = new Map<string, ModuleInfo | null>();
  const lookup: Lookup = (m) => {
    if (!infos.has(m)) infos.set(m, slow(m));
    return infos.get(m)!;
  };
  const shellRoots = new Set(SHELL_ROOTS);
  const signedOut = reachable(lookup, [ENTRY], true, shellRoots);
  const firstLoads = reachable(lookup, [ENTRY, ...FIRST_SCREENS], false, shellRoots);
  const entry = reachable(lookup, [ENTRY], false, shellRoots);
  const budgeted = BUDGETED_SCREENS.map((page) => reachable(lookup, [page], false, entry));

  const named = new Map<string, string>();
  // What the shell loads and no first screen does: its own chunk, unless a signed-out screen may load it later.
  for (const m of reachable(lookup, SHELL_ROOTS, false, firstLoads)) named.set(m, signedOut.has(m) ? 'signed-in-common' : 'signed-in-shell');
  for (const m of budgeted[0]!) if (budgeted.every((set) => set.has(m)) && !FIRST_SCREENS.includes(m)) named.set(m, 'first-screens');
  // The components the entry draws with (its error screen, the provider): always loaded together, so one file.
  for (const m of entry) if (/[\\/]node_modules[\\/]@mantine[\\/]/.test(m) && !named.has(m)) named.set(m, 'entry-components');
  return named;
}

/** The chunk a module goes in (see the top of this file), or null where automatic splitting decides. */
export function chunkGroup(id: string, lookup: Lookup): string | null {
  groups ??= groupModules(lookup);
  return groups.get(id) ?? null;
}
