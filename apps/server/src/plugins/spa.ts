import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import FindMyWay from 'find-my-way';
import { requestLanguage, translate } from '../http/language.ts';
import { isApiPath } from './access.ts';
import { registerDrawnScreens } from './draw.ts';

/**
 * Serves the built web app; any other GET that is not an API call gets index.html,
 * so the browser's router decides (unknown paths go to /login there).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  const screens = screenPagesOf(webDist);
  const pageOf = screenPages(screens);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per built file: a folder path (/assets/) is not a file, so it falls through to the app below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the browser gets the smallest it accepts.
      preCompressed: true,
      // Source maps stay on the server for debugging; they are not published.
      globIgnore: ['**/*.map'],
      // Hashed build files never change; index.html must always be fresh.
      setHeaders: (reply, filePath) => {
        // The file chosen depends on Accept-Encoding; caches must keep the variants apart.
        reply.header('vary', 'accept-encoding');
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The teacher's screens the server draws are routes of their own (plugins/draw.ts); the rest fall to the handler below.
  if (hasBuild) await registerDrawnScreens(app, webDist, screens);
  // Browsers ask for /favicon.ico on pages that name no icon (a PDF, a JSON error): the portal's icon, not a 404.
  app.get('/favicon.ico', { config: { access: 'public' } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing file (an old asset name) is a 404, not the app: the browser would fail on HTML in its place.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !looksLikeFile && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile(pageOf(url));
    }
    const language = requestLanguage(request);
    return reply.code(404).send({
      message: translate(language, /*i18n*/ 'No such endpoint: {method} {url}', { method: request.method, url }),
    });
  });
}

/** A screen's address and page, and for a signed-in screen the page the server may draw it into (plugins/draw.ts). */
export interface ScreenPage {
  path: string;
  html: string;
  drawn?: string;
}

/** The screens' pages as the web build lists them (apps/web/vite/route-preloads.ts); none without a build. */
function screenPagesOf(webDist: string): ScreenPage[] {
  const file = path.join(webDist, '.vite/route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenPage[]) : [];
}

/**
 * The page to send for an address: the screen's own copy of index.html, which names the files of its code as
 * preload links (written by the web build, apps/web/vite/route-preloads.ts), or index.html itself. Matched as
 * the browser's router matches: any case, a trailing slash or not, a fixed address before one with an id.
 */
function screenPages(screens: ScreenPage[]): (url: string) => string {
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  // Two screens on one address (none today) would open the first, as in the browser's router; never a failed start.
  for (const screen of screens) {
    if (!router.hasRoute('GET', screen.path)) router.on('GET', screen.path, () => undefined, { html: screen.html });
  }
  return (url) => (router.find('GET', url)?.store as { html?: string } | undefined)?.html ?? 'index.html';
}
