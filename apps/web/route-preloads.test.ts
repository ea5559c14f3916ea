import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from './src/lib/routes';
import { screensOf } from './vite/route-preloads';

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
