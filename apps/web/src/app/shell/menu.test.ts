import { describe, expect, it } from 'vitest';
import { ROLES } from '@school-portal/contract';
import { ALL_ROUTES, mayOpen, type RouteDef } from '../../lib/routes';
import { SETTINGS } from '../pages/SettingsPage';
import { activePath, MENU, menuFor, type MenuItem } from './menu';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((i) => i.label);

describe('sidebar menu', () => {
  it('shows each role its own groups, and nothing without a role', () => {
    expect(labels('superAdmin')).toEqual([
      'Dashboard',
      'Moderation Queue',
      'Approvals',
      'Ads Approvals',
      'Manage Accounts',
      'Backend Service Status',
      'Suppliers',
      'Products',
      'My Profile',
      'Settings',
    ]);
    expect(labels('instituteAdmin')).toEqual([
      'Dashboard',
      'Job Management',
      'Vehicle',
      'Users',
      'Fee Management',
      'Suppliers',
      'My Profile',
      'Settings',
    ]);
    expect(labels('instituteUser')).toEqual(['Dashboard', 'Student Management', 'Fee Management', 'Settings']);
    expect(labels('jobseeker')).toEqual(['Dashboard', 'Jobs', 'My Profile', 'Settings']);
    expect(labels(null)).toEqual([]);
  });

  it("the clerk's menu has the Fee Manager with the fee screens and the Class Manager with the students", () => {
    const children = (label: string) =>
      menuFor('instituteUser')
        .find((i) => i.label === label)!
        .children!.map((c) => c.label);
    expect(children('Fee Management')).toContain('Fee Manager');
    expect(children('Student Management')).toContain('Class Manager');
  });

  it("the principal reads every fee report (Entab and Fedena give them all) but collecting stays the office's", () => {
    const reports = menuFor('instituteAdmin')
      .find((i) => i.label === 'Fee Management')!
      .children!.map((c) => c.label);
    // And the bank statement with the Tally books, whose ledger names are the principal's to set.
    expect(reports).toEqual(['Defaulters', 'Collections', 'Cash Summary', 'Dues by Class', 'Bank & Tally']);
    for (const path of [
      '/institute-user/fee/defaulters',
      '/institute-user/fee/reports',
      '/institute-user/fee/cash-summary',
      '/institute-user/fee/dues-by-class',
    ])
      expect(mayOpen(ALL_ROUTES.find((r) => r.path === path)!.access, 'instituteAdmin'), path).toBe(true);
    expect(
      mayOpen(ALL_ROUTES.find((r) => r.path === '/institute-user/fee/collect-fee')!.access, 'instituteAdmin'),
    ).toBe(false);
  });

  it('Add Supplier is for the super admin only; both reach the supplier enquiries from the menu', () => {
    const suppliers = (role: 'superAdmin' | 'instituteAdmin') =>
      menuFor(role)
        .find((i) => i.label === 'Suppliers')!
        .children!.map((c) => c.path);
    expect(suppliers('superAdmin')).toEqual(['/suppliers', '/suppliers/add', '/suppliers/enquiries']);
    expect(suppliers('instituteAdmin')).toEqual(['/suppliers', '/suppliers/enquiries']);
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
  const registered = new Map<string, RouteDef>(
    ALL_ROUTES.filter((r) => r.access !== 'signedOut').map((route) => [route.path, route]),
  );
  const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

  it('every menu link opens a registered screen, for exactly the roles that see a link to it', () => {
    const all = leaves(MENU);
    for (const item of all) {
      const route = registered.get(item.path!);
      expect(route, `${item.label} → ${item.path}`).toBeDefined();
      // A screen may be linked from two places (the clerk's Fee Manager also under Fee Management): together they reach its roles.
      const seeing = new Set(all.filter((i) => i.path === item.path).flatMap((i) => i.roles));
      for (const role of ROLES) expect(mayOpen(route!.access, role), `${role} on ${item.path}`).toBe(seeing.has(role));
      for (const role of item.roles) expect(mayOpen(route!.access, role), `${role} on ${item.path}`).toBe(true);
    }
  });

  it('each role’s menu reaches every screen of the settings page it is shown', () => {
    for (const role of ROLES) {
      const shown = SETTINGS.filter((s) => mayOpen(registered.get(s.path)!.access, role)).map((s) => s.path);
      for (const path of shown) expect(registered.get(path), path).toBeDefined();
    }
    expect(SETTINGS.filter((s) => mayOpen(registered.get(s.path)!.access, 'jobseeker')).map((s) => s.title)).toEqual([
      'Change Password',
      'Your Data',
    ]);
    expect(
      SETTINGS.filter((s) => mayOpen(registered.get(s.path)!.access, 'instituteUser')).map((s) => s.title),
    ).toEqual(['Change Password', 'Class Manager', 'Fee Manager']);
  });

  it('no two screens claim one path', () => {
    const all = ALL_ROUTES.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
