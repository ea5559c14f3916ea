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
import type { Role } from '@school-portal/contract';
import { paths } from '../paths';

/** A sidebar entry: groups have children and no path; leaves are links. */
export interface MenuItem {
  label: string;
  icon?: Icon;
  path?: string;
  roles: readonly Role[];
  children?: MenuItem[];
}

const ALL: readonly Role[] = ['superAdmin', 'instituteAdmin', 'instituteUser', 'jobseeker'];
const SA: readonly Role[] = ['superAdmin'];
const IA: readonly Role[] = ['instituteAdmin'];
const IU: readonly Role[] = ['instituteUser'];
const JS: readonly Role[] = ['jobseeker'];

export const MENU: MenuItem[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, path: paths.superAdmin.dashboard, roles: SA },
  { label: 'Dashboard', icon: IconLayoutDashboard, path: paths.instituteAdmin.dashboard, roles: IA },
  { label: 'Dashboard', icon: IconLayoutDashboard, path: paths.instituteUser.dashboard, roles: IU },
  { label: 'Dashboard', icon: IconLayoutDashboard, path: paths.jobseeker.dashboard, roles: JS },
  {
    label: 'Approvals',
    icon: IconUserCheck,
    roles: SA,
    children: [
      { label: 'Pending Registrations', path: paths.superAdmin.pendingRegistrations, roles: SA },
      { label: 'Approved Registrations', path: paths.superAdmin.approvedRegistrations, roles: SA },
      { label: 'Rejected Registrations', path: paths.superAdmin.rejectedRegistrations, roles: SA },
    ],
  },
  {
    label: 'Ads Approvals',
    icon: IconAd2,
    roles: SA,
    children: [
      { label: 'Pending Ads', path: paths.superAdmin.pendingAds, roles: SA },
      { label: 'Approved Ads', path: paths.superAdmin.approvedAds, roles: SA },
      { label: 'Rejected Ads', path: paths.superAdmin.rejectedAds, roles: SA },
    ],
  },
  {
    label: 'Manage Accounts',
    icon: IconUsersGroup,
    roles: SA,
    children: [
      { label: 'Active Users', path: paths.superAdmin.activeUsers, roles: SA },
      { label: 'Suspended Users', path: paths.superAdmin.suspendedUsers, roles: SA },
    ],
  },
  { label: 'Backend Service Status', icon: IconActivityHeartbeat, path: paths.superAdmin.status, roles: SA },
  {
    label: 'Job Management',
    icon: IconBriefcase,
    roles: IA,
    children: [
      { label: 'Post Job', path: paths.instituteAdmin.postJob, roles: IA },
      { label: 'Manage Jobs', path: paths.instituteAdmin.manageJobs, roles: IA },
      { label: 'Find Employee', path: paths.instituteAdmin.findEmployee, roles: IA },
    ],
  },
  {
    label: 'Vehicle',
    icon: IconBus,
    roles: IA,
    children: [
      { label: 'Sell Vehicle', path: paths.instituteAdmin.sell, roles: IA },
      { label: 'Buy Vehicle', path: paths.instituteAdmin.buy, roles: IA },
      { label: 'Manage Ads', path: paths.instituteAdmin.manageAds, roles: IA },
    ],
  },
  {
    label: 'Users',
    icon: IconUsers,
    roles: IA,
    children: [
      { label: 'Add User', path: paths.instituteAdmin.addUser, roles: IA },
      { label: 'Manage Users', path: paths.instituteAdmin.manageUsers, roles: IA },
    ],
  },
  {
    label: 'Student Management',
    icon: IconSchool,
    roles: IU,
    children: [
      { label: 'Add Student', path: paths.instituteUser.addStudent, roles: IU },
      { label: 'Manage Students', path: paths.instituteUser.manageStudents, roles: IU },
    ],
  },
  {
    label: 'Fee Management',
    icon: IconCash,
    roles: IU,
    children: [{ label: 'Collect Fee', path: paths.instituteUser.collectFee, roles: IU }],
  },
  {
    label: 'Jobs',
    icon: IconBriefcase,
    roles: JS,
    children: [
      { label: 'Search Jobs', path: paths.jobseeker.searchJobs, roles: JS },
      { label: 'Applied Jobs', path: paths.jobseeker.appliedJobs, roles: JS },
    ],
  },
  {
    label: 'Suppliers',
    icon: IconBuildingStore,
    roles: ['superAdmin', 'instituteAdmin'],
    children: [
      { label: 'Browse Suppliers', path: paths.suppliers.browse, roles: ['superAdmin', 'instituteAdmin'] },
      { label: 'Add Supplier', path: paths.suppliers.add, roles: SA },
    ],
  },
  {
    label: 'Products',
    icon: IconPackage,
    roles: SA,
    children: [
      { label: 'All Products', path: paths.products.all, roles: SA },
      { label: 'Add Product', path: paths.products.add, roles: SA },
    ],
  },
  { label: 'My Profile', icon: IconUserCircle, path: paths.instituteAdmin.profile, roles: IA },
  { label: 'My Profile', icon: IconUserCircle, path: paths.jobseeker.profile, roles: JS },
  { label: 'My Profile', icon: IconUserCircle, path: paths.superAdmin.profile, roles: SA },
  {
    label: 'Settings',
    icon: IconSettings,
    roles: ALL,
    children: [{ label: 'Change Password', path: paths.settings.changePassword, roles: ALL }],
  },
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
