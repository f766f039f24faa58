// Money display of spec §9: en-US format, USD by default. Amounts arrive as decimal strings ('120.00').
import { CURRENCY_LOCALE, DEFAULT_CURRENCY } from '@portal/contract/constants';

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const EMPTY = '-';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  let cached = formatters.get(code);
  if (!cached) {
    cached = new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: code });
    formatters.set(code, cached);
  }
  return cached;
}

/**
 * A decimal string is handed to Intl as a string, which formats it exactly; through a float, large or
 * long amounts would be rounded. A currency code Intl does not know still shows the amount, with the
 * code after it, rather than breaking the page.
 */
export function formatCurrency(
  amount: string | number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (amount === null || amount === undefined) return EMPTY;
  if (typeof amount === 'string' ? !DECIMAL.test(amount.trim()) : !Number.isFinite(amount)) return EMPTY;
  const value = typeof amount === 'string' ? (amount.trim() as Intl.StringNumericLiteral) : amount;
  try {
    return formatter(currency).format(value);
  } catch {
    const plain = new Intl.NumberFormat(CURRENCY_LOCALE, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${plain.format(value)} ${currency}`;
  }
}
