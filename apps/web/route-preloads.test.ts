import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { screenFirstCalls } from './src/app/first-calls';
import { paths } from './src/lib/paths';
import { ALL_ROUTES } from './src/lib/routes';
import { earlyCallsHash, earlyCallsHtml, type EarlyCalls } from './vite/early-calls';
import { earlyCallsOf, screensOf } from './vite/route-preloads';

describe("the build's reading of the route table (vite/route-preloads.ts)", () => {
  it('finds every screen with its address and page, and knows which open in the signed-in shell', () => {
    const screens = screensOf(import.meta.dirname);
    expect(screens.map((s) => s.path).sort()).toEqual(ALL_ROUTES.map((r) => r.path).sort());
    for (const route of ALL_ROUTES) {
      const screen = screens.find((s) => s.path === route.path)!;
      expect(screen.signedIn, route.path).toBe(route.access !== 'signedOut' && route.access !== 'anyone');
      expect(screen.page, route.path).toMatch(/[\\/]src[\\/](features|app)[\\/].+[\\/][A-Z]\w+$/);
    }
  });
});

describe("a signed-in screen's page asks its first calls (vite/early-calls.ts, app/first-calls.ts)", () => {
  /** The page's script run as a browser runs it, with this storage and address; the calls it starts. */
  function runPage(calls: EarlyCalls, at: string, stored: Record<string, string>, languages = ['en-IN']) {
    const html = earlyCallsHtml(calls);
    const data = /<script type="application\/json" id="early-calls">(.*?)<\/script>/s.exec(html)![1]!;
    const script = /<script>(.*?)<\/script>/s.exec(html)![1]!;
    const url = new URL(at, 'https://portal.test');
    const fetched: { url: string; headers: Record<string, string> }[] = [];
    const window: Record<string, unknown> = {
      document: {
        getElementById: (id: string) => (id === 'early-calls' ? { textContent: data } : null),
        documentElement: { setAttribute: () => undefined },
        addEventListener: () => undefined,
      },
      matchMedia: () => ({ matches: false }),
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      location: { pathname: url.pathname, search: url.search },
      navigator: { languages },
      fetch: (address: string, init: { headers: Record<string, string> }) => {
        fetched.push({ url: address, headers: init.headers });
        return Promise.resolve(new Response('{}'));
      },
    };
    window.window = window;
    runInNewContext(script, window);
    return { fetched, early: window.earlyCalls as { opened: string; answers: Record<string, unknown> } | undefined };
  }
  const teacher = { authToken: 'tok', userId: 'u 1', role: 'jobseeker' };

  it("the dashboard's page asks who is signed in, the bell's list and the teacher's profile, with the token", async () => {
    const entry = await import('./vite/first-calls-entry');
    const { fetched, early } = runPage(earlyCallsOf(entry, paths.jobseeker.dashboard), '/jobseeker/dashboard', teacher);
    expect(fetched.map((f) => f.url)).toEqual([
      '/api/auth/me',
      '/api/notifications?userId=u%201',
      '/api/jobseeker-profile/u%201',
    ]);
    expect(fetched[0]!.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
      authorization: 'Bearer tok',
    });
    expect(early?.opened).toBe('/jobseeker/dashboard');
    expect(Object.keys(early!.answers)).toEqual(fetched.map((f) => f.url));
  });

  it("a job's page asks that job, by the id in its address; Browse Jobs asks its first page", async () => {
    const entry = await import('./vite/first-calls-entry');
    const job = runPage(earlyCallsOf(entry, paths.jobseeker.job), '/jobs/6a%2Fb', teacher).fetched.map((f) => f.url);
    expect(job).toContain('/api/jobs/6a%2Fb');
    const browse = runPage(earlyCallsOf(entry, paths.jobseeker.searchJobs), '/jobseeker/search-jobs', teacher);
    expect(browse.fetched.map((f) => f.url)).toContain('/api/jobs?limit=12');
  });

  it('asks nothing signed out or with a query string; only the shell for another role; in the language the portal shows', async () => {
    const entry = await import('./vite/first-calls-entry');
    const dashboard = earlyCallsOf(entry, paths.jobseeker.dashboard);
    expect(runPage(dashboard, '/jobseeker/dashboard', {}).fetched).toEqual([]);
    expect(runPage(dashboard, '/jobseeker/dashboard', { userId: 'u1', role: 'jobseeker' }).fetched).toEqual([]);
    expect(runPage(dashboard, '/jobseeker/dashboard?page=2', teacher).fetched).toEqual([]);
    const principal = runPage(dashboard, '/jobseeker/dashboard', { ...teacher, role: 'instituteAdmin' });
    expect(principal.fetched.map((f) => f.url)).toEqual(['/api/auth/me', '/api/notifications?userId=u%201']);
    const hindi = runPage(dashboard, '/jobseeker/dashboard', teacher, ['fr-FR', 'hi-IN']).fetched[0]!;
    expect(hindi.headers['accept-language']).toBe('hi');
    const tamil = runPage(dashboard, '/jobseeker/dashboard', { ...teacher, language: 'ta' }, ['hi']).fetched[0]!;
    expect(tamil.headers['accept-language']).toBe('ta');
  });

  it('every screen named in app/first-calls.ts is a signed-in screen of the route table', () => {
    for (const address of Object.keys(screenFirstCalls)) {
      const route = ALL_ROUTES.find((r) => r.path === address);
      expect(route, address).toBeDefined();
      expect(['signedOut', 'anyone'], address).not.toContain(route!.access);
    }
  });

  it('every page carries the same script, allowed by the one hash the server reads', () => {
    const script = /<script>(.*?)<\/script>/s.exec(
      earlyCallsHtml({ path: '/', shell: [], screen: [], languages: ['en'] }),
    )![1]!;
    expect(earlyCallsHash()).toBe(`sha256-${createHash('sha256').update(script).digest('base64')}`);
    // The data cannot close its own element.
    expect(earlyCallsHtml({ path: '/</script>', shell: [], screen: [], languages: ['en'] })).not.toContain(
      '/</script>',
    );
  });
});
