// The ids of the payers' payments routes (`/event-registration/:id/:sportId/…`); the router lets only
// whole positive numbers in.
import { useParams } from 'react-router';

export function usePaymentsRoute(): { eventId: number; sportId: number } {
  const params = useParams();
  return { eventId: Number(params.id), sportId: Number(params.sportId) };
}
