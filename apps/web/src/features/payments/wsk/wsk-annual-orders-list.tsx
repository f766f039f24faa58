// WSK's list of annual team orders (decision 019): `annual-orders/wsk_list/` with the season, state, team
// name and "to check" of the address, paged; a row opens the order in WSK's drawer.
import { useQuery } from '@tanstack/react-query';
import { listWskAnnualOrdersQueryOptions } from './api/list-wsk-annual-orders';
import type { SeasonChoice, WskAnnualView } from './wsk-annual-view';
import type { OpenedOrder } from './wsk-order-drawer';
import { WskOrdersTable } from './wsk-orders-table';
import { WSK_PAYMENTS_PAGE_SIZE, WskPagedList } from './wsk-paged-list';

export interface WskAnnualOrdersListProps {
  readonly view: WskAnnualView;
  /** The season asked for: the address's, else the current one; 'all' when neither names one. */
  readonly season: SeasonChoice;
  readonly onPage: (page: number) => void;
  readonly onOpen: (order: OpenedOrder) => void;
}

export function WskAnnualOrdersList({ view, season, onPage, onOpen }: WskAnnualOrdersListProps) {
  const query = useQuery(
    listWskAnnualOrdersQueryOptions({
      page: view.page,
      page_size: WSK_PAYMENTS_PAGE_SIZE,
      ...(season === 'all' ? {} : { season }),
      ...(view.state ? { state: view.state } : {}),
      ...(view.search ? { search: view.search } : {}),
      ...(view.toCheck ? { to_check: 'true' as const } : {}),
    }),
  );
  return (
    <WskPagedList
      query={query}
      noun={['order', 'orders']}
      filtered={Boolean(view.state || view.search || view.toCheck)}
      emptyTitle={
        season === 'all' ? 'No annual team orders yet' : 'No annual team orders for this season yet'
      }
      page={view.page}
      onPage={onPage}
    >
      {(rows) => (
        <WskOrdersTable
          rows={rows}
          label="Annual team orders"
          showKind={false}
          subject="season"
          onOpen={(order) => onOpen({ section: 'annual', id: order.id, reference: order.reference })}
        />
      )}
    </WskPagedList>
  );
}
