// A bare page with one centred card: the empty layout, the not-found page and the error page.
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import classes from './layouts.module.css';

export interface CenteredPageProps {
  children: ReactNode;
  /** Replaces the plain brand bar (the user header, for routes that show it). */
  header?: ReactNode;
}

export function CenteredPage({ children, header }: CenteredPageProps) {
  return (
    <div className={classes.centeredPage}>
      {header ?? (
        <header className={classes.centeredTop}>
          <BrandMark to="/" />
        </header>
      )}
      <main className={classes.centeredBody}>
        <div className={classes.centeredCard}>{children}</div>
      </main>
    </div>
  );
}
