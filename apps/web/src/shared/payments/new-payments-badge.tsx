// The §9 startup flag `new_payments_indicator` (off by default): while it is on, the links into the payments
// area carry a "New" badge so people notice the new screens.
import { Badge } from '@mantine/core';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { useQuery } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../config/get-config';

export function useNewPaymentsIndicator(): boolean {
  const config = useQuery(getConfigQueryOptions());
  return (config.data?.flags ?? DEFAULT_STARTUP_FLAGS).new_payments_indicator;
}

/** "New" beside a payments link, only while the flag is on. */
export function NewPaymentsBadge({ onColor = false }: { readonly onColor?: boolean }) {
  const on = useNewPaymentsIndicator();
  if (!on) return null;
  return (
    // On a coloured button the badge is white, to stay apart from it.
    <Badge size="xs" color="signal" variant={onColor ? 'white' : 'filled'} style={{ flexShrink: 0 }}>
      New
    </Badge>
  );
}
