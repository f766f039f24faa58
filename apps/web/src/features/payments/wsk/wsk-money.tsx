// A line's fee as WSK's payment screens show it: en-US currency format in the order's currency, marked when
// it was the reduced fee of the registration window.
import { Badge, Text } from '@mantine/core';
import { formatCurrency } from '../../../shared/format/currency';

export function FeeAmount({
  fee,
  reduced,
  currency,
}: {
  readonly fee: string;
  readonly reduced: boolean;
  readonly currency: string;
}) {
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatCurrency(fee, currency)}
      {reduced ? (
        <Badge component="span" ml={6} size="xs" variant="outline" color="navy" tt="none">
          Reduced
        </Badge>
      ) : null}
    </Text>
  );
}
