import { createHash } from 'node:crypto';
import { jsonScriptText } from '../src/lib/drawn-page.ts';

/*
 * A signed-in screen's first calls, started by its page (screens/*.html, vite/route-preloads.ts) while the
 * portal's code is still on its way (decision 030, issue 51). The user's token is in the browser's storage
 * (lib/session.ts), so the server cannot answer them in the page; a script of the page asks instead, as the
 * page is read: on slow 4G the answers arrive with the code, not a round trip after it has run.
 *
 * The page carries the screen's calls as data (a JSON script element, which never runs) and one script, the
 * same on every page, so the Content Security Policy allows it by one hash (plugins/security.ts reads it from
 * .vite/inline-scripts.json) and no other inline script runs. The answers wait on `window.earlyCalls` until the
 * screen's queries take them (lib/early-answers.ts): each once, for the token and language it was asked with,
 * only while the address the page opened on is the browser's.
 */

/** A screen's calls as its page carries them: addresses with `~name~` for the user's id and the address's params. */
export interface EarlyCalls {
  /** The screen's address as the route table writes it (`/jobs/:id`): where its params are. */
  path: string;
  /** Who may open the screen (its own calls are asked only for them); none: anyone signed in. */
  roles?: readonly string[];
  /** The shell's calls: asked for anyone signed in. */
  shell: string[];
  /** The screen's own calls. */
  screen: string[];
  /** The languages the portal speaks, the default first: the calls ask in the one the portal will show. */
  languages: readonly string[];
}

/**
 * The page's script, plain JavaScript as the browser reads it. The language is chosen as lib/i18n.ts's
 * startingLanguage chooses it (stored, else the browser's first the portal speaks, else the default); an
 * answer asked in another language than the portal then shows, or with another token, is not taken.
 * Nothing is asked without a token, or for an address with a query string (filters, a page number).
 */
export const EARLY_CALLS_SCRIPT = `(() => {
  try {
    const s = localStorage, scheme = s.getItem('colorScheme');
    // A screen the server drew shows before Mantine's code has set the theme (decision 050): set as it will.
    const dark = scheme === 'dark' || (scheme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    // A drawn page holds its code back until its styles are in and the screen has been painted with them (the
    // server's plugins/draw.ts puts it in a template): on a slow line the drawn screen then shows when its styles
    // arrive, not when they and the code have shared it, and the code's first task does not hold the paint back.
    // A tab opened behind others paints nothing (and runs no animation frame) until it is looked at: it takes the
    // code at once.
    document.addEventListener('DOMContentLoaded', () => {
      const code = document.getElementById('portal-code');
      if (!code) return;
      // A few milliseconds' worth at a time: starting some seventy downloads took one 50 ms task (four times that
      // on a phone's CPU), which held every tap on the drawn screen, and four tags a task still took 7-13 ms (one
      // tag costs 2-3). The next batch follows as a message, which a browser does not hold back as it holds back
      // nested timers (4 ms each).
      const tags = [...document.importNode(code.content, true).children];
      const next = new MessageChannel();
      const append = () => {
        const until = performance.now() + 3;
        do document.head.append(tags.shift());
        while (tags.length && performance.now() < until);
        if (tags.length) next.port2.postMessage(0);
      };
      next.port1.onmessage = append;
      const release = () =>
        document.visibilityState === 'hidden' ? append() : requestAnimationFrame(() => setTimeout(append));
      const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((l) => !l.sheet);
      // The first date or number a page formats loads the browser's locale data: a 30-60 ms task on a desktop's
      // CPU (1 Dec 2026), which fell in the task that draws the screen over the drawn one. It is loaded now, before
      // the code: on a slow line while the styles are on their way, when the page has nothing else to do.
      setTimeout(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(0) + new Intl.NumberFormat('en-IN').format(0));
      let waiting = sheets.length;
      if (!waiting) release();
      for (const sheet of sheets) {
        const arrived = () => --waiting || release();
        sheet.addEventListener('load', arrived, { once: true });
        sheet.addEventListener('error', arrived, { once: true });
      }
    });
    const d = JSON.parse(document.getElementById('early-calls').textContent);
    const token = s.getItem('authToken'), userId = s.getItem('userId');
    if (!token || !userId || location.search) return;
    const values = { userId };
    const at = location.pathname.split('/').filter(Boolean);
    d.path.split('/').filter(Boolean).forEach((part, i) => {
      if (part[0] === ':') values[part.slice(1)] = decodeURIComponent(at[i] || '');
    });
    const spoken = (tag) => d.languages.find((l) => l === tag.trim().toLowerCase().split(/[-_]/)[0]);
    const stored = s.getItem('language');
    const language = d.languages.includes(stored) ? stored : navigator.languages.map(spoken).find(Boolean) || d.languages[0];
    const calls = !d.roles || d.roles.includes(s.getItem('role')) ? d.shell.concat(d.screen) : d.shell;
    const headers = { accept: 'application/json', 'accept-language': language, authorization: 'Bearer ' + token };
    const answers = {};
    for (const call of calls) {
      const url = call.replace(/~(\\w+)~/g, (_, name) => encodeURIComponent(values[name]));
      answers[url] = fetch(url, { headers });
      answers[url].catch(() => undefined);
    }
    window.earlyCalls = { token, language, opened: location.pathname, answers };
  } catch {
    // A page that cannot ask early leaves the asking to the portal, as before.
  }
})();`;

/** The script's hash as a Content Security Policy names it. */
export const earlyCallsHash = () => `sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}`;

/** What a screen's page carries before its code: its calls as data, then the script that asks them. */
export const earlyCallsHtml = (calls: EarlyCalls) =>
  `<script type="application/json" id="early-calls">${jsonScriptText(calls)}</script>\n` +
  `<script>${EARLY_CALLS_SCRIPT}</script>\n`;

/** The `~name~` stand-ins the declarations are called with: encodeURIComponent leaves them as they are. */
export const standIns = (routePath: string) => ({
  userId: '~userId~',
  params: Object.fromEntries(
    routePath
      .split('/')
      .filter((part) => part.startsWith(':'))
      .map((part) => [part.slice(1), `~${part.slice(1)}~`]),
  ),
});
