// Paying orders through the API: who pays which order, allowed systems, proofs, the payable amount,
// idempotency keys, card checkouts (and a provider that refuses), withdrawing, WSK's confirmation,
// correction and decline of bank transfers, and reading one payment back.
import { ORDER_PAYMENT_MESSAGES, type OrderPaymentReply } from '@portal/contract/endpoints/order-payments';
import { getWskOrderDetails } from '@portal/contract/endpoints/orders';
import { ORDER_MESSAGES, type OrderDetail, type OrderPayment } from '@portal/contract/order';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderLines, orderPayments, orders } from '../../db/schema/payments';
import { fileUploads } from '../../db/schema/uploads';
import { useTestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../events/people-fixtures';
import { UNKNOWN_UPLOAD_MESSAGE } from '../uploads/attach';
import { CHECKOUT_FAILED_REASON, WITHDRAWN_REASON } from './order-payments';
import {
  ORDER_PAYMENTS,
  PAYMENT,
  paymentsSetup,
  TEST_CHECKOUT,
  withoutLinkSignatures,
} from './payments-test-setup';

// The card provider of the app, with switches that make it refuse as a provider can.
const failures = vi.hoisted(() => ({ checkout: false, cancel: false }));
vi.mock('../../platform/payments/create-card-provider', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../platform/payments/create-card-provider')>();
  const { CardProviderError } = await import('../../platform/payments/card-provider');
  return {
    ...original,
    createCardProvider: (config: Parameters<typeof original.createCardProvider>[0]) => {
      const provider = original.createCardProvider(config);
      return {
        ...provider,
        createCheckout: (request: Parameters<typeof provider.createCheckout>[0]) =>
          failures.checkout
            ? Promise.reject(new CardProviderError('The provider is down'))
            : provider.createCheckout(request),
        cancel: (reference: string) =>
          failures.cancel
            ? Promise.reject(new CardProviderError('Already succeeded'))
            : provider.cancel(reference),
      };
    },
  };
});

const ctx = useTestApp();
const s = paymentsSetup(ctx);
const { tokens, call } = s;

beforeAll(async () => {
  await s.setUp();
});

beforeEach(() => {
  failures.checkout = false;
  failures.cancel = false;
});

const notFound = (message: string) => ({ error: { code: 404, message } });
const refusedWith = (message: string) => ({ error: { code: 400, message } });

