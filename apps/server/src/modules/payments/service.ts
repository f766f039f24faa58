// Payments reference data (decision 018): the currencies events charge in and the ways orders are paid.
import {
  CURRENCIES,
  type Currency,
  PAYMENT_SYSTEM_NAMES,
  PAYMENT_SYSTEMS,
  type PaymentSystemItem,
} from '@portal/contract/payment';

export function listCurrencies(): Currency[] {
  return CURRENCIES.map(({ code, name, symbol }) => ({ code, name, symbol }));
}

export function listPaymentSystems(): PaymentSystemItem[] {
  return PAYMENT_SYSTEMS.map((code) => ({
    code,
    name: PAYMENT_SYSTEM_NAMES[code],
    needs_proof: code === 'bank_transfer',
  }));
}
