// The three lists of an event's payments for WSK staff, each asking its own endpoint with the event, the
// filters and the page of the address: federation and athlete orders, team orders, and the participants
// of the individual (athlete) orders.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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

export function WskOrdersList({ eventId, view, onPage, onOpen }: WskPaymentsListProps) {
  const query = useQuery(
    listWskOrdersQueryOptions({
      ...baseQuery(eventId, view),
      ...(view.payer ? { payer_kind: view.payer } : {}),
    }),
  );
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
        emptyTitle="No federation or athlete orders for this event yet"
        page={view.page}
        onPage={onPage}
      >
        {(rows) => (
          <WskOrdersTable
            rows={rows}
            label="Federation and athlete orders"
            showKind
            onOpen={(order) => onOpen({ section: 'orders', id: order.id, reference: order.reference })}
          />
        )}
      </WskPagedList>
    </Stack>
  );
}

export function WskTeamOrdersList({ eventId, view, onPage, onOpen }: WskPaymentsListProps) {
  const query = useQuery(listWskTeamOrdersQueryOptions(baseQuery(eventId, view)));
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
        emptyTitle="No team orders for this event yet"
        page={view.page}
        onPage={onPage}
      >
        {(rows) => (
          <WskOrdersTable
            rows={rows}
            label="Team orders"
            showKind={false}
            onOpen={(order) => onOpen({ section: 'teams', id: order.id, reference: order.reference })}
          />
        )}
      </WskPagedList>
    </Stack>
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
