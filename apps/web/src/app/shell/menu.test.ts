import { describe, expect, it } from 'vitest';
import { activePath, menuFor } from './menu';

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
