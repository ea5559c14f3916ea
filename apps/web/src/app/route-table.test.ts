import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../lib/routes';
import { OPEN_SCREENS, PUBLIC_SCREENS, SIGNED_IN_ROUTES } from './route-table';

// The router is handed only the branch of the route an address names (router.tsx), picked from these lists:
// a route in none of them would send its visitors home.
describe('the route table', () => {
  const listed = (list: [{ path: string }, unknown][]) => list.map(([r]) => r.path);

  it('gives every signed-out route a screen of its own', () => {
    const signedOut = ALL_ROUTES.filter((r) => r.access === 'signedOut').map((r) => r.path);
    expect(signedOut.length).toBeGreaterThan(0);
    expect(listed(PUBLIC_SCREENS).sort()).toEqual(signedOut.sort());
  });

  it('gives every route open to anyone a screen of its own', () => {
    expect(listed(OPEN_SCREENS).sort()).toEqual(ALL_ROUTES.filter((r) => r.access === 'anyone').map((r) => r.path).sort());
  });

  it('puts every other route inside the signed-in shell', () => {
    const elsewhere = new Set([...listed(PUBLIC_SCREENS), ...listed(OPEN_SCREENS)]);
    expect(SIGNED_IN_ROUTES.map((r) => r.path).sort()).toEqual(ALL_ROUTES.map((r) => r.path).filter((p) => !elsewhere.has(p)).sort());
  });
});
