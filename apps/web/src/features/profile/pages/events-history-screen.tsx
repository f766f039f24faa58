// /profile/events-history: every event the signed-in user has had a part in (event staff, LOC, ITO),
// latest first.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listMyEventsQueryOptions } from '../../../shared/events/list-my-events';
import { UserEventList } from '../../../shared/events/user-event-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';

const PAGE_SIZE = 20;

export default function EventsHistoryScreen() {
  const [page, setPage] = useState(1);
  const events = useQuery(listMyEventsQueryOptions({ page, page_size: PAGE_SIZE }));

  return (
    <Stack gap="lg">
      <ScreenHeading title="Events history">The events you have had a part in, latest first.</ScreenHeading>
      <UserEventList
        query={events}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyTitle="You have no events yet"
        emptyDescription="Events appear here once you are event staff, LOC member or ITO of an event."
      />
    </Stack>
  );
}
