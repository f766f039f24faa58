// The payment systems' names as the start-up load gives them (`payment-systems/`), the contract's own names
// while it is missing or failed (decision 006: a failed start-up load is only logged).
import { PAYMENT_SYSTEM_NAMES, type PaymentSystem } from '@portal/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { getPaymentSystemsQueryOptions } from '../../../shared/payments/get-payment-reference';

export function usePaymentSystemNames(): Readonly<Record<PaymentSystem, string>> {
  const systems = useQuery(getPaymentSystemsQueryOptions());
  const names: Record<PaymentSystem, string> = { ...PAYMENT_SYSTEM_NAMES };
  for (const system of systems.data ?? []) if (system.name) names[system.code] = system.name;
  return names;
}
