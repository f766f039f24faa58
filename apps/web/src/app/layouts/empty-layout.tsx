// Empty: a bare centred page (maintenance, credits, credential check, payment redirects).
import { useScreenMatch } from '../screen-match';
import { CenteredPage } from './centered-page';
import { ScreenOutlet } from './screen-outlet';
import { UserHeader } from './user-header';

export default function EmptyLayout() {
  const screen = useScreenMatch();
  return (
    <CenteredPage header={screen?.route.header ? <UserHeader homePath="/" /> : undefined}>
      <ScreenOutlet />
    </CenteredPage>
  );
}
