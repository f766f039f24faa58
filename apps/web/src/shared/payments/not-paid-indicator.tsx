// The header's not-paid indicator (spec §3 "Payments state: not-paid orders"): how many of the signed-in
// user's orders are still to be paid, leading to the first one's event (or, for a team's annual order, to
// the team's annual payments); nothing when none is. The list is a start-up load; after a failure it is empty
// (§8), so the indicator stays away rather than showing an error.
import { Button, Group } from '@mantine/core';
import type { NotPaidOrder } from '@portal/contract/order';
import { screenPath } from '@portal/contract/routes';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { tokenManager } from '../auth/token-manager';
import { AppLink } from '../ui/app-link';
import { getNotPaidOrdersQueryOptions } from './get-not-paid-orders';
import { NewPaymentsBadge } from './new-payments-badge';

/**
 * Where a not-paid order is paid: its event, from which each sport leads to the payer's payments screen.
 * The order names its event but not the sport that screen's address needs.
 */
const PAYER_SCREENS = {
  federation: 'event-registration-payments',
  athlete: 'event-registration-my-payments',
  team: 'event-registration-team-payments',
} as const;

/**
 * The payer's own payments screen of the order's event sport; the event's profile when it has none; the
 * team administrator's annual payments for an annual team order (no event, decision 019).
 */
export function notPaidOrderPath(order: Pick<NotPaidOrder, 'event' | 'payer_kind' | 'event_sport'>): string {
  if (order.event === null) return screenPath('marathon-applications-team-admin-payments');
  if (order.event_sport === null) return screenPath('event-profile', { id: order.event.id });
  return screenPath(PAYER_SCREENS[order.payer_kind], { id: order.event.id, sportId: order.event_sport });
}

export function notPaidLabel(count: number): string {
  return count === 1 ? '1 order not paid' : `${count} orders not paid`;
}

export function NotPaidIndicator() {
  const orders = useQuery({ ...getNotPaidOrdersQueryOptions(), enabled: tokenManager.hasTokens() });
  const first = orders.data?.[0];
  if (!first) return null;
  const count = orders.data?.length ?? 0;
  const label = `${notPaidLabel(count)}: open ${first.event?.name ?? 'the team’s annual payments'}`;
  return (
    <Button
      component={AppLink}
      to={notPaidOrderPath(first)}
      size="xs"
      color="signal"
      variant="filled"
      radius="xl"
      leftSection={<IconReceipt size={16} aria-hidden />}
      aria-label={label}
      title={label}
      style={{ flexShrink: 0 }}
    >
      <Group gap={6} component="span" wrap="nowrap">
        {count}
        <NewPaymentsBadge onColor />
      </Group>
    </Button>
  );
}
