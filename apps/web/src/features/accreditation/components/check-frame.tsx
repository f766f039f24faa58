// The full-screen frame of every state of a credential check: green for a valid credential, red for an
// invalid one, plain while checking or when the check cannot be made.
import type { ReactNode } from 'react';
import classes from './check-frame.module.css';

export type CheckTone = 'valid' | 'invalid' | 'neutral';

export interface CheckFrameProps {
  readonly tone: CheckTone;
  readonly label: string;
  readonly children: ReactNode;
}

export function CheckFrame({ tone, label, children }: CheckFrameProps) {
  return (
    <section className={`${classes.frame} ${classes[tone]}`} aria-label={label} data-tone={tone}>
      <div className={classes.inner}>{children}</div>
    </section>
  );
}
