import { useEffect, useMemo, useState } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { Box, CloseButton, Group, NavLink, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { Role } from '@school-portal/contract';
import { t, useLanguage } from '../../lib/i18n';
import { activePath, menuFor, type MenuItem } from './menu';
import classes from './Sidebar.module.css';

const OPEN_MENUS_KEY = 'openMenus';

function readOpenMenu(): string | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OPEN_MENUS_KEY) ?? '[]');
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
  } catch {
    return null;
  }
}

const translated = (items: MenuItem[]): MenuItem[] =>
  items.map((item) => ({
    ...item,
    label: t(item.label),
    ...(item.children ? { children: translated(item.children) } : {}),
  }));

interface SidebarProps {
  role: Role | null;
  collapsed: boolean;
  onExpand: () => void;
  onNavigate: () => void;
}

export function Sidebar({ role, collapsed, onExpand, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const language = useLanguage();
  // The registry names links in English, the message ids; the sidebar shows them in the chosen language.
  const items = useMemo(() => translated(menuFor(role)), [role, language]);
  const active = activePath(items, pathname);
  // Only one group is open at a time; the choice survives reloads.
  const [open, setOpen] = useState<string | null>(readOpenMenu);

  useEffect(() => {
    if (collapsed) setOpen(null);
  }, [collapsed]);
  // Arriving at a page (a link, Back, a card on the dashboard) opens the group that holds it.
  const activeGroup = items.find((i) => i.children?.some((c) => c.path === active))?.label ?? null;
  useEffect(() => {
    if (activeGroup && !collapsed) setOpen(activeGroup);
    // Only a change of page decides; toggling groups by hand stays free.
  }, [activeGroup]);
  useEffect(() => {
    localStorage.setItem(OPEN_MENUS_KEY, JSON.stringify(open ? [open] : []));
  }, [open]);

  const toggleGroup = (label: string) => {
    if (collapsed) {
      onExpand();
      setOpen(label);
      return;
    }
    setOpen((current) => (current === label ? null : label));
  };

  return (
    <Box className={classes.nav}>
      <Group className={classes.brand} gap="xs" wrap="nowrap" justify={collapsed ? 'center' : 'flex-start'}>
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconSchool size={20} />
        </ThemeIcon>
        {collapsed ? null : (
          <Text fw={700} size="lg" style={{ flex: 1 }}>
            {t(/*i18n*/ 'My Project')}
          </Text>
        )}
        <CloseButton hiddenFrom="sm" aria-label={t(/*i18n*/ 'Close menu')} onClick={onNavigate} />
      </Group>
      <div className={classes.links}>
        {items.map((item) =>
          item.children ? (
            <MenuGroup
              key={item.label}
              item={item}
              collapsed={collapsed}
              opened={open === item.label}
              active={active}
              onToggle={() => toggleGroup(item.label)}
              onNavigate={onNavigate}
            />
          ) : (
            <Leaf
              key={item.path}
              item={item}
              collapsed={collapsed}
              active={active === item.path}
              onNavigate={onNavigate}
            />
          ),
        )}
      </div>
    </Box>
  );
}

function Leaf({
  item,
  collapsed,
  active,
  onNavigate,
}: {
  item: MenuItem;
  collapsed: boolean;
  active: boolean;
  onNavigate: () => void;
}) {
  const Icon = item.icon;
  // The screen's code starts downloading when the link is reached, a moment before the click: prefetch on intent.
  const prefetch = () => void item.page?.().catch(() => undefined);
  const link = (
    <NavLink
      component={RouterLink}
      to={item.path!}
      end
      label={collapsed ? null : item.label}
      aria-label={collapsed ? item.label : undefined}
      leftSection={Icon ? <Icon size={20} stroke={1.6} /> : null}
      active={active}
      variant="filled"
      onClick={onNavigate}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      className={collapsed ? classes.iconOnly : undefined}
    />
  );
  return collapsed ? (
    <Tooltip label={item.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

interface GroupProps {
  item: MenuItem;
  collapsed: boolean;
  opened: boolean;
  active: string | null;
  onToggle: () => void;
  onNavigate: () => void;
}

function MenuGroup({ item, collapsed, opened, active, onToggle, onNavigate }: GroupProps) {
  const Icon = item.icon;
  const childActive = item.children!.some((c) => c.path === active);
  if (collapsed) {
    return (
      <Tooltip label={item.label} position="right" withArrow>
        <UnstyledButton
          aria-label={item.label}
          onClick={onToggle}
          className={classes.iconButton}
          data-active={childActive || undefined}
        >
          {Icon ? <Icon size={20} stroke={1.6} /> : item.label[0]}
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <NavLink
      component="button"
      label={item.label}
      leftSection={Icon ? <Icon size={20} stroke={1.6} /> : null}
      opened={opened}
      onChange={onToggle}
      active={childActive}
      variant="light"
      childrenOffset={28}
      classNames={{ children: classes.groupChildren }}
    >
      {item.children!.map((child) => (
        <Leaf key={child.path} item={child} collapsed={false} active={active === child.path} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}
