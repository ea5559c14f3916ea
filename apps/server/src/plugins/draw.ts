import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { authApi, isUiLanguage, type SessionUser, type UiLanguage } from '@school-portal/contract';
import type { ScreenPage } from './spa.ts';

/*
 * A teacher's first screen drawn by the server (issue 51, decision 050). The web build's server bundle
 * (apps/web/src/app/draw-screen.tsx, built into the web build's `.server` folder) renders her screen with the
 * portal's own components, and the page carries it: on a phone's slow line her jobs show when the page arrives,
 * not when some 170 kB of code has followed it. The browser then draws the screen over it with the same answers.
 *
 * The token comes from the `authToken` cookie, which the web app keeps beside its local storage (lib/session.ts).
 * It is read here only: the API takes a token from the Authorization header alone, so a cookie sent along with
 * another site's link to the portal changes nothing there, and a page drawn with it is read by this browser only.
 * The screen's data is asked of the portal's own API (an in-process request with that token), so who may read
 * what is decided where it always is.
 */

interface Session {
  authToken: string;
  userId: string;
  role: SessionUser['role'];
  name: string;
  instituteCode: string | null;
}

/** What the web build's server bundle offers (its types live in the web app, which the server does not import). */
interface ScreenDrawing {
  drawsAt(pathname: string): boolean;
  intoPage(page: string, drawn: { html: string; answers: unknown }, language: UiLanguage): string;
  warmUp(): Promise<void>;
  drawScreen(request: {
    url: string;
    session: Session;
    language: UiLanguage;
    phone: boolean;
    ask: (url: string, headers: Record<string, string>) => Promise<Response>;
  }): Promise<{ html: string; answers: unknown } | undefined>;
}

/**
 * A route for each screen the web build's drawing draws: its drawn page when the request carries a teacher's token,
 * else its page as the other screens' (a build from before the drawing, or without it, draws nothing).
 */
export async function registerDrawnScreens(app: FastifyInstance, webDist: string, screens: ScreenPage[]) {
  const bundle = path.join(webDist, '.server/draw-screen.js');
  if (!existsSync(bundle)) return;
  const drawing = (await import(pathToFileURL(bundle).href)) as ScreenDrawing;
  drawing.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'loading the screens to draw failed'));

  /** A GET of the portal's own API with the teacher's token, as a fetch answer. */
  const ask = async (url: string, headers: Record<string, string>): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url, headers });
    const kept = new Headers();
    for (const name of ['content-type', 'x-total-count']) {
      const value = answer.headers[name];
      if (typeof value === 'string') kept.set(name, value);
    }
    return new Response(answer.body, { status: answer.statusCode, headers: kept });
  };

  const drawPage = async (request: FastifyRequest, page: string): Promise<string | undefined> => {
    const cookies = parseCookies(request.headers.cookie ?? '');
    const token = cookies.authToken;
    if (!token) return undefined;
    try {
      const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
      const me = await ask(authApi.me.path, headers);
      if (!me.ok) return undefined;
      const user = (await me.json()) as SessionUser;
      if (user.role !== 'jobseeker') return undefined;
      // The language her browser shows (kept as a cookie by the web app), else her account's.
      const language = isUiLanguage(cookies.language) ? cookies.language : user.language;
      const drawn = await drawing.drawScreen({
        url: request.url,
        session: { authToken: token, userId: user.userId, role: user.role, name: user.name, instituteCode: null },
        language,
        phone: isPhone(request),
        ask: (url, asked) => ask(url, { ...asked, authorization: `Bearer ${token}` }),
      });
      // Too many drawings waiting: this page goes undrawn rather than late.
      return drawn && drawing.intoPage(page, drawn, language);
    } catch (error) {
      // The page without its screen is what the portal sent before: the browser draws it, as always.
      request.log.warn({ err: error, url: request.url }, 'drawing the screen failed; the page goes without it');
      return undefined;
    }
  };

  // A drawn page is made per request, so not compressed ahead as the build's files are: compressed as it is sent.
  await app.register(fastifyCompress, { global: false });
  for (const screen of screens) {
    if (!screen.drawn || !drawing.drawsAt(screen.path)) continue;
    const drawnPage = path.join(webDist, screen.drawn);
    app.get(screen.path, { config: { access: 'public' } }, async (request, reply) => {
      // Read for each request, as the build's other pages are sent: what is on disk is what is deployed.
      const drawn = await drawPage(request, await readFile(drawnPage, 'utf8'));
      if (drawn === undefined) return reply.header('cache-control', 'no-cache').sendFile(screen.html);
      // One teacher's page: never kept by a cache on the way, nor sent for another cookie.
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie')
        .type('text/html')
        .compress(drawn);
    });
  }
}

/** A phone's browser says so (Chromium's `Sec-CH-UA-Mobile`, or "Mobi" in its user agent, as others do). */
const isPhone = (request: FastifyRequest) =>
  request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android/.test(request.headers['user-agent'] ?? '');
