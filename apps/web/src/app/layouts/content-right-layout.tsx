// Content right: the authentication screens. A branded panel on the left (wide screens only) and the
// form column on the right.
import { Anchor, Box, Group } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { AppLink } from '../../shared/ui/app-link';
import { useScreenMatch } from '../screen-match';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';
import { ScreenOutlet } from './screen-outlet';
import { UserHeader } from './user-header';

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
            <ScreenOutlet />
          </div>
        </main>
      </div>
    </>
  );
}
