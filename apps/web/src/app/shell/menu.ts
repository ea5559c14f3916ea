import type { Icon } from '@tabler/icons-react';
import {
  IconActivityHeartbeat,
  IconAd2,
  IconBriefcase,
  IconBuildingStore,
  IconBus,
  IconCash,
  IconLayoutDashboard,
  IconPackage,
  IconSchool,
  IconSettings,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { ROLES, type Role } from '@school-portal/contract';
import { routes, type RouteDef } from '../../lib/routes';

/** A sidebar entry: groups have children and no path; leaves are links. */
export interface MenuItem {
  label: string;
  icon?: Icon;
  path?: string;
  roles: readonly Role[];
  children?: MenuItem[];
}

/** A link to a screen, shown to the roles its route lets in (or to `only` those of them, where one menu has it elsewhere). */
function leaf(label: string, route: RouteDef, icon?: Icon, only?: readonly Role[]): MenuItem {
  const allowed = typeof route.access === 'string' ? (route.access === 'signedIn' ? ROLES : []) : route.access;
  return { label, icon, path: route.path, roles: only ? allowed.filter((r) => only.includes(r)) : allowed };
}

/** A group, shown to every role that sees at least one of its links. */
function group(label: string, icon: Icon, children: MenuItem[]): MenuItem {
  return { label, icon, roles: ROLES.filter((r) => children.some((c) => c.roles.includes(r))), children };
}

const { superAdmin: sa, instituteAdmin: ia, instituteUser: iu, jobseeker: js } = routes;

export const MENU: MenuItem[] = [
  leaf('Dashboard', sa.dashboard, IconLayoutDashboard),
  leaf('Dashboard', ia.dashboard, IconLayoutDashboard),
  leaf('Dashboard', iu.dashboard, IconLayoutDashboard),
  leaf('Dashboard', js.dashboard, IconLayoutDashboard),
  group('Approvals', IconUserCheck, [
    leaf('Pending Registrations', sa.pendingRegistrations),
    leaf('Approved Registrations', sa.approvedRegistrations),
    leaf('Rejected Registrations', sa.rejectedRegistrations),
  ]),
  group('Ads Approvals', IconAd2, [leaf('Pending Ads', sa.pendingAds), leaf('Approved Ads', sa.approvedAds), leaf('Rejected Ads', sa.rejectedAds)]),
  group('Manage Accounts', IconUsersGroup, [leaf('Active Users', sa.activeUsers), leaf('Suspended Users', sa.suspendedUsers)]),
  leaf('Backend Service Status', sa.status, IconActivityHeartbeat),
  group('Job Management', IconBriefcase, [leaf('Post Job', ia.postJob), leaf('Manage Jobs', ia.manageJobs), leaf('Find Employee', ia.findEmployee)]),
  group('Vehicle', IconBus, [leaf('Sell Vehicle', ia.sell), leaf('Buy Vehicle', ia.buy), leaf('Manage Ads', ia.manageAds)]),
  group('Users', IconUsers, [leaf('Add User', ia.addUser), leaf('Manage Users', ia.manageUsers)]),
  // The clerk sets up classes and fees day to day, so their menu has both managers, not only Settings (issue 27).
  group('Student Management', IconSchool, [leaf('Add Student', iu.addStudent), leaf('Manage Students', iu.manageStudents), leaf('Class Manager', routes.settings.classManager, undefined, ['instituteUser'])]),
  group('Fee Management', IconCash, [
    leaf('Collect Fee', iu.collectFee),
    leaf('Defaulters', iu.defaulters),
    leaf('Collections', iu.collections),
    leaf('Cash Summary', iu.cashSummary),
    leaf('Dues by Class', iu.duesByClass),
    leaf('Fee Manager', routes.settings.feeManager, undefined, ['instituteUser']),
  ]),
  group('Jobs', IconBriefcase, [leaf('Search Jobs', js.searchJobs), leaf('Applied Jobs', js.appliedJobs)]),
  group('Suppliers', IconBuildingStore, [leaf('Browse Suppliers', routes.suppliers.browse), leaf('Add Supplier', routes.suppliers.add)]),
  group('Products', IconPackage, [leaf('All Products', routes.products.all), leaf('Add Product', routes.products.add)]),
  leaf('My Profile', ia.profile, IconUserCircle),
  leaf('My Profile', js.profile, IconUserCircle),
  leaf('My Profile', sa.profile, IconUserCircle),
  group('Settings', IconSettings, [leaf('Change Password', routes.settings.changePassword), leaf('Class Manager', routes.settings.classManager), leaf('Fee Manager', routes.settings.feeManager)]),
];

/** The menu a role sees; a user with no role sees nothing. */
export function menuFor(role: Role | null | undefined, items: MenuItem[] = MENU): MenuItem[] {
  if (!role) return [];
  return items.flatMap((item) => {
    if (!item.roles.includes(role)) return [];
    if (!item.children) return [item];
    const children = menuFor(role, item.children);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The leaf that best matches the current path: exact, or the longest prefix (/suppliers for /suppliers/42). */
export function activePath(items: MenuItem[], pathname: string): string | null {
  const leaves = items.flatMap((i) => (i.children ?? [i]).map((c) => c.path)).filter((p): p is string => !!p);
  const matches = leaves.filter((p) => pathname === p || pathname.startsWith(`${p}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
