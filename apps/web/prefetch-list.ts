import type { Plugin } from 'vite';
import { SIGNED_IN_CODE_LIST } from './src/lib/prefetch-files.ts';

/*
 * The files most signed-in screens share, listed in signed-in-code.json beside index.html so that the
 * shell can download them while the user reads the first screen (src/lib/prefetch.ts). Without them, a
 * phone's first move to a list waited for a chain of small files, each found only when the one before it
 * had arrived: 1.6 s to open the pending registrations on slow 4G, 0.4 s with these files at hand.
 * A file of its own rather than a part of index.html, so the signed-out screens' first download stays as
 * small as it was.
 */

interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** What every signed-in user's first screen loads besides the entry and the shell (each role's dashboard differs). */
const OPENING = /shell[\\/]Sidebar\.tsx$/;

/** A chunk and everything it imports statically. */
function closure(bundle: Bundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    queue.push(...chunk.imports);
  }
  return seen;
}

/** What two or more signed-in screens load that every signed-in user's opening (entry, shell, menu) has not. */
export function signedInCode(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const screens = chunks.find((c) => c.name === 'signed-in-screens');
  const shell = chunks.find((c) => c.name === 'signed-in-shell');
  if (!screens || !shell) return [];
  const opening = closure(bundle, [
    ...chunks.filter((c) => c.isEntry || (c.facadeModuleId && OPENING.test(c.facadeModuleId))).map((c) => c.fileName),
    shell.fileName,
  ]);
  const uses = new Map<string, number>();
  for (const page of screens.dynamicImports) for (const file of closure(bundle, [page])) if (file !== page) uses.set(file, (uses.get(file) ?? 0) + 1);
  const shared = [...uses].filter(([file, count]) => count >= 2 && !opening.has(file)).map(([file]) => file);
  const css = shared.flatMap((file) => [...((bundle[file] as Chunk).viteMetadata?.importedCss ?? [])]);
  return [screens.fileName, ...shared, ...css];
}

export function prefetchList(): Plugin {
  return {
    name: 'signed-in-prefetch-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = signedInCode(bundle as unknown as Bundle).map((f) => `/${f}`);
      // Not hashed, so the server has browsers check it on each use (spa.ts).
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_CODE_LIST.slice(1), source: JSON.stringify(files) });
    },
  };
}
