import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroup } from './chunk-groups.ts';
import { prefetchList } from './prefetch-list.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** The chunks that start the signed-in part, and the pages and menus they import (see modulePreload below). */
const SIGNED_IN_CHUNK = /\/(signed-in-shell|signed-in-screens|SuperAdminDashboardPage|OfficeDashboards|JobseekerDashboardPage)-[\w-]+\.js$/;

/** Writes .br and .gz beside every text file of the build; the server sends the one the browser accepts. */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/*
 * React Router's package exports name only its development build (it checks and warns at run time), even
 * for a production build: a build takes the production files it ships beside them.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react(), prefetchList(), precompress(path.resolve(import.meta.dirname, 'dist'))],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': api, '/docs': api, '/instituteAdmin': api },
  },
  // Maps are written for debugging on the server but not referenced from the files, and never served.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // A dynamic import normally adds a preload link per file it needs, so that all download at once. For the
    // signed-in part the browser finds a chunk's imports itself: each link cost this machine about 1.5 ms of
    // main thread (20-odd files for a dashboard, four times that on a phone), more than the round trip it
    // saves, and the router already fetches the shell and the page together. The signed-out screens, a
    // phone's first download on an empty cache, keep their links.
    modulePreload: { resolveDependencies: (file, deps, { hostId }) => (SIGNED_IN_CHUNK.test(file) || SIGNED_IN_CHUNK.test(hostId) ? [] : deps) },
    // Read by scripts/check-size.mjs, which holds each public screen to its JavaScript budget.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The contract's plain constants (messages, role names, the browser's copy of the sign-in endpoints) get a chunk
            // of their own, so a screen that needs only them does not also load the schema library that the rest
            // of the contract uses.
            {
              name: 'contract-constants',
              test: /packages[\\/]contract[\\/]src[\\/](browser[\\/]auth|roles|http[\\/]endpoint|(auth|accounts|policies|notifications|status)[\\/]messages|policies[\\/]documents)\.ts$/,
              priority: 2,
            },
            // Which page each signed-in route loads: a chunk with no static imports of its own, so a signed-in
            // visitor's page starts downloading as soon as it arrives, not after the whole shell has.
            { name: 'signed-in-screens', test: /src[\\/]app[\\/]signed-in-screens\.tsx$/, priority: 3, includeDependenciesRecursively: false },
            // React and the router load on every screen: one chunk, compressed as one, however the pages split.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The signed-in shell, what it shares with later signed-out code, and what every first screen loads.
            // A dependency a signed-out screen uses must stay out of the shell's chunks, or that screen would load them.
            { name: (id, ctx) => chunkGroup(id, (m) => ctx.getModuleInfo(m)), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
