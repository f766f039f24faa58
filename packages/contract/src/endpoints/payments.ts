// The payments calls of spec §7 (decision 018). This first part is the older group's reference data
// (`client/payment/currencies/`, `payment-systems/`), loaded at start-up; orders, payments and refunds
// follow in the payments issue's next slices.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { currencySchema, paymentSystemSchema } from '../payment';

const signedIn = { auth: 'token' } as const;

export const PAYMENT_BASE = '/api/client/payment/';

export const listCurrencies = defineEndpoint({
  name: 'listCurrencies',
  method: 'GET',
  path: `${PAYMENT_BASE}currencies/`,
  access: signedIn,
  summary: 'The currencies events charge in (ISO 4217 code, name, symbol), by code as listed.',
  tags: ['payments'],
  response: z.array(currencySchema),
});

export const listPaymentSystems = defineEndpoint({
  name: 'listPaymentSystems',
  method: 'GET',
  path: `${PAYMENT_BASE}payment-systems/`,
  access: signedIn,
  summary:
    'The ways an order may be paid: card (through the payment provider) and bank transfer (with a proof).',
  tags: ['payments'],
  response: z.array(paymentSystemSchema),
});

export const paymentsEndpoints = [listCurrencies, listPaymentSystems] as const;
