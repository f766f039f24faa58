// Content full: a slim branded bar and full-width readable text (the policy pages).
import { useScreenMatch } from '../screen-match';
import classes from './layouts.module.css';
import { ScreenOutlet } from './screen-outlet';
import { UserHeaderContent } from './user-header';

export default function ContentFullLayout() {
  const screen = useScreenMatch();
  return (
    <>
      <header className={classes.topBar}>
        <UserHeaderContent homePath="/" withUserArea={screen?.route.header ?? false} />
      </header>
      <main className={classes.readable}>
        <ScreenOutlet />
      </main>
    </>
  );
}
