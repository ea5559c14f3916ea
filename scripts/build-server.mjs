#!/usr/bin/env node
// Bundles the server into apps/server/dist (main.mjs, admin-password.mjs and their shared chunks), so a
// start neither compiles TypeScript nor resolves a thousand files in node_modules: about a second less.
// Packages that load files beside themselves at run time stay in node_modules (see KEEP_EXTERNAL).
//   node scripts/build-server.mjs [--outdir=DIR]   DIR must sit one level below apps/server (see src/paths.ts)
import { rmSync } from 'node:fs';
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
];

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts'), path.join(root, 'apps/server/src/cli/admin-password.ts')],
  outdir,
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
  logLevel: 'warning',
});
