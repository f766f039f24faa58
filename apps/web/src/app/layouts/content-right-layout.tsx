// Content right: the authentication screens. A branded panel on the left (wide screens only) and the
// form column on the right; on a sign-up step, the progress bar of the user's flow above the form.
import { Anchor, Box, Group } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { lazy } from 'react';
import { loadChunk } from '../../shared/chunks/load-chunk';
import { AppLink } from '../../shared/ui/app-link';
import { useScreenMatch } from '../screen-match';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';
import { ScreenOutlet } from './screen-outlet';

// What only some of these screens show is fetched when one of them first renders, so the signed-out
// screens' first load (sign-in, sign-up, forgot password) does not carry it: the user header (Menu, Popover,
// floating-ui) for routes with `header`, none of the table's content-right routes today, and the signed-in
// part (current user, progress queries, Mantine Progress). No Suspense boundary of their own: navigations
// are transitions, so React keeps the previous screen up until the chunk is in rather than showing the
// screen without them and shifting the form down when they arrive.
// Through loadChunk, like the route chunks: a failed load after a deployment reloads the page once.
const UserHeader = lazy(async () => ({
  default: (await loadChunk(() => import('./user-header'))).UserHeader,
}));
const ContentRightSignedIn = lazy(() => loadChunk(() => import('./content-right-signed-in')));

export default function ContentRightLayout() {
  const screen = useScreenMatch();
  return (
    <>
      {screen?.route.header ? <UserHeader homePath="/" /> : null}
      <div className={classes.split}>
        <aside className={classes.brandPanel}>
          <BrandMark to="/" tone="dark" />
          <div className={classes.brandPanelCopy}>
            <span className={classes.eyebrow}>Roller sports</span>
            <p className={classes.brandPanelTitle}>Athletes, federations and officials in one portal.</p>
            <p className={classes.brandPanelText}>
              Keep your profile up to date, take part in events and apply with marathon teams.
            </p>
          </div>
          <Group gap="lg" className={classes.brandPanelCopy}>
            <Anchor component={AppLink} to={screenPath('privacy-policy')} c="navy.1" fw={600} size="sm">
              Privacy policy
            </Anchor>
            <Anchor component={AppLink} to={screenPath('anti-doping-policy')} c="navy.1" fw={600} size="sm">
              Anti-doping policy
            </Anchor>
          </Group>
        </aside>
        <main className={classes.formColumn}>
          <Box hiddenFrom="md" className={classes.formColumnTop}>
            <BrandMark to="/" />
          </Box>
          <div className={classes.formColumnInner}>
            {/* Only signed-in screens can be sign-up steps. */}
            {screen?.route.auth ? <ContentRightSignedIn routeName={screen.route.name} /> : null}
            <ScreenOutlet />
          </div>
        </main>
      </div>
    </>
  );
}
