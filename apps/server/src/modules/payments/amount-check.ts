// Whether an amount may be paid on an order now (decision 018, `check_amount`): above zero and not above
// what is payable, i.e. the outstanding amount less the payments awaiting confirmation. The same rule
// answers the check and guards the payment itself, under the order's lock.
import { CURRENCY_LOCALE } from '@portal/contract/constants';
import { fromCents } from '@portal/contract/money';
import { ORDER_MESSAGES } from '@portal/contract/order';
import type { OrderLedger } from './ledger';

/** An amount as the §5 currency-value messages show it ("€120.50"); the decimal text is formatted exactly. */
export function formatAmount(cents: number, currency: string): string {
  const text = fromCents(cents) as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency }).format(text);
}

/** Why the amount may not be paid on the order now; null when it may. */
export function amountRefusal(
  ledger: Pick<OrderLedger, 'outstandingCents' | 'payableCents'>,
  amountCents: number,
  currency: string,
): string | null {
  if (amountCents <= 0) return ORDER_MESSAGES.AMOUNT_NOT_POSITIVE;
  if (ledger.outstandingCents === 0) return ORDER_MESSAGES.NOTHING_OUTSTANDING;
  if (amountCents > ledger.payableCents) {
    return ORDER_MESSAGES.AMOUNT_ABOVE_OUTSTANDING.replace(
      '{amount}',
      formatAmount(ledger.payableCents, currency),
    );
  }
  return null;
}
