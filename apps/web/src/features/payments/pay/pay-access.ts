// Who pays an order and what is left to pay (decision 018, "Paying"): NF administrators of the payer
// federation (not its viewers), the athlete whose order it is, the team's administrator. The server decides
// every payment; this keeps the Pay and Withdraw buttons away from everyone it would refuse.
import { fromCents, toCents } from '@portal/contract/money';
import type { Order } from '@portal/contract/order';
import type { Team } from '@portal/contract/team';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { payerRoles } from '../../../shared/payments/payer-roles';
import { getMyTeamsQueryOptions } from '../../../shared/teams/get-my-teams';

/** Whether `user` (with the teams they belong to) acts for the order's payer and may pay. */
export function mayPayOrder(
  user: User | null | undefined,
  teams: readonly Team[],
  order: Pick<Order, 'payer'>,
): boolean {
  if (!user) return false;
  const { payer } = order;
  switch (payer.kind) {
    case 'federation':
      return payerRoles(user).isNfAdmin && user.nf_admin_federation?.id === payer.id;
    case 'athlete':
      return user.id === payer.id;
    case 'team':
      return teams.some((team) => team.id === payer.id && team.administrator?.id === user.id);
  }
}

/** Outstanding less the payments awaiting confirmation, in cents: what a new payment may be at most. */
export function payableCents(order: Pick<Order, 'amounts'>): number {
  return Math.max(0, toCents(order.amounts.outstanding) - toCents(order.amounts.pending));
}

export const payableAmount = (order: Pick<Order, 'amounts'>): string => fromCents(payableCents(order));

/** An order takes a new payment while it awaits one and something is left once pending payments count. */
export function isPayable(order: Pick<Order, 'amounts' | 'state' | 'allowed_payment_systems'>): boolean {
  return (
    (order.state === 'awaiting_payment' || order.state === 'partially_paid') &&
    order.allowed_payment_systems.length > 0 &&
    payableCents(order) > 0
  );
}

/** Whether the signed-in user acts for this order's payer (they pay it and withdraw its pending payments). */
export function useActsForPayer(order: Pick<Order, 'payer'>): boolean {
  const signedIn = tokenManager.hasTokens();
  const me = useQuery({ ...getMeQueryOptions(), enabled: signedIn });
  const teams = useQuery({ ...getMyTeamsQueryOptions(), enabled: signedIn && order.payer.kind === 'team' });
  return mayPayOrder(me.data, teams.data ?? [], order);
}
