// Content right: the authentication screens. A branded panel on the left (wide screens only) and the
// form column on the right; on a sign-up step, the progress bar of the user's flow above the form.
import { Anchor, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { SignUpProgress } from '../../features/registration/components/sign-up-progress';
import { AppLink } from '../../shared/ui/app-link';
import { useScreenMatch } from '../screen-match';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';
import { ScreenOutlet } from './screen-outlet';
import { UserHeader, userDisplayName } from './user-header';

/** On signed-in steps: who is signed in, and a way out of a sign-up one cannot finish now. */
function SignedInAs() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Group justify="space-between" gap="xs" mb="md" wrap="nowrap">
      <Text size="sm" c="dimmed" truncate="end">
        Signed in as {userDisplayName(user)}
      </Text>
      <UnstyledButton onClick={() => void signOut()} fz="sm" fw={600} c="navy.6">
        Sign out
      </UnstyledButton>
    </Group>
  );
}

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
            {/* Only signed-in screens can be sign-up steps; the bar hides itself off the user's flow. */}
            {screen?.route.auth ? <SignedInAs /> : null}
            {screen?.route.auth ? <SignUpProgress routeName={screen.route.name} /> : null}
            <ScreenOutlet />
          </div>
        </main>
      </div>
    </>
  );
}