describe('POST order-payments/ (bank transfer)', () => {
  it('records a pending bank transfer of the payer with its proof, private and attached', async () => {
    const billed = await s.billedEvent();
    const proof = await s.uploadProof(s.callers.italyNf.token);
    const response = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '100.5',
      payment_system: 'bank_transfer',
      proof,
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json() as OrderPaymentReply;
    expect(reply.checkout).toBeNull();
    expect(reply.payment).toMatchObject({
      order: billed.italy,
      amount: '100.50',
      payment_system: 'bank_transfer',
      state: 'pending',
      created_by: { id: s.callers.italyNf.id },
      decided: null,
      decided_by: null,
      decline_reason: null,
    });
    const row = await s.paymentRow(reply.payment.id);
    expect(row.proofKey).toBe(proof);
    const [file] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, proof));
    expect(file).toMatchObject({ purpose: 'payment_proof', isPrivate: true });
    expect(file?.attachedAt).not.toBeNull();
    const order = await s.orderDetail(billed.italy);
    expect(order.amounts).toMatchObject({ pending: '100.50', outstanding: '241.00', paid: '0.00' });
    expect(order.state).toBe('awaiting_payment');
    expect(await s.auditOf('order_payment.create', reply.payment.id)).toHaveLength(1);

    // WSK checks the transfer against its proof: a short-lived link that reads the uploaded file.
    const details = await call('GET', `${getWskOrderDetails.path}?order=${billed.italy}`, tokens.wskViewer);
    expect(details.statusCode, details.body).toBe(200);
    const shown = (details.json() as OrderDetail).payments.find((payment) => payment.id === reply.payment.id);
    expect(shown?.proof).toMatchObject({ file_name: proof, content_type: 'application/pdf' });
    const link = new URL(shown?.proof?.url ?? '');
    const download = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });

  it('lets the athlete and the team administrator pay their own orders', async () => {
    const billed = await s.billedEvent({ italy: 0 });
    expect((await s.bankTransfer(s.callers.selfAthlete.token, billed.athlete, '120.50')).state).toBe(
      'pending',
    );
    expect((await s.bankTransfer(s.callers.teamAdmin.token, billed.team, '60')).amount).toBe('60.00');
  });

  it("answers 404 for another payer's order, the same as for no order", async () => {
    const billed = await s.billedEvent();
    const nfViewerProof = await s.uploadProof(tokens.nfViewer);
    const attempts: [string, number][] = [
      [tokens.nfViewer, billed.italy],
      [s.callers.franceNf.token, billed.italy],
      [tokens.wskAdmin, billed.italy],
      [tokens.athlete, billed.athlete],
      [s.callers.otherAthlete.token, billed.athlete],
      [s.callers.otherTeamAdmin.token, billed.team],
      [s.callers.selfAthlete.token, billed.team],
      [tokens.guest, billed.team],
      [tokens.nfAdmin, billed.athlete],
      [tokens.nfAdmin, UNKNOWN_ID],
    ];
    for (const [token, order] of attempts) {
      const response = await s.submit(token, { order, amount: '10', payment_system: 'card' });
      expect(response.statusCode, `${order}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound(ORDER_MESSAGES.ORDER_NOT_FOUND));
    }
    const viewer = await s.submit(tokens.nfViewer, {
      order: billed.italy,
      amount: '10',
      payment_system: 'bank_transfer',
      proof: nfViewerProof,
    });
    expect(viewer.statusCode).toBe(404);
    expect(await s.paymentsOf(billed.italy)).toHaveLength(0);
  });

  it('needs a token', async () => {
    const response = await call('POST', ORDER_PAYMENTS, null, {});
    expect(response.statusCode).toBe(401);
  });

  it('refuses a system the order does not allow', async () => {
    const billed = await s.billedEvent();
    await ctx.db
      .update(orders)
      .set({ allowedPaymentSystems: ['card'] })
      .where(eq(orders.id, billed.italy));
    const response = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '10',
      payment_system: 'bank_transfer',
      proof: await s.uploadProof(tokens.nfAdmin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({
      payment_system: [ORDER_PAYMENT_MESSAGES.SYSTEM_NOT_ALLOWED],
    });
  });

  it('asks for a proof of a bank transfer and none of a card payment', async () => {
    const billed = await s.billedEvent();
    const without = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '10',
      payment_system: 'bank_transfer',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().invalid_fields).toEqual({ proof: [ORDER_PAYMENT_MESSAGES.PROOF_REQUIRED] });
    const card = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '10',
      payment_system: 'card',
      proof: await s.uploadProof(tokens.nfAdmin),
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().invalid_fields).toEqual({ proof: [ORDER_PAYMENT_MESSAGES.PROOF_NOT_FOR_CARD] });
  });

  it("refuses another person's upload and a proof already used", async () => {
    const billed = await s.billedEvent();
    const othersProof = await s.uploadProof(tokens.athlete);
    const response = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '10',
      payment_system: 'bank_transfer',
      proof: othersProof,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ proof: [UNKNOWN_UPLOAD_MESSAGE] });
    const proof = await s.uploadProof(tokens.nfAdmin);
    const first = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '10',
      payment_system: 'bank_transfer',
      proof,
    });
    expect(first.statusCode).toBe(201);
    const again = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '11',
      payment_system: 'bank_transfer',
      proof,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalid_fields).toEqual({ proof: [UNKNOWN_UPLOAD_MESSAGE] });
    expect(await s.paymentsOf(billed.italy)).toHaveLength(1);
  });

  it('refuses an amount of zero, above what is payable, or on an order with nothing outstanding', async () => {
    const billed = await s.billedEvent();
    const card = (amount: string, order = billed.italy) =>
      s.submit(tokens.nfAdmin, { order, amount, payment_system: 'card' });
    const zero = await card('0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
    const above = await card('241.01');
    expect(above.json().invalid_fields).toEqual({
      amount: ['The amount is more than the outstanding €241.00'],
    });
    await s.bankTransfer(tokens.nfAdmin, billed.italy, '200');
    const abovePayable = await card('41.01');
    expect(abovePayable.json().invalid_fields).toEqual({
      amount: ['The amount is more than the outstanding €41.00'],
    });
    expect((await card('41')).statusCode).toBe(201);

    await ctx.db.update(orderLines).set({ discount: '60' }).where(eq(orderLines.orderId, billed.team));
    const waived = await s.submit(s.callers.teamAdmin.token, {
      order: billed.team,
      amount: '1',
      payment_system: 'card',
    });
    expect(waived.statusCode).toBe(400);
    expect(waived.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.NOTHING_OUTSTANDING] });
  });

  it('answers the same payment for the same key and refuses the key with other details', async () => {
    const billed = await s.billedEvent();
    const proof = await s.uploadProof(tokens.nfAdmin);
    const body = {
      order: billed.italy,
      amount: '50',
      payment_system: 'bank_transfer',
      proof,
      idempotency_key: 'submission-0001',
    };
    const first = await s.submit(tokens.nfAdmin, body);
    const second = await s.submit(tokens.nfAdmin, { ...body, amount: '50.00' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    // The same payment; only the proof's signed link is made afresh (its expiry counts from each reply).
    const withoutLink = (reply: { payment: { proof: { url: string } } }) => ({
      ...reply,
      payment: {
        ...reply.payment,
        proof: { ...reply.payment.proof, url: reply.payment.proof.url.split('?')[0] },
      },
    });
    expect(withoutLink(second.json())).toEqual(withoutLink(first.json()));
    for (const other of [{ amount: '51' }, { payment_system: 'card', proof: null }]) {
      const response = await s.submit(tokens.nfAdmin, { ...body, ...other });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({
        idempotency_key: [ORDER_PAYMENT_MESSAGES.KEY_REUSED],
      });
    }
    expect(await s.paymentsOf(billed.italy)).toHaveLength(1);
  });
});

describe('POST order-payments/ (card)', () => {
  it('starts a test checkout and keeps the payment pending', async () => {
    const billed = await s.billedEvent();
    const body = {
      order: billed.italy,
      amount: '241',
      payment_system: 'card',
      idempotency_key: 'card-key-0001',
    };
    const response = await s.submit(tokens.nfAdmin, body);
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json() as OrderPaymentReply;
    expect(reply.payment).toMatchObject({ state: 'pending', payment_system: 'card', amount: '241.00' });
    expect(reply.checkout).toEqual({
      provider: 'test',
      url: expect.stringMatching(/^\/test-checkout\/[\w-]{43}$/),
    });
    const row = await s.paymentRow(reply.payment.id);
    expect(reply.checkout).toEqual({ provider: 'test', url: `/test-checkout/${row.providerReference}` });
    // The same submission again: the same payment and the same checkout.
    const again = await s.submit(tokens.nfAdmin, body);
    expect(again.json()).toEqual(reply);
  });

  it('declines the payment when the provider will not start the checkout, so the amount is payable again', async () => {
    const billed = await s.billedEvent();
    failures.checkout = true;
    const response = await s.submit(tokens.nfAdmin, {
      order: billed.italy,
      amount: '241',
      payment_system: 'card',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.PROVIDER_UNAVAILABLE));
    const [row] = await s.paymentsOf(billed.italy);
    expect(row).toMatchObject({
      state: 'declined',
      declineReason: CHECKOUT_FAILED_REASON,
      providerReference: null,
    });
    failures.checkout = false;
    expect(
      (await s.submit(tokens.nfAdmin, { order: billed.italy, amount: '241', payment_system: 'card' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('DELETE order-payments/{id}/', () => {
  it("keeps the payer's withdrawn payment, declined as withdrawn by the payer", async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    const outsiders = [
      s.callers.franceNf.token,
      tokens.nfViewer,
      tokens.wskAdmin,
      s.callers.selfAthlete.token,
    ];
    for (const token of outsiders) {
      const response = await call('DELETE', `${ORDER_PAYMENTS}${payment.id}/`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));
    }
    const unknown = await call('DELETE', `${ORDER_PAYMENTS}${UNKNOWN_ID}/`, tokens.nfAdmin);
    expect(unknown.json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));

    const response = await call('DELETE', `${ORDER_PAYMENTS}${payment.id}/`, tokens.nfAdmin);
    expect(response.statusCode).toBe(204);
    const row = await s.paymentRow(payment.id);
    expect(row).toMatchObject({
      state: 'declined',
      declineReason: WITHDRAWN_REASON,
      decidedBy: s.callers.italyNf.id,
    });
    expect((await s.orderDetail(billed.italy)).amounts.pending).toBe('0.00');
    expect(await s.auditOf('order_payment.withdraw', payment.id)).toHaveLength(1);

    const again = await call('DELETE', `${ORDER_PAYMENTS}${payment.id}/`, tokens.nfAdmin);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.NOT_PENDING));
  });

  it('cancels a card payment at the provider, and keeps it pending when the provider refuses', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(s.callers.selfAthlete.token, billed.athlete, '120.50');
    failures.cancel = true;
    const refused = await call('DELETE', `${ORDER_PAYMENTS}${card.payment.id}/`, s.callers.selfAthlete.token);
    expect(refused.statusCode).toBe(400);
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
    failures.cancel = false;
    const withdrawn = await call(
      'DELETE',
      `${ORDER_PAYMENTS}${card.payment.id}/`,
      s.callers.selfAthlete.token,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect((await s.paymentRow(card.payment.id)).state).toBe('declined');
    const checkout = await call('POST', `${TEST_CHECKOUT}${card.token}/`, s.callers.selfAthlete.token, {
      outcome: 'succeeded',
    });
    expect(checkout.statusCode).toBe(404);
  });
});

describe("WSK's decisions on bank transfers", () => {
  const confirm = (id: number, token = tokens.wskAdmin, note?: string) =>
    call('PATCH', `${ORDER_PAYMENTS}${id}/wsk_confirm/`, token, note === undefined ? {} : { note });
  const update = (id: number, amount: string, token = tokens.wskAdmin) =>
    call('PATCH', `${ORDER_PAYMENTS}${id}/wsk_update/`, token, { amount });
  const decline = (id: number, reason: string | null, token = tokens.wskAdmin) =>
    call(
      'DELETE',
      `${ORDER_PAYMENTS}${id}/wsk_decline/${reason === null ? '' : `?reason=${encodeURIComponent(reason)}`}`,
      token,
    );

  it('are for WSK administrators only', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete, s.callers.teamAdmin.token]) {
      expect((await confirm(payment.id, token)).statusCode).toBe(403);
      expect((await update(payment.id, '90', token)).statusCode).toBe(403);
      expect((await decline(payment.id, 'No', token)).statusCode).toBe(403);
    }
    expect((await confirm(payment.id, '')).statusCode).toBe(401);
    expect((await s.paymentRow(payment.id)).state).toBe('pending');
  });

  it('confirms a pending transfer once, with who and when, and answers the order', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '241');
    const response = await confirm(payment.id, tokens.wskAdmin, 'Matched the bank statement');
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as OrderDetail;
    expect(order.id).toBe(billed.italy);
    expect(order.state).toBe('paid');
    expect(order.amounts).toMatchObject({ paid: '241.00', pending: '0.00', outstanding: '0.00' });
    const confirmed = order.payments.find((candidate) => candidate.id === payment.id);
    expect(confirmed).toMatchObject({ state: 'confirmed', decided_by: { id: s.ids.wskAdmin } });
    expect(confirmed?.decided).not.toBeNull();

    const again = await confirm(payment.id);
    expect(again.statusCode).toBe(200);
    expect(withoutLinkSignatures(again.json())).toEqual(withoutLinkSignatures(order));
    const audits = await s.auditOf('order_payment.confirm', payment.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amount: '241.00', note: 'Matched the bank statement' });
  });

  it('refuses a confirmation that would make the order paid more than it owes', async () => {
    const billed = await s.billedEvent();
    const first = await s.bankTransfer(tokens.nfAdmin, billed.italy, '200');
    const second = await s.bankTransfer(tokens.nfAdmin, billed.italy, '41');
    expect((await update(second.id, '60')).statusCode).toBe(200);
    expect((await confirm(first.id)).statusCode).toBe(200);
    const response = await confirm(second.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING));
    expect((await s.paymentRow(second.id)).state).toBe('pending');
    expect((await update(second.id, '41')).statusCode).toBe(200);
    expect((await confirm(second.id)).json().state).toBe('paid');
  });

  it('corrects the amount of a pending transfer only, and only to more than zero', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    const response = await update(payment.id, '99.9');
    expect(response.statusCode).toBe(200);
    const order = response.json() as OrderDetail;
    expect(order.payments.find((candidate) => candidate.id === payment.id)?.amount).toBe('99.90');
    expect(order.amounts.pending).toBe('99.90');
    expect((await s.auditOf('order_payment.update', payment.id))[0]).toMatchObject({
      before: { amount: '100.00' },
      after: { amount: '99.90' },
    });
    const zero = await update(payment.id, '0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().invalid_fields).toEqual({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
    await confirm(payment.id);
    expect((await update(payment.id, '50')).json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.NOT_PENDING));
  });

  it('declines a pending transfer with the reason the payer sees', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    const missing = await decline(payment.id, null);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().invalid_fields)).toEqual(['reason']);
    const response = await decline(payment.id, 'The proof is unreadable');
    expect(response.statusCode).toBe(200);
    const declined = (response.json() as OrderDetail).payments.find(
      (candidate) => candidate.id === payment.id,
    );
    expect(declined).toMatchObject({
      state: 'declined',
      decline_reason: 'The proof is unreadable',
      decided_by: { id: s.ids.wskAdmin },
    });
    for (const answer of [
      await decline(payment.id, 'Again'),
      await confirm(payment.id),
      await update(payment.id, '5'),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.NOT_PENDING));
    }
  });

  it('leaves card payments to the provider, and answers 404 for no payment', async () => {
    const billed = await s.billedEvent();
    const card = await s.cardPayment(tokens.nfAdmin, billed.italy, '100');
    for (const answer of [
      await confirm(card.payment.id),
      await update(card.payment.id, '5'),
      await decline(card.payment.id, 'No'),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusedWith(ORDER_PAYMENT_MESSAGES.CARD_BY_PROVIDER));
    }
    expect((await s.paymentRow(card.payment.id)).state).toBe('pending');
    for (const answer of [
      await confirm(UNKNOWN_ID),
      await update(UNKNOWN_ID, '5'),
      await decline(UNKNOWN_ID, 'No'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));
    }
  });
});

describe('GET client/payment/payments/{id}/', () => {
  it("answers the payer's own payment (NF viewers too) and any for WSK staff, else 404", async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    for (const token of [tokens.nfAdmin, tokens.nfViewer, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', `${PAYMENT}${payment.id}/`, token);
      expect(response.statusCode, response.body).toBe(200);
      // The same payment; its proof's short-lived link may be signed at another second.
      expect(response.json() as OrderPayment).toEqual({
        ...payment,
        proof: { ...payment.proof, url: expect.stringContaining('signature=') },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const token of [s.callers.franceNf.token, tokens.athlete, s.callers.teamAdmin.token, tokens.guest]) {
      const response = await call('GET', `${PAYMENT}${payment.id}/`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND));
    }
    const athletePayment = await s.bankTransfer(s.callers.selfAthlete.token, billed.athlete, '10');
    expect(
      (await call('GET', `${PAYMENT}${athletePayment.id}/`, s.callers.selfAthlete.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', `${PAYMENT}${athletePayment.id}/`, tokens.nfViewer)).statusCode).toBe(404);
    expect((await call('GET', `${PAYMENT}${UNKNOWN_ID}/`, tokens.wskAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${PAYMENT}${payment.id}/`, null)).statusCode).toBe(401);
  });
});

describe('the ledger after payments', () => {
  it('counts only confirmed payments as paid', async () => {
    const billed = await s.billedEvent();
    const payment = await s.bankTransfer(tokens.nfAdmin, billed.italy, '100');
    await ctx.db.update(orderPayments).set({ state: 'declined' }).where(eq(orderPayments.id, payment.id));
    expect((await s.orderDetail(billed.italy)).amounts).toMatchObject({ pending: '0.00', paid: '0.00' });
  });
});
