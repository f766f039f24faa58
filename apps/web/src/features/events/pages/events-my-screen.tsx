// /events/my (§2): the events the signed-in user has a part in (event staff, LOC, ITO; decision 016),
// upcoming ones first by default, past ones a click away.
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listMyEventsQueryOptions } from '../../../shared/events/list-my-events';
import { UserEventList } from '../../../shared/events/user-event-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';

const PAGE_SIZE = 20;
type Period = 'upcoming' | 'past';

export default function EventsMyScreen() {
  const [when, setWhen] = useState<Period>('upcoming');
  const [page, setPage] = useState(1);
  const events = useQuery(listMyEventsQueryOptions({ when, page, page_size: PAGE_SIZE }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ScreenHeading title="My events">
          The events where you are event staff, LOC member or ITO.
        </ScreenHeading>
        <SegmentedControl
          aria-label="Which events"
          value={when}
          onChange={(value) => {
            setWhen(value as Period);
            setPage(1);
          }}
          data={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
        />
      </Group>
      <UserEventList
        query={events}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyTitle={when === 'upcoming' ? 'You have no upcoming events' : 'You have no past events'}
        emptyDescription={
          when === 'upcoming'
            ? 'Events appear here once WSK names you event staff, LOC member or ITO of an event.'
            : 'Events you had a part in appear here once they have ended.'
        }
      />
    </Stack>
  );
}
