// The user header: the product's mark and the account area. The account arrives with the
// authentication issue; until then the area offers sign-in and shows no user.
import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../shared/ui/app-link';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';

function UserMenuArea() {
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
