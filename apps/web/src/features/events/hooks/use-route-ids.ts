// The numeric ids of the event routes (`:id`, `:sportId`); the router lets only whole positive numbers in.
import { useParams } from 'react-router';

export function useRouteIds(): { eventId: number; sportId: number | null } {
  const params = useParams();
  return {
    eventId: Number(params.id),
    sportId: params.sportId === undefined ? null : Number(params.sportId),
  };
}
