// What an order and its lines bill (decision 019): an event order's lines are participants, an annual team
// order (no event, a season) has one line for the season's annual team fee. Screens name orders and lines
// through these, so both kinds read the same everywhere.
import type { Order, OrderLine } from '@portal/contract/order';

/** A line that bills an event participant (not an annual team fee). */
export type ParticipantLine = OrderLine & { readonly participant: NonNullable<OrderLine['participant']> };

export const isParticipantLine = (line: OrderLine): line is ParticipantLine => line.participant !== null;

/** Whether the order is a team's annual order for a season rather than an event order. */
export const isAnnualOrder = (order: Pick<Order, 'event'>): boolean => order.event === null;

/** What a line is for: the participant's name, or the annual fee's ("Annual team fee 2026"). */
export function lineName(line: OrderLine): string {
  return line.participant?.user.full_name ?? line.annual_fee?.name ?? 'Annual team fee';
}

/** "Season 2026" for a season named "2026"; a name that already says so is kept. */
export function seasonTitle(name: string): string {
  return /^season\b/i.test(name) ? name : `Season ${name}`;
}

/** What an order bills: its event's name, or its season ("Season 2026"). */
export function orderTitle(order: Pick<Order, 'event' | 'season'>): string {
  if (order.event) return order.event.name;
  return order.season ? seasonTitle(order.season.name) : 'Annual team fee';
}
