// The amount rules of a refund as the server applies them (decision 018, refund requests), so a form refuses
// what the server would with the same message: a well-formed amount, above zero, and no more than what is
// paid on the line less what the line's other requested refunds already ask.
import { REFUND_MESSAGES } from '@portal/contract/endpoints/refunds';
import { moneySchema } from '@portal/contract/event';
import { fromCents, toCents } from '@portal/contract/money';
import { ORDER_MESSAGES, type OrderLine, type RefundRequest } from '@portal/contract/order';
import { formatCurrency } from '../../../shared/format/currency';

/**
 * What may still be asked back on a line, in cents: paid on it less the requested refunds of the line,
 * `except` one (the request whose amount is being changed).
 */
export function availableRefundCents(
  order: { readonly refunds: readonly RefundRequest[] },
  line: Pick<OrderLine, 'id' | 'paid'>,
  except: number | null = null,
): number {
  const requested = order.refunds
    .filter((refund) => refund.line === line.id && refund.state === 'requested' && refund.id !== except)
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return Math.max(0, toCents(line.paid) - requested);
}

/** Whether a refund may be asked on the line at all: something is paid on it and not all of it asked back. */
export const isRefundable = (
  order: { readonly refunds: readonly RefundRequest[] },
  line: OrderLine,
): boolean => !line.cancelled && toCents(line.paid) > 0 && availableRefundCents(order, line) > 0;

/** Why `amount` may not be refunded when at most `availableCents` may; undefined when it may. */
export function refundAmountError(
  amount: string,
  availableCents: number,
  currency: string,
): string | undefined {
  const text = amount.trim();
  const format = moneySchema.safeParse(text);
  if (!format.success) return format.error.issues[0]?.message;
  const cents = toCents(text);
  if (cents <= 0) return ORDER_MESSAGES.AMOUNT_NOT_POSITIVE;
  if (cents > availableCents) {
    return REFUND_MESSAGES.ABOVE_PAID.replace(
      '{amount}',
      formatCurrency(fromCents(availableCents), currency),
    );
  }
  return undefined;
}

/**
 * A refund form's errors with the amount judged by the refund rule alone (its format included, on what is
 * sent: trimmed), whatever the endpoint's schema said of it.
 */
export function withRefundAmount<K extends string>(
  errors: Partial<Record<K | 'amount', string>>,
  amount: string,
  availableCents: number,
  currency: string,
): Partial<Record<K | 'amount', string>> {
  const { amount: _format, ...others } = errors;
  const error = refundAmountError(amount, availableCents, currency);
  return (error ? { ...others, amount: error } : others) as Partial<Record<K | 'amount', string>>;
}
