// What an order bills (decisions 018 and 019): an event (its lines are participants) or a team's season (an
// annual order, one line for the season's fee). The calls of each kind answer 404 for an order of the other,
// so an event screen never acts on an annual order and the annual calls never on an event's.
import { ANNUAL_FEE_MESSAGES } from '@portal/contract/endpoints/annual-fees';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { NotFound } from '../../platform/http/errors';

export type OrderSubject = 'event' | 'annual';

/** The subject a call accepts: one kind, or either (the reads and WSK's decisions by payment or refund id). */
export type SubjectGuard = OrderSubject | 'any';

/** The subject of an order (or of a line) from its columns: exactly one of the two is set. */
export function subjectOf(row: { readonly seasonId: number | null }): OrderSubject {
  return row.seasonId === null ? 'event' : 'annual';
}

export function fitsSubject(row: { readonly seasonId: number | null }, guard: SubjectGuard): boolean {
  return guard === 'any' || subjectOf(row) === guard;
}

/** The 404 of an order the call does not take: the annual calls name it, the event calls as before. */
export function orderNotFoundFor(guard: SubjectGuard): NotFound {
  return new NotFound(guard === 'annual' ? ANNUAL_FEE_MESSAGES.NOT_ANNUAL : ORDER_MESSAGES.ORDER_NOT_FOUND);
}
