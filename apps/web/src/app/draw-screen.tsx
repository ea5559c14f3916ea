import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@school-portal/contract';
import { early } from '../lib/api-client';
import { DrawnForPhone } from '../lib/media-query';
import { showLanguage, t } from '../lib/i18n';
import { paths } from '../lib/paths';
import { ALL_ROUTES, type RouteDef } from '../lib/routes';
export { intoPage } from '../lib/drawn-page';
import { queryClient } from '../lib/query-client';
import { drawScreensFor, type Session } from '../lib/session';
import { Providers } from './providers';
import { PortalScreens, screenTitle } from './router';

/*
 * The server's drawing of a teacher's first screen (issue 51, decision 050): the same components the browser
 * runs, rendered in Node by the web build's server bundle (`vite build --ssr`), so her screen is in the page
 * itself and shows before its code has arrived. The browser then draws the screen again over it with the
 * answers the server used (`drawn-answers`), and from there on the portal is the one it always was. (Taking the
 * drawn elements over instead, React's hydration, was tried and undone: decision 050.)
 *
 * The portal's modules keep one session, one language and one query cache each, as a browser tab has; the
 * server draws one screen at a time with them, set for that screen and emptied after it.
 */

/**
 * The screens the server draws: the teacher's, where she starts on a phone (issue 51). Every other screen's page
 * is index.html with the portal's splash, as before.
 */
const DRAWN = [
  paths.jobseeker.dashboard,
  paths.jobseeker.searchJobs,
  paths.jobseeker.appliedJobs,
  paths.jobseeker.profile,
  paths.jobseeker.job,
].map((path) => ({ path }));

/**
 * The signed-out screens the server draws, for anyone with no session: where a teacher starts on a new phone, and
 * where every session ends (issue 51). The same for every visitor but for the language.
 */
const DRAWN_SIGNED_OUT = [paths.login, paths.superUserLogin, paths.register, paths.forgotPassword].map((path) => ({
  path,
}));

const matches = (screens: { path: string }[], pathname: string) => (matchRoutes(screens, pathname)?.length ?? 0) > 0;

/** Whether the server draws the screen at this address (a path, matched as the browser's router matches it). */
export const drawsAt = (pathname: string): boolean => matches(DRAWN, pathname) || matches(DRAWN_SIGNED_OUT, pathname);

/** Whether the screen at this address is drawn signed out (for no session), not for the teacher of a cookie. */
export const drawsSignedOutAt = (pathname: string): boolean => matches(DRAWN_SIGNED_OUT, pathname);

/** A GET of the portal's API, answered by the server itself with the teacher's token (apps/server plugins/draw.ts). */
export type AskApi = (url: string, headers: Record<string, string>) => Promise<Response>;

export interface DrawRequest {
  /** The address with its query string, as the browser asked for it. */
  url: string;
  /** Whom the screen is drawn for: null on a signed-out screen. */
  session: Session | null;
  language: UiLanguage;
  /** Whether the browser says it is a phone's (the menu a drawer, the filters a sheet). */
  phone: boolean;
  ask: AskApi;
}

export interface Drawn {
  /** The screen's markup, to go inside `#root`. */
  html: string;
  /** Its tab title as the screen sets it once its code runs: a `<title>` element, written (and escaped) by React. */
  title: string | undefined;
  /** The query cache's answers the markup was drawn from (TanStack Query's dehydrated state). */
  answers: unknown;
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Runs `work` after every drawing asked before it: one at a time (see above). */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  waiting += 1;
  const turn = queue.then(work).finally(() => (waiting -= 1));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Drawings that may wait for their turn. A drawing takes 50-250 ms, so a burst of teachers opening the portal at
 * once (the morning after a job alert) would make the last wait seconds for a page that is quicker undrawn: past
 * this many, the page goes as it always did and the browser draws the screen.
 */
export const MOST_WAITING = 4;

/** Draws the screen at `url` for the teacher, or answers undefined when too many drawings wait already. */
export const drawScreen = (request: DrawRequest): Promise<Drawn | undefined> =>
  waiting >= MOST_WAITING ? Promise.resolve(undefined) : inTurn(() => draw(request));

/**
 * Loads the drawn screens' code, the shell's and every language's texts, which the first teacher's drawing would
 * otherwise wait for (half a second on this server): the server starts it as it starts.
 */
export const warmUp = (): Promise<void> =>
  inTurn(async () => {
    await Promise.all([
      ...ALL_ROUTES.filter((r) => drawsAt(r.path)).map((r) => r.page()),
      import('./shell/AppLayout').then((shell) => shell.textsReady),
    ]);
    for (const language of UI_LANGUAGES) await showLanguage(language);
    await showLanguage(DEFAULT_LANGUAGE);
  });

const tree = (url: string, phone: boolean) => (
  <DrawnForPhone.Provider value={phone}>
    <Providers>
      <StaticRouter location={url}>
        <PortalScreens />
      </StaticRouter>
    </Providers>
  </DrawnForPhone.Provider>
);

/** React's mark of a Suspense boundary the server could not render (its code was still loading). */
const SUSPENDED = '<!--$!-->';

/** Renders and waits for every screen's and component's code it meets (React.lazy) to load. */
async function loadCode(url: string, phone: boolean): Promise<void> {
  const { prelude } = await prerender(tree(url, phone));
  await new Response(prelude).arrayBuffer();
}

/** The `<title>` of the screen at `url`, in the language being drawn (none for an address of no screen: the page's stays). */
function titleAt(url: string): string | undefined {
  const route = matchRoutes(ALL_ROUTES as RouteDef[], new URL(url, 'http://portal').pathname)?.[0]?.route;
  return route && renderToStaticMarkup(<title>{screenTitle(route, t)}</title>);
}

async function draw({ url, session, language, phone, ask }: DrawRequest): Promise<Drawn> {
  queryClient.clear();
  drawScreensFor(session);
  early.take = (address, init) => ask(address, init.headers);
  try {
    await showLanguage(language);
    // A render makes the screen's queries; their answers are asked and the screen rendered again with them, until
    // nothing waits (a query that starts once another has answered: the dashboard's lists wait for her profile).
    // Code not yet loaded (React.lazy) renders as its fallback, marked by React as a boundary for the browser to
    // draw (`<!--$!-->`): it is loaded, and the screen rendered again.
    for (let pass = 0; pass < 5; pass++) {
      const html = renderToString(tree(url, phone));
      if (html.includes(SUSPENDED)) {
        await loadCode(url, phone);
        continue;
      }
      // A query the API refused or failed stays as the browser would show it (its error), not asked again.
      const waiting = queryClient
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.data === undefined && q.state.status !== 'error' });
      if (waiting.length === 0) return { html, title: titleAt(url), answers: dehydrate(queryClient) };
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    }
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's log; the teacher gets her page undrawn
    throw new Error(`the screen at ${url} kept waiting`);
  } finally {
    queryClient.clear();
    drawScreensFor(null);
    early.take = undefined;
  }
}
