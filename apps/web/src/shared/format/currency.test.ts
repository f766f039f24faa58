import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('formats decimal strings in en-US with USD by default', () => {
    expect(formatCurrency('1234.50')).toBe('$1,234.50');
    expect(formatCurrency('120.00')).toBe('$120.00');
    expect(formatCurrency('0.00')).toBe('$0.00');
    expect(formatCurrency('-15.5')).toBe('-$15.50');
  });

  it('formats numbers too', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('formats other currencies', () => {
    expect(formatCurrency('1234.50', 'EUR')).toBe('€1,234.50');
    expect(formatCurrency('10', 'eur')).toBe('€10.00');
  });

  it('keeps every digit of a large amount (no float on the way)', () => {
    expect(formatCurrency('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
  });

  it('shows a dash for missing or unreadable amounts', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency('')).toBe('-');
    expect(formatCurrency('12,50')).toBe('-');
    expect(formatCurrency(Number.NaN)).toBe('-');
  });

  it('still shows the amount with a currency code Intl does not know', () => {
    expect(formatCurrency('1234.5', 'NOT-A-CODE')).toBe('1,234.50 NOT-A-CODE');
  });
});
