// What the build reads to write each signed-in screen's first calls into its page (vite/route-preloads.ts), loaded
// through Vite's module runner as the web app's own code is (its imports have no extensions).
export { ALL_ROUTES } from '../src/lib/routes';
export { screenFirstCalls, shellFirstCalls } from '../src/app/first-calls';
export { pathOf } from '../src/lib/api-client';
export { DEFAULT_LANGUAGE, UI_LANGUAGES } from '@school-portal/contract';
