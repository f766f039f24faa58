// /event-registration/:id/:sportId/my-payments (§2, decision 018): an athlete's own orders for the event
// (their self-registrations, and entries their federation moved to them): the totals, then the orders by tab
// (awaiting, processed, waived) with their lines.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getAthleteTotalQueryOptions } from '../../../shared/payments/get-payer-totals';
import { TotalsPanel } from '../components/totals-panel';
import { type AthleteOrderTab, listAthleteOrdersQueryOptions } from '../payer/api/list-athlete-orders';
import { PayerFrame } from '../payer/payer-frame';
import { ORDERS_PAGE_SIZE, PayerOrdersTabs, type PayerTab } from '../payer/payer-orders-tabs';
import { PaymentsNotAvailable } from '../payer/payments-not-available';
import { usePayerRoles } from '../payer/use-payer-roles';
import { usePaymentsRoute } from '../payer/use-payments-route';

const TABS: readonly [PayerTab<AthleteOrderTab>, ...PayerTab<AthleteOrderTab>[]] = [
  { value: 'awaiting', label: 'Awaiting', empty: 'No orders awaiting payment for this event' },
  { value: 'processed', label: 'Processed', empty: 'No processed orders for this event' },
  { value: 'waived', label: 'Waived', empty: 'No waived orders for this event' },
];

function AthletePayments({ eventId }: { readonly eventId: number }) {
  const totals = useQuery(getAthleteTotalQueryOptions(eventId));
  return (
    <Stack gap="lg">
      <TotalsPanel totals={totals} />
      <PayerOrdersTabs
        tabs={TABS}
        query={(tab, page) =>
          listAthleteOrdersQueryOptions(tab, { event: eventId, page, page_size: ORDERS_PAGE_SIZE })
        }
      />
    </Stack>
  );
}

export default function MyPaymentsScreen() {
  const { eventId, sportId } = usePaymentsRoute();
  const { isAthlete } = usePayerRoles();
  return (
    <PayerFrame
      eventId={eventId}
      sportId={sportId}
      title="My payments"
      unavailable={
        isAthlete ? null : (
          <PaymentsNotAvailable
            eventId={eventId}
            sportId={sportId}
            title="My payments are for athletes"
            description="Athletes follow the orders of their own entries here."
          />
        )
      }
      subtitle={({ event }) => `Your own orders for ${event.name}, every sport included.`}
    >
      {() => <AthletePayments eventId={eventId} />}
    </PayerFrame>
  );
}
