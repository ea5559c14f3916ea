import type { Icon } from '@tabler/icons-react';
import {
  IconActivityHeartbeat,
  IconAd2,
  IconBriefcase,
  IconBuildingStore,
  IconBus,
  IconCash,
  IconLayoutDashboard,
  IconListCheck,
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
  [/*i18n*/ 'Moderation Queue', IconListCheck],
  [/*i18n*/ 'Approvals', IconUserCheck],
  [/*i18n*/ 'Ads Approvals', IconAd2],
  [/*i18n*/ 'Manage Accounts', IconUsersGroup],
  ['Backend Service Status', IconActivityHeartbeat],
  [/*i18n*/ 'Job Management', IconBriefcase],
  ['Vehicle', IconBus],
  [/*i18n*/ 'Users', IconUsers],
  [/*i18n*/ 'Student Management', IconSchool],
  [/*i18n*/ 'Fee Management', IconCash],
  [/*i18n*/ 'Jobs', IconBriefcase],
  [/*i18n*/ 'Suppliers', IconBuildingStore],
  ['Products', IconPackage],
  ['My Profile', IconUserCircle],
  ['Settings', IconSettings],
];

/** A link to a screen, shown to the roles its route lets in (or to `only` those of them, where one menu has it elsewhere). */
function leaf(label: string, route: RouteDef, icon?: Icon, only?: readonly Role[]): MenuItem {
  const allowed = typeof route.access === 'string' ? (route.access === 'signedIn' ? ROLES : []) : route.access;
  return {
    label,
    icon,
    path: route.path,
    page: route.page,
    roles: only ? allowed.filter((r) => only.includes(r)) : allowed,
  };
}

/** A group, shown to every role that sees at least one of its links. */
function group(label: string, icon: Icon, children: MenuItem[]): MenuItem {
  return { label, icon, roles: ROLES.filter((r) => children.some((c) => c.roles.includes(r))), children };
}

export const MENU: MenuItem[] = SECTIONS.flatMap(([section, icon]) => {
  const linked = ALL_ROUTES.flatMap((route) =>
    (route.menu ?? []).filter((m) => (m.group ?? m.label) === section).map((place) => ({ route, place })),
  );
  if (linked.some(({ place }) => place.group))
    return [
      group(
        section,
        icon,
        linked.map(({ route, place }) => leaf(place.label, route, undefined, place.roles)),
      ),
    ];
  return linked.map(({ route, place }) => leaf(section, route, icon, place.roles));
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
