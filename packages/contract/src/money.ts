// Money in code (decision 018): amounts travel as decimal strings with up to two places ("120.50") and are
// stored as numeric(12,2); in TypeScript they are whole cents, so sums and comparisons are exact integer
// arithmetic and no amount ever passes through a binary fraction. Both directions are exact for every
// amount numeric(12,2) holds.

/** A decimal amount as text: an optional minus, up to 10 whole digits (numeric(12,2)), up to 2 places. */
const DECIMAL_TEXT = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/;

export function isMoneyText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** "120.5" → 12050. Throws a RangeError for anything that is not such an amount. */
export function toCents(text: string): number {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 12050 → "120.50", always two places. Throws a RangeError for a fractional or unsafe number of cents. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** The sum of amounts given as text, as text with two places. */
export function sumMoney(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
}
