import './app/first-screen-styles';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnNewDeployment } from './app/new-deployment';
import { Providers } from './app/providers';
import { AppRouter, openingScreenLoaded } from './app/router';
import { DRAWN_CODE_ID, DRAWN_WRAPPER } from './lib/drawn-page';
import { showLanguage, startingLanguage } from './lib/i18n';
import { loadDrawnCode } from './lib/lazy-component';

reloadOnNewDeployment(new URL(import.meta.url).pathname);

/** The screen the server drew into the page (decision 050), if it did: inert until the app has taken it over. */
const drawn = document.querySelector<HTMLElement>(DRAWN_WRAPPER);
const drawnCode = JSON.parse(document.getElementById(DRAWN_CODE_ID)?.textContent ?? '[]') as string[];

/**
 * Once the app has taken the drawn screen over, it answers taps and typing. A wrapper, not a sibling: a sibling would
 * change the ids React gives the elements (useId), and they would no longer be the ones the server drew.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => drawn?.removeAttribute('inert'), []);
  return children;
}

const app = (
  <StrictMode>
    <TakenOver>
      <Providers>
        <AppRouter />
      </Providers>
    </TakenOver>
  </StrictMode>
);

// Until the opening screen's code (and the chosen language's texts, downloaded alongside) is here, the splash of
// index.html, or the drawn screen, stays. A catalogue that fails to arrive leaves the screen in English.
const language = showLanguage(startingLanguage()).catch(() => undefined);
void Promise.all([openingScreenLoaded(window.location.pathname), language])
  // The drawn screen's lazy parts (a wide screen's filters) come before it is taken over (lib/lazy-component.tsx).
  .then(() => loadDrawnCode(drawnCode).catch(() => undefined))
  .then(() => {
    if (drawn?.firstChild) {
      // The app takes over the elements the server drew, from the same answers (lib/query-client.ts), rather than
      // drawing them again: on a phone's CPU a second drawing of the screen and its layout held taps for a quarter
      // second (Lighthouse's blocking time). Where the browser's render differs (a desktop narrowed to a phone's
      // width, her name changed elsewhere) React draws the screen afresh, as it did before, and says so here.
      // In a transition, as the first render below: React then takes it over a few milliseconds at a time.
      startTransition(() => {
        hydrateRoot(drawn, app, {
          onRecoverableError: (error) =>
            // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers, in the browser's console
            console.warn('The drawn screen was drawn again:', error),
        });
      });
      return;
    }
    const root = createRoot(document.getElementById('root')!);
    // A transition's render yields to the browser every few milliseconds; a plain first render runs as one
    // long task, and on a phone that blocks input for a quarter of a second while the portal starts.
    startTransition(() => root.render(app));
  });
