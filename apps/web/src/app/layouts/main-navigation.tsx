// The main navigation of the signed-in layouts. Every item links to a screen of the route table; items a
// role does not need (user management for athletes, guests and ITOs) are left out.
import { NavLink, Tooltip } from '@mantine/core';
import { roleFlags } from '@portal/contract/roles';
import { screenPath } from '@portal/contract/routes';
import type { User } from '@portal/contract/user';
import {
  IconCalendarEvent,
  IconCalendarUser,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { AppLink } from '../../shared/ui/app-link';
import { type ScreenMatch, useScreenMatch } from '../screen-match';
import classes from './layouts.module.css';

interface MainNavigationItem {
  label: string;
  to: string;
  icon: TablerIcon;
  isCurrent: (screen: ScreenMatch['route']) => boolean;
  /** Whether the signed-in user's role needs the item; every user when absent. */
  isFor?: (user: User | null) => boolean;
}

/** User management is for approved WSK and NF staff (the server refuses everyone else, §6). */
const isApprovedStaff = (user: User | null) => {
  const flags = roleFlags(user?.role);
  return user?.role_status === 'approved' && (flags.isWSK || flags.isNF);
};

export const MAIN_NAVIGATION: readonly MainNavigationItem[] = [
  {
    label: 'Profile',
    to: screenPath('profile-account-details'),
    icon: IconUserCircle,
    isCurrent: (route) => route.layout === 'profile' && route.name !== 'profile-settings',
  },
  {
    label: 'My events',
    to: screenPath('events-my'),
    icon: IconCalendarUser,
    isCurrent: (route) => route.name === 'events-my',
  },
  {
    label: 'All events',
    to: screenPath('events-all'),
    icon: IconCalendarEvent,
    isCurrent: (route) => route.name === 'events-all' || route.layout === 'event-profile',
  },
  {
    label: 'Users',
    to: screenPath('users'),
    icon: IconUsers,
    isCurrent: (route) => route.layout === 'users' || route.layout === 'profile-preview',
    isFor: isApprovedStaff,
  },
  {
    label: 'Marathon teams',
    to: screenPath('marathon-teams'),
    icon: IconUsersGroup,
    isCurrent: (route) => route.layout === 'marathon-teams',
  },
  {
    label: 'Settings',
    to: screenPath('profile-settings'),
    icon: IconSettings,
    isCurrent: (route) => route.name === 'profile-settings',
  },
];

export interface MainNavigationProps {
  /** Icon rail on wide screens. */
  collapsed: boolean;
  /** Called when an item is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function MainNavigation({ collapsed, onNavigate }: MainNavigationProps) {
  const screen = useScreenMatch();
  const user = useCurrentUser();
  const items = MAIN_NAVIGATION.filter((item) => item.isFor?.(user) ?? true);
  return (
    <div className={classes.navList}>
      {items.map(({ label, to, icon: Icon, isCurrent }) => (
        <Tooltip key={to} label={label} position="right" withArrow disabled={!collapsed}>
          <NavLink
            component={AppLink}
            to={to}
            label={label}
            aria-label={collapsed ? label : undefined}
            leftSection={<Icon size={22} stroke={1.7} aria-hidden />}
            active={screen ? isCurrent(screen.route) : false}
            aria-current={screen && isCurrent(screen.route) ? 'page' : undefined}
            onClick={onNavigate}
            color="navy"
            variant="light"
            className={classes.navLink}
            classNames={
              collapsed
                ? { root: classes.railRoot, body: classes.railBody, section: classes.railSection }
                : undefined
            }
          />
        </Tooltip>
      ))}
    </div>
  );
}
