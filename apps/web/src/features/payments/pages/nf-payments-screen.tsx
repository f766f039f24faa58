// /event-registration/:id/:sportId/payments (§2, decision 018): a national federation's payments for the
// event: the totals of its orders, then its orders by tab (awaiting, processed, waived) and the individual
// orders of its athletes, each with its lines. NF administrators move an unpaid athlete's entry to the
// athlete's own order and back; viewers read. WSK staff follow every order on the event's payments page.
import { Button, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getNfTotalQueryOptions } from '../../../shared/payments/get-payer-totals';
import { AppLink } from '../../../shared/ui/app-link';
import { TotalsPanel } from '../components/totals-panel';
import { listNfOrdersQueryOptions, type NfOrderTab } from '../payer/api/list-nf-orders';
import { type LineMove, lineMoveOf, MoveLineButton, MoveLineModal } from '../payer/move-line';
import { PayerFrame } from '../payer/payer-frame';
import { ORDERS_PAGE_SIZE, PayerOrdersTabs, type PayerTab } from '../payer/payer-orders-tabs';
import { PaymentsNotAvailable } from '../payer/payments-not-available';
import { usePayerRoles } from '../payer/use-payer-roles';
import { usePaymentsRoute } from '../payer/use-payments-route';

const TABS: readonly [PayerTab<NfOrderTab>, ...PayerTab<NfOrderTab>[]] = [
  { value: 'awaiting', label: 'Awaiting', empty: 'No orders awaiting payment for this event' },
  { value: 'processed', label: 'Processed', empty: 'No processed orders for this event' },
  { value: 'waived', label: 'Waived', empty: 'No waived orders for this event' },
  { value: 'individual', label: 'Individual', empty: 'No individual orders of your athletes for this event' },
];

function FederationPayments({ eventId, canMove }: { readonly eventId: number; readonly canMove: boolean }) {
  const totals = useQuery(getNfTotalQueryOptions(eventId));
  const [move, setMove] = useState<LineMove | null>(null);
  return (
    <Stack gap="lg">
      <TotalsPanel totals={totals} />
      <PayerOrdersTabs
        tabs={TABS}
        query={(tab, page) =>
          listNfOrdersQueryOptions(tab, { event: eventId, page, page_size: ORDERS_PAGE_SIZE })
        }
        lineAction={
          canMove
            ? (line, order) => {
                const offered = lineMoveOf(line, order);
                return offered ? <MoveLineButton move={offered} onMove={setMove} /> : null;
              }
            : undefined
        }
      />
      {move ? <MoveLineModal move={move} onClose={() => setMove(null)} /> : null}
    </Stack>
  );
}

export default function NfPaymentsScreen() {
  const { eventId, sportId } = usePaymentsRoute();
  const roles = usePayerRoles();
  const unavailable = roles.isNfStaff ? null : (
    <PaymentsNotAvailable
      eventId={eventId}
      sportId={sportId}
      title="Federation payments are not available to you"
      description={
        roles.isWskStaff
          ? 'WSK staff follow every order of the event on its payments page.'
          : 'National federation staff follow their federation’s orders here.'
      }
      action={
        roles.isWskStaff ? (
          <Button component={AppLink} to={screenPath('event-payments', { id: eventId })}>
            Event payments
          </Button>
        ) : null
      }
    />
  );

  return (
    <PayerFrame
      eventId={eventId}
      sportId={sportId}
      title="Federation payments"
      unavailable={unavailable}
      subtitle={({ event }) =>
        `${roles.federationName ?? 'Your federation'}’s orders for ${event.name}, every sport included.`
      }
    >
      {() => <FederationPayments eventId={eventId} canMove={roles.isNfAdmin} />}
    </PayerFrame>
  );
}
