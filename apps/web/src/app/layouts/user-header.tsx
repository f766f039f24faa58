// The user header: the product's mark and the account area: the signed-in user's avatar, name and role
// (§3 display name: NF and WSK roles append the permission) with an account menu (profile, settings, sign
// out), or a sign-in link for a visitor.

import { Avatar, Badge, Button, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { roleDisplayName } from '@portal/contract/roles';
import { screenPath } from '@portal/contract/routes';
import type { User } from '@portal/contract/user';
import { IconChevronDown, IconLogin2, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { NotPaidIndicator } from '../../shared/payments/not-paid-indicator';
import { AppLink } from '../../shared/ui/app-link';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';
import { userDisplayName } from './user-display-name';

function AccountMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const name = userDisplayName(user);
  const role = user.role ? roleDisplayName(user.role) : null;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/*
          The button's name holds every word it shows (WCAG 2.5.3, label in name): the user's name and role.
          The avatar is the picture or a person icon, not initials, which would be shown words the name
          leaves out.
        */}
        <UnstyledButton
          className={classes.accountButton}
          aria-label={role ? `Account menu of ${name}, ${role}` : `Account menu of ${name}`}
        >
          <Avatar src={user.avatar} alt="" color="navy" size={30} radius="xl" aria-hidden />
          <Stack gap={0} className={classes.accountName}>
            <Text size="sm" fw={600} c="white" truncate="end">
              {name}
            </Text>
            {/* A space between the lines, so the text the button shows reads "Ada Skater Athlete". */}{' '}
            {role ? (
              <Text size="xs" c="navy.1" truncate="end" data-testid="header-role">
                {role}
              </Text>
            ) : null}
          </Stack>
          <IconChevronDown size={14} color="white" aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{role ? `${name} · ${role}` : name}</Menu.Label>
        <Menu.Item
          component={AppLink}
          to={screenPath('profile-account-details')}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          My profile
        </Menu.Item>
        <Menu.Item
          component={AppLink}
          to={screenPath('profile-settings')}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenuArea() {
  const user = useCurrentUser();
  if (user) {
    return (
      <div className={classes.userArea}>
        {/* §4: a requested role gives no rights until an administrator approves it. */}
        {user.role_status === 'pending' ? (
          <Badge color="yellow" variant="filled" size="sm" visibleFrom="sm">
            Awaiting approval
          </Badge>
        ) : null}
        <NotPaidIndicator />
        <AccountMenu user={user} />
      </div>
    );
  }
  return (
    <div className={classes.userArea}>
      <Button
        component={AppLink}
        to="/sign-in"
        variant="white"
        color="navy"
        size="xs"
        leftSection={<IconLogin2 size={16} aria-hidden />}
      >
        Sign in
      </Button>
    </div>
  );
}

export interface UserHeaderContentProps {
  /** Shown before the mark (the burger of the signed-in shell on small screens). */
  start?: ReactNode;
  homePath: string;
  /** The account area; only routes with `header: true` in the table show it. */
  withUserArea: boolean;
}

export function UserHeaderContent({ start, homePath, withUserArea }: UserHeaderContentProps) {
  return (
    <>
      <div className={classes.shellHeaderStart}>
        {start}
        <BrandMark to={homePath} tone="dark" />
      </div>
      {withUserArea ? <UserMenuArea /> : null}
    </>
  );
}

/** The header as a bar of its own, for layouts without the signed-in shell. */
export function UserHeader({ homePath }: { homePath: string }) {
  return (
    <header className={classes.topBar}>
      <UserHeaderContent homePath={homePath} withUserArea />
    </header>
  );
}
