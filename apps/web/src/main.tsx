import './app/first-screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnNewDeployment } from './app/new-deployment';
import { Providers } from './app/providers';
import { AppRouter, openingScreenLoaded } from './app/router';
import { showLanguage, startingLanguage } from './lib/i18n';

reloadOnNewDeployment(new URL(import.meta.url).pathname);

const root = createRoot(document.getElementById('root')!);
// A transition's render yields to the browser every few milliseconds; a plain first render runs as one
// long task, and on a phone that blocks input for a quarter of a second while the portal starts.
// Until the opening screen's code (and the chosen language's texts, downloaded alongside) is here, the
// splash of index.html stays. A catalogue that fails to arrive leaves the screen in English.
const language = showLanguage(startingLanguage()).catch(() => undefined);
void Promise.all([openingScreenLoaded(window.location.pathname), language]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
  }),
);
