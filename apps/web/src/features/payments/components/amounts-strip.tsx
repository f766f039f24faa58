// The sums of an order or of a payer's orders (decision 018): fees, discount, due, paid, pending and
// outstanding, in the orders' currency. Two columns on a phone, one row from a laptop up.
import { SimpleGrid, Text } from '@mantine/core';
import type { OrderAmounts } from '@portal/contract/order';
import { formatCurrency } from '../../../shared/format/currency';

type StripAmounts = Pick<
  OrderAmounts,
  'currency' | 'fees' | 'discount' | 'due' | 'paid' | 'pending' | 'outstanding'
>;

const ITEMS: readonly { readonly key: Exclude<keyof StripAmounts, 'currency'>; readonly label: string }[] = [
  { key: 'fees', label: 'Fees' },
  { key: 'discount', label: 'Discount' },
  { key: 'due', label: 'Due' },
  { key: 'paid', label: 'Paid' },
  { key: 'pending', label: 'Pending' },
  { key: 'outstanding', label: 'Outstanding' },
];

export interface AmountsStripProps {
  readonly amounts: StripAmounts;
  /** Names the list for assistive technology ("Totals", "Amounts of WS-000123"). */
  readonly label: string;
}

export function AmountsStrip({ amounts, label }: AmountsStripProps) {
  return (
    <SimpleGrid
      component="dl"
      aria-label={label}
      cols={{ base: 2, xs: 3, md: 6 }}
      spacing="sm"
      verticalSpacing="xs"
      m={0}
    >
      {ITEMS.map(({ key, label: itemLabel }) => (
        <div key={key}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {itemLabel}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={key === 'outstanding' ? 700 : 500}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCurrency(amounts[key], amounts.currency)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
