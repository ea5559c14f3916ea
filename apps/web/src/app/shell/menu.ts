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
import { ALL_ROUTES, type RouteDef } from '../../lib/routes';

/** A sidebar entry: groups have children and no path; leaves are links. */
export interface MenuItem {
  label: string;
  icon?: Icon;
  path?: string;
  /** The linked screen's code, asked for as soon as the link is reached (Sidebar.tsx). */
  page?: RouteDef['page'];
  roles: readonly Role[];
  children?: MenuItem[];
}

/** The sidebar's entries in order, with their icons; which screens they link to is in lib/routes.ts. */
const SECTIONS: [string, Icon][] = [
  ['Dashboard', IconLayoutDashboard],
  ['Approvals', IconUserCheck],
  ['Ads Approvals', IconAd2],
  ['Manage Accounts', IconUsersGroup],
  ['Backend Service Status', IconActivityHeartbeat],
  ['Job Management', IconBriefcase],
  ['Vehicle', IconBus],
  ['Users', IconUsers],
  ['Student Management', IconSchool],
  ['Fee Management', IconCash],
  ['Jobs', IconBriefcase],
  ['Suppliers', IconBuildingStore],
  ['Products', IconPackage],
  ['My Profile', IconUserCircle],
  ['Settings', IconSettings],
];

/** A link to a screen, shown to exactly the roles its route lets in. */
function leaf(label: string, route: RouteDef, icon?: Icon): MenuItem {
  const roles = typeof route.access === 'string' ? (route.access === 'signedIn' ? ROLES : []) : route.access;
  return { label, icon, path: route.path, page: route.page, roles };
}

/** A group, shown to every role that sees at least one of its links. */
function group(label: string, icon: Icon, children: MenuItem[]): MenuItem {
  return { label, icon, roles: ROLES.filter((r) => children.some((c) => c.roles.includes(r))), children };
}

export const MENU: MenuItem[] = SECTIONS.flatMap(([section, icon]) => {
  const linked = ALL_ROUTES.filter((r) => r.menu && (r.menu.group ?? r.menu.label) === section);
  if (linked.some((r) => r.menu?.group)) return [group(section, icon, linked.map((r) => leaf(r.menu!.label, r)))];
  return linked.map((r) => leaf(section, r, icon));
});

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
