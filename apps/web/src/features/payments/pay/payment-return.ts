// Where a card payment comes back to (decision 018): the payment-redirect screen of the order's event and
// sport, or the team administrator's one with the event and sport in its query, or with `annual=1` for an
// annual team order (decision 019; the contract's paymentReturnPath, which the test checkout builds the same
// way).
import { paymentReturnPath } from '@portal/contract/endpoints/order-payments';
import type { OrderDetail } from '@portal/contract/order';

/** The event sport to come back to: the screen's own, else the oldest live line's (as the server picks). */
export function returnSportOf(order: OrderDetail, routeSportId: number | null): number | null {
  if (routeSportId !== null) return routeSportId;
  const line = order.lines.find((candidate) => !candidate.cancelled && candidate.participant?.event_sport);
  return line?.participant?.event_sport?.id ?? null;
}

/** The redirect screen's path with `?payment=` (and, for a team, the event and sport or `annual=1`). */
export function paymentRedirectPath(order: OrderDetail, paymentId: number, sportId: number | null): string {
  return paymentReturnPath({
    paymentId,
    team: order.payer.kind === 'team',
    eventId: order.event?.id ?? null,
    sportId,
  });
}
