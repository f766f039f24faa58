// What a decision on a registration refreshes from the event's participant management: everything a
// registration change refreshes (the sport's lists, NF management, the person's events, the §8 events), the
// event's participant list itself, and its staff, LOC and ITO lists (approving an application puts the
// person on them, decision 017).
import type { QueryClient } from '@tanstack/react-query';
import { eventItosKey } from '../api/list-event-itos';
import { eventParticipantsKey } from '../api/list-event-participants';
import { eventStaffKey } from '../api/list-event-staff';
import { afterRegistrationChange } from './registration';

export async function afterParticipantDecision(
  queryClient: QueryClient,
  eventId: number,
  sportId: number | null,
): Promise<void> {
  await Promise.all([
    afterRegistrationChange(queryClient, eventId, sportId),
    queryClient.invalidateQueries({ queryKey: eventParticipantsKey(eventId) }, { cancelRefetch: false }),
    queryClient.invalidateQueries({ queryKey: eventStaffKey(eventId) }, { cancelRefetch: false }),
    queryClient.invalidateQueries({ queryKey: eventItosKey(eventId) }, { cancelRefetch: false }),
  ]);
}
