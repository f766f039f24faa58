// The frame of the signed-in layouts: the user header, the main navigation in a sidebar that collapses
// to an icon rail (remembered as 1/0, §3 "Sidebar") and becomes a burger drawer on small screens, and
// the screen with the layout's own section navigation above it. Signed-in users also get the expiry
// reminders of §4 here; the sign-up step screens use another layout and so never show them.
import { ActionIcon, AppShell, Burger, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { screenPath } from '@portal/contract/routes';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { ExpiryDialogs } from '../../features/profile/components/expiry-dialogs';
import { useSidebarCollapsed } from '../../shared/storage/use-sidebar-collapsed';
import { useScreenMatch } from '../screen-match';
import classes from './layouts.module.css';
import { MainNavigation } from './main-navigation';
import { ScreenOutlet } from './screen-outlet';
import { UserHeaderContent } from './user-header';

const EXPANDED_WIDTH = 264;
const MAIN_ID = 'main-content';

/**
 * The first stop of the Tab order: past the header and the navigation to the screen. It moves the focus
 * itself rather than following `#main-content`, which would put a hash in the address.
 */
function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
const COLLAPSED_WIDTH = 76;

export function SignedInShell({ sectionNav }: { sectionNav?: ReactNode }) {
  const screen = useScreenMatch();
  const user = useCurrentUser();
  // Follows the settings screen's switch (and other tabs) as well as the toggle below.
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpened, drawer] = useDisclosure(false);

  const toggleCollapsed = () => setCollapsed(!collapsed);

  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: collapsed ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !drawerOpened },
      }}
      padding={0}
    >
      <SkipToContent />
      <AppShell.Header className={classes.shellHeader}>
        <UserHeaderContent
          start={
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
          }
          homePath={screenPath('profile-account-details')}
          withUserArea={screen?.route.header ?? true}
        />
      </AppShell.Header>

      <AppShell.Navbar
        className={classes.navbar}
        aria-label="Main navigation"
        data-collapsed={collapsed || undefined}
      >
        <MainNavigation collapsed={collapsed} onNavigate={drawer.close} />
        <div className={classes.navFooter}>
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={toggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              visibleFrom="sm"
            >
              <ToggleIcon size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </div>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main} id={MAIN_ID} tabIndex={-1}>
        <div className={classes.mainInner}>
          {sectionNav}
          <ScreenOutlet />
        </div>
      </AppShell.Main>
      {user ? <ExpiryDialogs user={user} /> : null}
    </AppShell>
  );
}
