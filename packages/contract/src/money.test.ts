// Money as whole cents: exact both ways for every numeric(12,2) amount, sums without float drift, and
// anything else refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, isMoneyText, sumMoney, toCents } from './money';

/** Every amount numeric(12,2) holds, as whole cents. */
const cents = fc.integer({ min: -9_999_999_999_99, max: 9_999_999_999_99 });

describe('money', () => {
  it('reads and prints amounts exactly', () => {
    expect(toCents('120.5')).toBe(12050);
    expect(toCents('120.50')).toBe(12050);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('-3')).toBe(-300);
    expect(toCents('-0.00')).toBe(0);
    expect(fromCents(12050)).toBe('120.50');
    expect(fromCents(7)).toBe('0.07');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
  });

  it('round-trips every amount numeric(12,2) holds', () => {
    fc.assert(fc.property(cents, (value) => toCents(fromCents(value)) === value));
  });

  it('adds without the drift of binary fractions', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        return sumMoney(values.map(fromCents)) === fromCents(total);
      }),
    );
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '1.234', '1,00', '1e3', ' 1', '+1', '.5', '12345678901', 'NaN']) {
      expect(isMoneyText(text), text).toBe(false);
      expect(() => toCents(text), text).toThrow(RangeError);
    }
    expect(() => fromCents(0.5)).toThrow(RangeError);
    expect(() => fromCents(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
