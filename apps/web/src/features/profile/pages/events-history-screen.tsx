// /profile/events-history: the signed-in user's participations. Events arrive with a later release, so
// until then the screen says plainly that there are none.
import { Stack } from '@mantine/core';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { EventsHistoryEmpty } from '../components/events-history-empty';

export default function EventsHistoryScreen() {
  return (
    <Stack gap="lg">
      <ScreenHeading title="Events history">The events you have taken part in.</ScreenHeading>
      <EventsHistoryEmpty own />
    </Stack>
  );
}
