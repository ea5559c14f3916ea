import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { authApi, isUiLanguage, type SessionUser, type UiLanguage } from '@school-portal/contract';
import { requestLanguage } from '../http/language.ts';
import type { ScreenPage } from './spa.ts';

/*
 * A teacher's first screen drawn by the server (issue 51, decision 050). The web build's server bundle
 * (apps/web/src/app/draw-screen.tsx, built into the web build's `.server` folder) renders her screen with the
 * portal's own components, and the page carries it: on a phone's slow line her jobs show when the page arrives,
 * not when some 170 kB of code has followed it. The browser then draws the screen over it with the same answers.
 * The sign-in and registration screens are drawn the same way for a browser with no session.
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

/** A GET of the portal's API, answered in-process. */
type AskApi = (url: string, headers: Record<string, string>) => Promise<Response>;

/** Whom a screen is drawn for (null: a signed-out screen), in which language, asking the API as whom. */
interface Viewer {
  session: Session | null;
  language: UiLanguage;
  ask: AskApi;
}

type Cookies = Record<string, string | undefined>;

/** A drawn screen: its markup, its `<title>`, and the answers it was drawn from. */
interface Drawn {
  html: string;
  title?: string;
  answers: unknown;
}

/** What the web build's server bundle offers (its types live in the web app, which the server does not import). */
interface ScreenDrawing {
  drawsAt(pathname: string): boolean;
  drawsSignedOutAt(pathname: string): boolean;
  intoPage(page: string, drawn: Drawn, language: UiLanguage): string;
  warmUp(): Promise<void>;
  drawScreen(request: Viewer & { url: string; phone: boolean }): Promise<Drawn | undefined>;
}

/**
 * A route for each screen the web build's drawing draws: its drawn page when the request carries a teacher's token
 * (her screens) or no session at all (the signed-out screens), else its page as the other screens' (a build from
 * before the drawing, or without it, draws nothing).
 */
export async function registerDrawnScreens(app: FastifyInstance, webDist: string, screens: ScreenPage[]) {
  const bundle = path.join(webDist, '.server/draw-screen.js');
  if (!existsSync(bundle)) return;
  const drawing = (await import(pathToFileURL(bundle).href)) as ScreenDrawing;
  drawing.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'loading the screens to draw failed'));

  /** A GET of the portal's own API with the headers given (a teacher's token, or none), as a fetch answer. */
  const ask: AskApi = async (url, headers) => {
    const answer = await app.inject({ method: 'GET', url, headers });
    const kept = new Headers();
    for (const name of ['content-type', 'x-total-count']) {
      const value = answer.headers[name];
      if (typeof value === 'string') kept.set(name, value);
    }
    return new Response(answer.body, { status: answer.statusCode, headers: kept });
  };

  /**
   * A signed-out screen (sign-in, registration) is drawn for a browser with no session, in the language it shows:
   * the one chosen on the portal (its cookie), else the first of the browser's own the portal speaks, as the app
   * chooses. A browser with a session is not drawn it: the app sends it on to its dashboard.
   */
  const signedOutViewer = (request: FastifyRequest, cookies: Cookies): Viewer | undefined =>
    cookies.authToken
      ? undefined
      : { session: null, language: isUiLanguage(cookies.language) ? cookies.language : requestLanguage(request), ask };

  /** A teacher's screen is drawn for the job seeker whose token the cookie holds, in her browser's language else her account's. */
  const teacherViewer = async (cookies: Cookies): Promise<Viewer | undefined> => {
    const token = cookies.authToken;
    if (!token) return undefined;
    const bearer = { authorization: `Bearer ${token}` };
    const me = await ask(authApi.me.path, { accept: 'application/json', ...bearer });
    if (!me.ok) return undefined;
    const user = (await me.json()) as SessionUser;
    if (user.role !== 'jobseeker') return undefined;
    return {
      session: { authToken: token, userId: user.userId, role: user.role, name: user.name, instituteCode: null },
      language: isUiLanguage(cookies.language) ? cookies.language : user.language,
      ask: (url, asked) => ask(url, { ...asked, ...bearer }),
    };
  };

  const drawPage = async (request: FastifyRequest, page: string, signedOut: boolean): Promise<string | undefined> => {
    try {
      const cookies = parseCookies(request.headers.cookie ?? '');
      const viewer = signedOut ? signedOutViewer(request, cookies) : await teacherViewer(cookies);
      if (!viewer) return undefined;
      const drawn = await drawing.drawScreen({ url: request.url, phone: isPhone(request), ...viewer });
      // Too many drawings waiting: this page goes undrawn rather than late.
      return drawn && drawing.intoPage(page, drawn, viewer.language);
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
      const drawn = await drawPage(request, await readFile(drawnPage, 'utf8'), drawing.drawsSignedOutAt(screen.path));
      if (drawn === undefined) return reply.header('cache-control', 'no-cache').sendFile(screen.html);
      // One teacher's page, or a sign-in page in one browser's language: never kept by a cache on the way, nor sent
      // for another cookie or language.
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie, accept-language')
        .type('text/html')
        .compress(drawn);
    });
  }
}

/** A phone's browser says so (Chromium's `Sec-CH-UA-Mobile`, or "Mobi" in its user agent, as others do). */
const isPhone = (request: FastifyRequest) =>
  request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android/.test(request.headers['user-agent'] ?? '');
