// The tabs of a payer's orders (decision 018): awaiting (awaiting payment or partially paid), processed
// (paid, or with a confirmed payment), waived and, for federations and teams, the athletes' own entries. Each
// tab's page of orders with their loading, empty and error states; the tab and page are in the address.
import { Stack, Tabs } from '@mantine/core';
import type { Paged } from '@portal/contract/http';
import type { OrderDetail, OrderLine } from '@portal/contract/order';
import { IconReceiptOff } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { OrderCard } from '../components/order-card';
import { useTabAddress } from './use-tab-address';

/** Orders per page; a payer has one order per event, so only the athletes' entries ever page. */
export const ORDERS_PAGE_SIZE = 20;

type OrdersPage = Paged<OrderDetail>;

export interface PayerTab<T extends string> {
  readonly value: T;
  readonly label: string;
  /** The empty state's title ("No orders awaiting payment for this event"). */
  readonly empty: string;
}

export interface PayerOrdersTabsProps<T extends string, K extends QueryKey> {
  readonly tabs: readonly [PayerTab<T>, ...PayerTab<T>[]];
  /** The query of a tab's page. */
  readonly query: (tab: T, page: number) => UseQueryOptions<OrdersPage, Error, OrdersPage, K>;
  readonly lineAction?: (line: OrderLine, order: OrderDetail) => ReactNode;
}

function TabOrders<T extends string, K extends QueryKey>({
  tab,
  page,
  onPage,
  query,
  lineAction,
}: {
  readonly tab: PayerTab<T>;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly query: PayerOrdersTabsProps<T, K>['query'];
  readonly lineAction?: PayerOrdersTabsProps<T, K>['lineAction'];
}) {
  const orders = useQuery(query(tab.value, page));
  if (orders.isPending) return <LoadingState label="Loading the orders" />;
  if (orders.isError) {
    return (
      <ErrorState
        titleOrder={2}
        title="The orders could not be loaded"
        message={orders.error instanceof ApiError ? orders.error.error.message : undefined}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const { results, count } = orders.data;
  if (results.length === 0) {
    return (
      <EmptyState
        titleOrder={2}
        icon={<IconReceiptOff size={28} stroke={1.6} aria-hidden />}
        title={tab.empty}
      />
    );
  }
  return (
    <Stack gap="md">
      <StaleWhileLoading stale={orders.isPlaceholderData}>
        <Stack gap="md">
          {results.map((order) => (
            <OrderCard key={order.id} order={order} lineAction={lineAction} />
          ))}
        </Stack>
      </StaleWhileLoading>
      <ListPagination pages={Math.ceil(count / ORDERS_PAGE_SIZE)} page={page} onChange={onPage} />
    </Stack>
  );
}

export function PayerOrdersTabs<T extends string, K extends QueryKey>({
  tabs,
  query,
  lineAction,
}: PayerOrdersTabsProps<T, K>) {
  const values = tabs.map((tab) => tab.value) as [T, ...T[]];
  const address = useTabAddress(values);
  const current = tabs.find((tab) => tab.value === address.tab) ?? tabs[0];
  return (
    <Tabs
      value={address.tab}
      onChange={(value) => {
        const next = tabs.find((tab) => tab.value === value);
        if (next && next.value !== address.tab) address.showTab(next.value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current.value}>
        <TabOrders
          tab={current}
          page={address.page}
          onPage={address.showPage}
          query={query}
          lineAction={lineAction}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
