import type { UiLanguage } from '@school-portal/contract';

/*
 * The shape of a page the server draws a teacher's screen into (decision 050), in one place for the three that
 * meet in it: the build writes the page with its marks (vite/route-preloads.ts), the server's drawing fills them
 * (app/draw-screen.tsx's `intoPage`), and the app reads the answers before its first render (lib/query-client.ts).
 */

/** Where the drawn screen goes: inside the root, in an inert wrapper the app's first render replaces. */
export const DRAWN_SCREEN = '<!--drawn-screen-->';
/** Where the answers it was drawn from go, after the root. */
export const DRAWN_ANSWERS = '<!--drawn-answers-->';
/** The id of the script element of JSON that holds those answers. */
export const DRAWN_ANSWERS_ID = 'drawn-answers';

/** A value as the text of a `<script type="application/json">`: `<` escaped, so the data cannot end its element. */
export const jsonScriptText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The drawn page: the screen's markup in its root, the page's language and title, and the answers. Replaced by functions: a
 * string replacement would read `$&` in a job's text as its own.
 */
export function intoPage(
  page: string,
  drawn: { html: string; title?: string; answers: unknown },
  language: UiLanguage,
): string {
  if (!page.includes(DRAWN_SCREEN) || !page.includes(DRAWN_ANSWERS))
    throw new Error('the page has no place for a screen');
  const answers = `<script type="application/json" id="${DRAWN_ANSWERS_ID}">${jsonScriptText(drawn.answers)}</script>`;
  return page
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace('<title>School Portal</title>', (title) => drawn.title ?? title)
    .replace(DRAWN_SCREEN, () => drawn.html)
    .replace(DRAWN_ANSWERS, () => answers);
}
