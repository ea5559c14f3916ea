import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './vite/route-preloads.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

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

/** An import of `source` made by a file `importer` matches is resolved to our own file in vite/ instead. */
function ownModule(name: string, source: string, importer: RegExp, file: string): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId: (wanted, by) =>
      wanted === source && by && importer.test(by) ? path.resolve(import.meta.dirname, 'vite', file) : undefined,
  };
}

/**
 * Mantine's ScrollArea (inside every dialog and the Filters sheet) takes one small hook, `useMergeRefs`, from
 * floating-ui, whose code is one module: the chunk that holds it holds all the positioning code the tooltips and
 * menus use, and Browse Jobs, a job's page and Applied Jobs downloaded those 15 kB (compressed) before their
 * first frame for it. The ScrollArea's import is resolved to the same hook made with Mantine's own.
 */
const scrollAreaMergeRefs = () =>
  ownModule(
    'scroll-area-merge-refs',
    '@floating-ui/react',
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
    'merge-refs.ts',
  );

/** Mantine's own hooks take `useId` from vite/use-id.ts: why is said there. */
const mantineUseId = () =>
  ownModule('mantine-use-id', './use-id/use-id.mjs', /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/, 'use-id.ts');

/*
 * React Router's package exports name only its development build (it checks and warns at run time), even
 * for a production build: a build takes the production files it ships beside them.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

/**
 * Installable (issue 51, decision 030): a manifest, and a Workbox service worker that keeps the build's files
 * and the last answer of each list. Pages themselves always come from the network while there is one, so a
 * new deployment is what the next visit opens; only offline does the kept index.html answer. The new worker
 * takes over at once and drops the old build's files; a tab still running the old build then finds its page
 * files gone and reloads once (app/new-deployment.ts).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // app/service-worker.ts registers it after the first screen's load: no script of the plugin's on it.
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'School Portal',
    short_name: 'School Portal',
    description: 'Teacher hiring, school bus ads, suppliers, students and fees for Indian schools.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Every screen's code and styles (each build names them by content, so an update downloads what changed).
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // screens/: index.html with each screen's preload links, a page the network serves (vite/route-preloads.ts).
    globIgnores: ['**/og-image.png', 'screens/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    navigationPreload: true,
    runtimeCaching: [
      {
        // A page: the network's, so never an old build; offline, the kept index.html (the app's shell).
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        // A list or a record: the network's answer, kept; offline, the last one kept (lib/session.ts empties
        // this cache at sign-out, so the next user of the phone never sees it).
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-answers',
          expiration: { maxEntries: 200 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * The server's bundle of the web app (`vite build --ssr`): app/draw-screen.tsx, which the server imports to draw a
 * teacher's first screen (decision 050). Its libraries stay in node_modules; the styles are the browser build's.
 */
const drawScreenBuild = {
  plugins: [react(), scrollAreaMergeRefs()],
  // Inside the build's folder, which the server serves; a folder named with a dot is never served, nor precached.
  build: { outDir: 'dist/.server', emptyOutDir: true, copyPublicDir: false },
};

/**
 * The chunks every first screen carries or may carry before sign-in (the entry, the route table, the signed-out
 * screens' pages), held to their budgets by scripts/check-size.mjs: their dynamic imports list no files.
 */
const FIRST_SCREEN_CHUNK = /^assets\/(index|routes|LoginPage|RegisterPage|ForgotPasswordPage|ResetPasswordPage)-/;

/** The portal as the browser gets it. */
const portalBuild = (command: string): UserConfig => ({
  plugins: [
    react(),
    scrollAreaMergeRefs(),
    mantineUseId(),
    pwa,
    routePreloads(import.meta.dirname),
    precompress(path.resolve(import.meta.dirname, 'dist')),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': api, '/docs': api, '/instituteAdmin': api },
  },
  // Maps are written for debugging on the server but not referenced from the files, and never served.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // A page's chunk lists no preload links: the browser finds its imports itself, and the lists of every
    // page's files, kept in the entry, weighed ~6 kB gzipped on every first screen; so do the sign-in screens' parts.
    // Code loaded from the signed-in shell or a screen (the phone's menu, the filters, the profile's form) lists its
    // files, which the browser then asks for at once rather than a round trip per level of imports: the menu of a
    // phone on slow 4G opened in 1.8 s, three round trips of 0.56 s (issue 51).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || !FIRST_SCREEN_CHUNK.test(hostId) ? deps : [],
    },
    // Read by scripts/check-size.mjs, which holds each public screen to its JavaScript budget.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Rolldown's own chunking makes a chunk per page and one per set of pages sharing code. Two groups
        // gather what would otherwise be dozens of small files on every first screen, each its own request and
        // its own compression: React with the router, and Mantine's core with the components the sign-in
        // screens draw (nearly every screen draws them too). scripts/check-size.mjs holds the result.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The screens' addresses (lib/paths.ts, which every page imports) with the registry that names them, both its
            // files (lib/public-routes.ts is a file of its own only for its texts' catalogue part): apart, each
            // compressed alone weighed 0.8 kB more on every first screen. when-idle.ts (the service worker's
            // registration and a screen's later code wait on it) alone added 0.2 kB to each, and cookies.ts (the copies the
            // server draws a teacher's screen with, decision 050) 0.1 kB.
            {
              name: 'routes',
              test: /src[\\/]lib[\\/](routes|public-routes|paths|import-once|lazy-part|when-idle|cookies)\.ts$/,
            },
            {
              name: 'mantine-base',
              test: /@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Button|Text|Stack|Group|Input|InputBase|Loader|UnstyledButton|Transition|Alert|CloseButton|Anchor|Center|Title|Paper|TextInput|ThemeIcon))[\\/]/,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? drawScreenBuild : portalBuild(command)));
