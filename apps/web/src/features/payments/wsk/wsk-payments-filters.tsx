// The filters of WSK's payment lists: the payer's name (debounced), the order's state, only the orders with
// a payment to check and, for the federation and athlete orders, the kind of payer; a list may add its own
// (the annual orders' season). Each change goes to the address.
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@portal/contract/order';
import type { ReactNode } from 'react';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import type { WskOrderSection, WskPayerFilter, WskPaymentsView } from './wsk-payments-view';

const ALL = 'all';

const STATE_OPTIONS = [
  { value: ALL, label: 'All states' },
  ...ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
];

const PAYER_OPTIONS = [
  { value: ALL, label: 'All payers' },
  { value: 'federation', label: 'Federations' },
  { value: 'athlete', label: 'Athletes' },
];

const SEARCH_PLACEHOLDERS: Readonly<Record<WskOrderSection, string>> = {
  orders: 'Federation or athlete name',
  teams: 'Team name',
  individuals: 'Athlete name',
  annual: 'Team name',
};

/** The filters a list shows, and the section (or the annual orders) they filter. */
export type WskFiltersView = Omit<WskPaymentsView, 'section' | 'page'> & {
  readonly section: WskOrderSection;
};

export interface WskPaymentsFiltersProps {
  readonly view: WskFiltersView;
  readonly onChange: (change: Partial<Omit<WskPaymentsView, 'section' | 'page'>>) => void;
  /** The list's own filters, first in the grid. */
  readonly children?: ReactNode;
}

export function WskPaymentsFilters({ view, onChange, children }: WskPaymentsFiltersProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: children ? 3 : 2 }} spacing="sm">
        {children}
        <DebouncedSearchField
          label="Search payers"
          placeholder={SEARCH_PLACEHOLDERS[view.section]}
          value={view.search}
          onChange={(search) => onChange({ search })}
        />
        <Select
          label="State"
          data={STATE_OPTIONS}
          value={view.state ?? ALL}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ state: value === null || value === ALL ? undefined : (value as OrderState) })
          }
        />
      </SimpleGrid>
      <Group gap="lg" align="flex-end" wrap="wrap">
        {view.section === 'orders' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wsk-payer-kind">
              Payer
            </Text>
            <SegmentedControl
              role="radiogroup"
              aria-labelledby="wsk-payer-kind"
              data={PAYER_OPTIONS}
              value={view.payer ?? ALL}
              onChange={(value) => onChange({ payer: value === ALL ? undefined : (value as WskPayerFilter) })}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
        ) : null}
        <Switch
          label="To check only"
          description="Orders with a payment waiting for confirmation"
          checked={view.toCheck ?? false}
          onChange={(event) => onChange({ toCheck: event.currentTarget.checked || undefined })}
        />
      </Group>
    </Stack>
  );
}
