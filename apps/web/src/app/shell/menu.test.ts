import { describe, expect, it } from 'vitest';
import { ROLES } from '@school-portal/contract';
import { ALL_ROUTES, mayOpen, type RouteDef } from '../../lib/routes';
import { SETTINGS } from '../pages/SettingsPage';
import { SIGNED_IN_ROUTES } from '../route-table';
import { SIGNED_IN_SCREENS } from '../signed-in-screens';
import { activePath, MENU, menuFor, type MenuItem } from './menu';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((i) => i.label);

describe('sidebar menu', () => {
  it('shows each role its own groups, and nothing without a role', () => {
    expect(labels('superAdmin')).toEqual([
      'Dashboard', 'Approvals', 'Ads Approvals', 'Manage Accounts', 'Backend Service Status', 'Suppliers', 'Products', 'My Profile', 'Settings',
    ]);
    expect(labels('instituteAdmin')).toEqual(['Dashboard', 'Job Management', 'Vehicle', 'Users', 'Suppliers', 'My Profile', 'Settings']);
    expect(labels('instituteUser')).toEqual(['Dashboard', 'Student Management', 'Fee Management', 'Settings']);
    expect(labels('jobseeker')).toEqual(['Dashboard', 'Jobs', 'My Profile', 'Settings']);
    expect(labels(null)).toEqual([]);
  });

  it('Add Supplier is for the super admin only', () => {
    const suppliers = (role: 'superAdmin' | 'instituteAdmin') => menuFor(role).find((i) => i.label === 'Suppliers')!.children!.map((c) => c.path);
    expect(suppliers('superAdmin')).toEqual(['/suppliers', '/suppliers/add']);
    expect(suppliers('instituteAdmin')).toEqual(['/suppliers']);
  });

  it('highlights the most specific matching link', () => {
    const items = menuFor('superAdmin');
    expect(activePath(items, '/suppliers/add')).toBe('/suppliers/add');
    expect(activePath(items, '/suppliers/3f2a')).toBe('/suppliers');
    expect(activePath(items, '/super-admin/active-users')).toBe('/super-admin/active-users');
    expect(activePath(items, '/account')).toBeNull();
  });
});

describe('menu, settings and routes agree', () => {
  const registered = new Map<string, RouteDef>(SIGNED_IN_ROUTES.map((route) => [route.path, route]));
  const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

  it('every menu link opens a registered screen, for exactly the roles that see the link', () => {
    for (const item of leaves(MENU)) {
      const route = registered.get(item.path!);
      expect(route, `${item.label} → ${item.path}`).toBeDefined();
      for (const role of ROLES) expect(mayOpen(route!.access, role), `${role} on ${item.path}`).toBe(item.roles.includes(role));
    }
  });

  it('each role’s menu reaches every screen of the settings page it is shown', () => {
    for (const role of ROLES) {
      const shown = SETTINGS.filter((s) => mayOpen(s.route.access, role)).map((s) => s.route.path);
      for (const path of shown) expect(registered.get(path), path).toBeDefined();
    }
    expect(SETTINGS.filter((s) => mayOpen(s.route.access, 'jobseeker')).map((s) => s.title)).toEqual(['Change Password', 'Your Data']);
    expect(SETTINGS.filter((s) => mayOpen(s.route.access, 'instituteUser')).map((s) => s.title)).toEqual(['Change Password', 'Class Manager', 'Fee Manager']);
  });

  it('no two screens claim one path', () => {
    const all = ALL_ROUTES.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('every page of the signed-in screens belongs to a signed-in route, once', () => {
    const pages = SIGNED_IN_SCREENS.map(([route]) => route.path);
    expect(new Set(pages).size).toBe(pages.length);
    for (const path of pages) expect(registered.has(path), path).toBe(true);
  });
});
