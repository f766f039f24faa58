// The three lists of an event's payments for WSK staff, each asking its own endpoint with the event, the
// filters and the page of the address: federation and athlete orders, team orders, and the participants
// of the individual (athlete) orders.
import { Stack } from '@mantine/core';
import type { Paged } from '@portal/contract/http';
import type { Order, OrderTotals } from '@portal/contract/order';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { TotalsPanel } from '../components/totals-panel';
import { listWskIndividualsQueryOptions } from './api/list-wsk-individuals';
import { listWskOrdersQueryOptions } from './api/list-wsk-orders';
import { listWskTeamOrdersQueryOptions } from './api/list-wsk-team-orders';
import { WskIndividualsTable } from './wsk-individuals-table';
import type { OpenedOrder } from './wsk-order-drawer';
import { WskOrdersTable } from './wsk-orders-table';
import { WSK_PAYMENTS_PAGE_SIZE, WskPagedList } from './wsk-paged-list';
import type { WskPaymentsView } from './wsk-payments-view';

export interface WskPaymentsListProps {
  readonly eventId: number;
  readonly view: WskPaymentsView;
  readonly onPage: (page: number) => void;
  readonly onOpen: (order: OpenedOrder) => void;
}

/** The query every list shares: the event, the order state, the payer's name, what is to check, the page. */
const baseQuery = (eventId: number, view: WskPaymentsView) => ({
  event: eventId,
  page: view.page,
  page_size: WSK_PAYMENTS_PAGE_SIZE,
  ...(view.state ? { state: view.state } : {}),
  ...(view.search ? { search: view.search } : {}),
  ...(view.toCheck ? { to_check: 'true' as const } : {}),
});

const TOTALS_DESCRIPTION = 'Every order the filters match, on every page.';
const NOTHING_CHARGED = 'No order matches.';

const isFiltered = (view: WskPaymentsView) =>
  Boolean(view.state || view.search || view.payer || view.toCheck);

/** A page of orders with the totals of every order the filters match, as both order lists show them. */
function OrdersWithTotals({
  query,
  view,
  section,
  emptyTitle,
  label,
  onPage,
  onOpen,
}: Omit<WskPaymentsListProps, 'eventId'> & {
  readonly query: UseQueryResult<Paged<Order> & Pick<OrderTotals, 'totals'>>;
  readonly section: 'orders' | 'teams';
  readonly emptyTitle: string;
  /** The table's accessible name. */
  readonly label: string;
}) {
  return (
    <Stack gap="md">
      {/* The totals come with the list: its loading and failure speak for both. */}
      {query.isSuccess ? (
        <TotalsPanel totals={query} description={TOTALS_DESCRIPTION} empty={NOTHING_CHARGED} />
      ) : null}
      <WskPagedList
        query={query}
        noun={['order', 'orders']}
        filtered={isFiltered(view)}
        emptyTitle={emptyTitle}
        page={view.page}
        onPage={onPage}
      >
        {(rows) => (
          <WskOrdersTable
            rows={rows}
            label={label}
            showKind={section === 'orders'}
            onOpen={(order) => onOpen({ section, id: order.id, reference: order.reference })}
          />
        )}
      </WskPagedList>
    </Stack>
  );
}

export function WskOrdersList({ eventId, view, onPage, onOpen }: WskPaymentsListProps) {
  const query = useQuery(
    listWskOrdersQueryOptions({
      ...baseQuery(eventId, view),
      ...(view.payer ? { payer_kind: view.payer } : {}),
    }),
  );
  return (
    <OrdersWithTotals
      query={query}
      view={view}
      section="orders"
      emptyTitle="No federation or athlete orders for this event yet"
      label="Federation and athlete orders"
      onPage={onPage}
      onOpen={onOpen}
    />
  );
}

export function WskTeamOrdersList({ eventId, view, onPage, onOpen }: WskPaymentsListProps) {
  const query = useQuery(listWskTeamOrdersQueryOptions(baseQuery(eventId, view)));
  return (
    <OrdersWithTotals
      query={query}
      view={view}
      section="teams"
      emptyTitle="No team orders for this event yet"
      label="Team orders"
      onPage={onPage}
      onOpen={onOpen}
    />
  );
}

export function WskIndividualsList({ eventId, view, onPage, onOpen }: WskPaymentsListProps) {
  const query = useQuery(listWskIndividualsQueryOptions(baseQuery(eventId, view)));
  return (
    <WskPagedList
      query={query}
      noun={['participant', 'participants']}
      filtered={isFiltered(view)}
      emptyTitle="No individual participants for this event yet"
      page={view.page}
      onPage={onPage}
    >
      {(rows) => (
        <WskIndividualsTable
          rows={rows}
          onOpen={({ order }) => onOpen({ section: 'individuals', id: order.id, reference: order.reference })}
        />
      )}
    </WskPagedList>
  );
}
