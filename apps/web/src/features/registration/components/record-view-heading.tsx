// The heading of a profile preview screen: the screen's title, and whose profile it is once known.
import type { User } from '@portal/contract/user';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { recordOwnerName } from './record-view-account';

export function RecordViewHeading({
  title,
  user,
}: {
  readonly title: string;
  readonly user?: User | undefined;
}) {
  return (
    <ScreenHeading title={title}>
      {user ? `${recordOwnerName(user)}’s profile, read only.` : 'A user’s profile, read only.'}
    </ScreenHeading>
  );
}
