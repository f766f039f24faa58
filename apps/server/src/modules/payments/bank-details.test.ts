// World Skate's bank details: the configured account for any signed-in user, with the reference and the
// outstanding amount of an order the caller may read (404 otherwise), and the same as a PDF download whose
// text keeps Western European accents and survives characters the standard fonts cannot draw.
import type { BankDetails } from '@portal/contract/endpoints/order-payments';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { readCard } from '../credentials/card-fixtures';
import { UNKNOWN_ID } from '../events/people-fixtures';
import { NEW_PAYMENTS, paymentsSetup } from './payments-test-setup';

const ctx = useTestApp({
  env: {
    BANK_ACCOUNT_HOLDER: 'Fédération Łódź 日本',
    BANK_NAME: 'Banque Cantonale Vaudoise',
    BANK_IBAN: 'CH93 0076 2011 6238 5295 7',
    BANK_BIC: 'BCVLCH2LXXX',
    BANK_ADDRESS: 'Avenue de Rhodanie 54, 1007 Lausanne',
  },
});
const s = paymentsSetup(ctx);
const { tokens, call } = s;
const URL = `${NEW_PAYMENTS}orders/bank_details/`;

const ACCOUNT = {
  holder: 'Fédération Łódź 日本',
  bank: 'Banque Cantonale Vaudoise',
  iban: 'CH93 0076 2011 6238 5295 7',
  bic: 'BCVLCH2LXXX',
  address: 'Avenue de Rhodanie 54, 1007 Lausanne',
};

let billed: Awaited<ReturnType<typeof s.billedEvent>>;
const reference = (id: number) => `WS-${String(id).padStart(6, '0')}`;

beforeAll(async () => {
  await s.setUp();
  billed = await s.billedEvent();
  await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
});

describe('GET orders/bank_details/', () => {
  it('answers the configured account to any signed-in user', async () => {
    for (const token of [tokens.guest, tokens.athlete, tokens.nfViewer, tokens.wskViewer]) {
      const response = await call('GET', URL, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...ACCOUNT, reference: null, outstanding: null, currency: null });
    }
    expect((await call('GET', URL, null)).statusCode).toBe(401);
  });

  it('adds the reference and what is outstanding on an order the caller may read', async () => {
    const expected: BankDetails = {
      ...ACCOUNT,
      reference: reference(billed.italy),
      outstanding: '241.00',
      currency: 'EUR',
    };
    for (const token of [tokens.nfAdmin, tokens.nfViewer, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', `${URL}?order=${billed.italy}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    const athlete = await call('GET', `${URL}?order=${billed.athlete}`, s.callers.selfAthlete.token);
    expect(athlete.json()).toMatchObject({ reference: reference(billed.athlete), outstanding: '120.50' });
    const team = await call('GET', `${URL}?order=${billed.team}`, s.callers.teamAdmin.token);
    expect(team.json()).toMatchObject({ reference: reference(billed.team), outstanding: '60.00' });
  });

  it("answers 404 for another payer's order, the same as for no order", async () => {
    const attempts: [string, number][] = [
      [s.callers.franceNf.token, billed.italy],
      [tokens.athlete, billed.athlete],
      [s.callers.otherTeamAdmin.token, billed.team],
      [tokens.nfAdmin, billed.athlete],
      [tokens.wskAdmin, UNKNOWN_ID],
    ];
    for (const [token, order] of attempts) {
      for (const format of ['json', 'pdf']) {
        const response = await call('GET', `${URL}?order=${order}&format=${format}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 404, message: ORDER_MESSAGES.ORDER_NOT_FOUND } });
      }
    }
  });

  it('refuses an unknown format', async () => {
    expect((await call('GET', `${URL}?format=docx`, tokens.guest)).statusCode).toBe(400);
  });

  it('downloads the details of an order as a PDF named after its reference', async () => {
    const response = await call('GET', `${URL}?order=${billed.italy}&format=pdf`, tokens.nfAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bank-details-${reference(billed.italy)}.pdf"`,
    );
    const card = await readCard(response.rawPayload);
    expect(card.pages).toHaveLength(1);
    for (const text of [
      'Bank transfer details',
      'CH93 0076 2011 6238 5295 7',
      'BCVLCH2LXXX',
      'Banque Cantonale Vaudoise',
      reference(billed.italy),
      '€241.00',
    ]) {
      expect(card.text).toContain(text);
    }
    // Accents the standard font has stay; letters it lacks lose theirs; other scripts become "?".
    expect(card.text).toContain('Fédération Lódz ??');
    expect(card.document.getTitle()).toBe(`Bank transfer details for order ${reference(billed.italy)}`);
  });

  it('downloads the account alone as bank-details.pdf', async () => {
    const response = await call('GET', `${URL}?format=pdf`, tokens.guest);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="bank-details.pdf"');
    const card = await readCard(response.rawPayload);
    expect(card.text).not.toContain('Reference to quote');
  });
});
