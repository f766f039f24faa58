// The main navigation of the signed-in layouts. Every item links to a screen of the route table.
import { NavLink, Tooltip } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import {
  IconCalendarEvent,
  IconCalendarUser,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { AppLink } from '../../shared/ui/app-link';
import { type ScreenMatch, useScreenMatch } from '../screen-match';
import classes from './layouts.module.css';

interface MainNavigationItem {
  label: string;
  to: string;
  icon: TablerIcon;
  isCurrent: (screen: ScreenMatch['route']) => boolean;
}

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
  return (
    <div className={classes.navList}>
      {MAIN_NAVIGATION.map(({ label, to, icon: Icon, isCurrent }) => (
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
