// /profile/preview/events-history:id: another user's participations, read-only. Access is checked with
// the account read (403 outside the caller's scope); events themselves arrive with a later release.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { EventsHistoryEmpty } from '../components/events-history-empty';
import { PreviewAccessState } from '../components/preview-access-state';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

export default function PreviewEventsHistoryScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}`.trim() : '';

  return (
    <Stack gap="lg">
      <ScreenHeading title="Events history">
        {name ? `${name}’s profile, read only.` : 'A user’s profile, read only.'}
      </ScreenHeading>
      <PreviewAccessState query={user}>{() => <EventsHistoryEmpty own={false} />}</PreviewAccessState>
    </Stack>
  );
}
