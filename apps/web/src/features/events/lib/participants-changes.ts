// What a decision on a registration refreshes from the event's participant management: everything a
// registration change refreshes (the sport's lists, NF management, the person's events, the §8 events) and
// the event's participant list itself.
import type { QueryClient } from '@tanstack/react-query';
import { eventParticipantsKey } from '../api/list-event-participants';
import { afterRegistrationChange } from './registration';

export async function afterParticipantDecision(
  queryClient: QueryClient,
  eventId: number,
  sportId: number,
): Promise<void> {
  await Promise.all([
    afterRegistrationChange(queryClient, eventId, sportId),
    queryClient.invalidateQueries({ queryKey: eventParticipantsKey(eventId) }, { cancelRefetch: false }),
  ]);
}
