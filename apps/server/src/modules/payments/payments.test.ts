// Payments reference data (§7 `client/payment/currencies/`, `payment-systems/`): every signed-in role reads
// them in the contract's shape; anonymous callers get 401.
import { listCurrencies, listPaymentSystems } from '@portal/contract/endpoints/payments';
import { currencySchema, paymentSystemSchema } from '@portal/contract/payment';
import { ROLE_TYPES } from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();

describe('payments reference data', () => {
  it('lists the currencies with their codes, names and symbols', async () => {
    const token = await ctx.token({ role: ROLE_TYPES.ATHLETE });
    const response = await ctx.app.inject({
      method: 'GET',
      url: listCurrencies.path,
      headers: ctx.bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const currencies = currencySchema.array().parse(response.json());
    expect(currencies[0]).toEqual({ code: 'EUR', name: 'Euro', symbol: '€' });
    expect(currencies.map((currency) => currency.code)).toContain('USD');
    expect(new Set(currencies.map((currency) => currency.code)).size).toBe(currencies.length);
  });

  it('lists card and bank transfer, the transfer needing a proof', async () => {
    const token = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'viewer' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: listPaymentSystems.path,
      headers: ctx.bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentSystemSchema.array().parse(response.json())).toEqual([
      { code: 'card', name: 'Card', needs_proof: false },
      { code: 'bank_transfer', name: 'Bank transfer', needs_proof: true },
    ]);
  });

  it('answers 401 without a token', async () => {
    for (const url of [listCurrencies.path, listPaymentSystems.path]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
