// Payments reference data (decision 018; spec §3 "Payments state": currencies and payment systems): the
// currencies an event may charge in and the ways an order may be paid. Served by
// `client/payment/currencies/` and `payment-systems/`, loaded at start-up (§7).
import { z } from 'zod';

/** ISO 4217 currencies with their names and symbols, as fees and orders are charged in them. */
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'CNY', name: 'Chinese yuan', symbol: '¥' },
  { code: 'KRW', name: 'South Korean won', symbol: '₩' },
  { code: 'AUD', name: 'Australian dollar', symbol: 'A$' },
  { code: 'NZD', name: 'New Zealand dollar', symbol: 'NZ$' },
  { code: 'CAD', name: 'Canadian dollar', symbol: 'CA$' },
  { code: 'BRL', name: 'Brazilian real', symbol: 'R$' },
  { code: 'ARS', name: 'Argentine peso', symbol: 'ARS' },
  { code: 'COP', name: 'Colombian peso', symbol: 'COP' },
  { code: 'ZAR', name: 'South African rand', symbol: 'R' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [
  CurrencyCode,
  ...CurrencyCode[],
];

export const currencySchema = z
  .object({ code: z.string().regex(/^[A-Z]{3}$/), name: z.string(), symbol: z.string() })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

/** How an order is paid: by card through the payment provider, or by bank transfer with a proof. */
export const PAYMENT_SYSTEMS = ['card', 'bank_transfer'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];

export const PAYMENT_SYSTEM_NAMES: Readonly<Record<PaymentSystem, string>> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
};

export const paymentSystemSchema = z
  .object({
    code: z.enum(PAYMENT_SYSTEMS),
    name: z.string(),
    /** Whether the payment is confirmed by the provider's notification (card) or by WSK against a proof. */
    needs_proof: z.boolean(),
  })
  .meta({ id: 'PaymentSystem' });
export type PaymentSystemItem = z.infer<typeof paymentSystemSchema>;
