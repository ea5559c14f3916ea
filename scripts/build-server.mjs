#!/usr/bin/env node
// Bundles the server into apps/server/dist (main.mjs, admin-password.mjs and their shared chunks), so a
// start neither compiles TypeScript nor resolves a thousand files in node_modules: about a second less.
// Packages that load files beside themselves at run time stay in node_modules (see KEEP_EXTERNAL); the build fails
// when a bundled package looks for a file beside its own module (see checkBundledFiles).
//   node scripts/build-server.mjs [--outdir=DIR]   DIR must sit one level below apps/server (see src/paths.ts)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.argv.find((a) => a.startsWith('--outdir='))?.slice(9) ?? 'apps/server/dist');

const KEEP_EXTERNAL = [
  '@electric-sql/pglite', // its WebAssembly and data files
  '@node-rs/argon2', // a native addon
  'pg', // loads pg-native optionally
  'pg-native',
  'pino', // worker-thread transports resolve their files by path
  'pino-pretty',
  'thread-stream',
  'nodemailer', // only with SMTP_URL
  'sharp', // a native addon with its libvips beside it
  'harfbuzzjs', // its WebAssembly (harfbuzz.wasm), found by new URL(..., import.meta.url)
  'unpdf', // PDF.js's build finds its font data and character maps beside itself (import.meta.url)
];

/**
 * Bundled packages whose mention of their own place is harmless, each with the reason. Any other package that
 * names `import.meta.url`, `__dirname` or `__filename` reads a file beside its module, which in the bundle is
 * apps/server/dist: it must go in KEEP_EXTERNAL. HarfBuzz did, and every Hindi and Tamil PDF answered 500 from
 * the built server while the tests, which ran the sources, passed (issue 44).
 */
const HARMLESS = {
  // Reads its own package.json for the OpenAPI document's default title and version, in a try; the portal sets both.
  '@fastify/swagger': 'lib/util/read-package-json.js',
};

/** Fails naming each bundled module that finds files beside itself, unless HARMLESS says why it may. */
function checkBundledFiles(metafile) {
  const found = [];
  for (const input of Object.keys(metafile.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(input);
    if (!pkg || HARMLESS[pkg[1]] === pkg[2]) continue;
    const source = readFileSync(path.resolve(root, input), 'utf8');
    const names = ['import.meta.url', '__dirname', '__filename'].filter((name) => source.includes(name));
    if (names.length) found.push(`  ${input} (${names.join(', ')})`);
  }
  if (found.length) {
    console.error(
      `These bundled modules look for files beside themselves, which would be apps/server/dist:\n${found.join('\n')}\n` +
        'Keep their packages out of the bundle (KEEP_EXTERNAL in scripts/build-server.mjs), or list the module in HARMLESS with the reason.',
    );
    rmSync(outdir, { recursive: true, force: true });
    process.exit(1);
  }
}

rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts'), path.join(root, 'apps/server/src/cli/admin-password.ts')],
  outdir,
  absWorkingDir: root, // the metafile's paths are relative to it
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  // Beside the entries: src/paths.ts and src/version.ts find files relative to the module, one level below apps/server.
  chunkNames: '[name]-[hash]',
  bundle: true,
  // The app is imported while the database boots (main.ts): its own chunk.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: KEEP_EXTERNAL.flatMap((name) => [name, `${name}/*`]),
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
checkBundledFiles(metafile);
