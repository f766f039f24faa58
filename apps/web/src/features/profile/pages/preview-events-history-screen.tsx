// /profile/preview/events-history:id: another user's events, read-only. Access is checked with the account
// read (403 outside the caller's scope) before their events are asked for.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { listUserEventsQueryOptions } from '../../../shared/events/list-user-events';
import { UserEventList } from '../../../shared/events/user-event-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { PreviewAccessState } from '../components/preview-access-state';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

const PAGE_SIZE = 20;

function PreviewEvents({ userId }: { readonly userId: number }) {
  const [page, setPage] = useState(1);
  const events = useQuery(listUserEventsQueryOptions(userId, { page, page_size: PAGE_SIZE }));
  return (
    <UserEventList
      query={events}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      emptyTitle="No events yet"
      emptyDescription="This user’s events appear here once they are event staff, LOC member or ITO of an event."
    />
  );
}

export default function PreviewEventsHistoryScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}`.trim() : '';

  return (
    <Stack gap="lg">
      <ScreenHeading title="Events history">
        {name ? `${name}’s profile, read only.` : 'A user’s profile, read only.'}
      </ScreenHeading>
      <PreviewAccessState query={user}>{() => <PreviewEvents userId={userId} />}</PreviewAccessState>
    </Stack>
  );
}
