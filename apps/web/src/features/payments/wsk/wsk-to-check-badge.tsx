// "To check": an order has a payment waiting for WSK's confirmation (a bank transfer to check against its
// proof), so WSK finds it in its lists.
import { Badge } from '@mantine/core';
import { toCents } from '@portal/contract/money';
import { formatCurrency } from '../../../shared/format/currency';

export function ToCheckBadge({ pending, currency }: { readonly pending: string; readonly currency: string }) {
  if (toCents(pending) <= 0) return null;
  return (
    <Badge
      variant="outline"
      color="orange"
      c="orange.9"
      tt="none"
      title={`${formatCurrency(pending, currency)} pending`}
    >
      To check
    </Badge>
  );
}
