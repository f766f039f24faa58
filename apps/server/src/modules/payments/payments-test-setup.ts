// Helpers of the order payment tests: the order fixtures (orders-fixtures.ts: NF staff of Italy and France,
// an athlete who registers themselves, teams with their administrators, events billed through the real
// registration endpoints) and the payment calls (pay, upload a proof, the test checkout) through the API,
// with readers of the rows and audit records the payment and refund tests check.
import { randomUUID } from 'node:crypto';
import type { OrderPaymentReply } from '@portal/contract/endpoints/order-payments';
import type { OrderDetail } from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { PresignedUpload } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { orderPayments, refundRequests } from '../../db/schema/payments';
import type { TestApp } from '../../test/harness';
import { multipartForm, PDF } from '../uploads/test-helpers';
import { loadOrderDetail } from './order-details';
import { type Caller, orderFixtures } from './orders-fixtures';

export const NEW_PAYMENTS = '/api/client/new_payments/';
export const ORDER_PAYMENTS = `${NEW_PAYMENTS}order-payments/`;
export const PAYMENT = '/api/client/payment/payments/';
export const WEBHOOK = '/api/payments/webhook/';
export const TEST_CHECKOUT = '/api/payments/test-checkout/';

/**
 * A reply with its signed file links reduced to their file: a link is signed afresh on every reply and its
 * expiry counts seconds, so two replies a second apart differ only there.
 */
export function withoutLinkSignatures<T>(reply: T): T {
  return JSON.parse(JSON.stringify(reply).replace(/\?expires=\d+&signature=[\w-]+/g, '')) as T;
}

export interface BilledOrders {
  readonly event: { id: number; sportId: number };
  /** 0 where the event has no order of that payer. */
  readonly italy: number;
  readonly france: number;
  readonly athlete: number;
  readonly team: number;
}

/** The order fixtures (orders-fixtures.ts) with a second athlete, Italy's NF administrator and the payment calls. */
export function paymentsSetup(ctx: TestApp) {
  const o = orderFixtures(ctx);
  const { call } = o;
  const callers = {
    ...o.callers,
    otherAthlete: { id: 0, token: '' } as Caller,
    /** NF administrator of Italy (the participants fixtures' nfAdmin) by id. */
    italyNf: { id: 0, token: '' } as Caller,
  };

  /**
   * The payment calls of a payments endpoint (`order-payments/` or `annual-order-payments/`): submit with a
   * fresh idempotency key unless one is given, a proof uploaded through its `presign_url/` (answers the
   * stored name), and a pending bank transfer of an amount with a fresh proof.
   */
  function paymentCalls(paymentsPath: string) {
    function submit(
      token: string,
      body: {
        order: number;
        amount: string;
        payment_system: string;
        idempotency_key?: string;
        proof?: string | null;
      },
    ) {
      return call('POST', paymentsPath, token, { idempotency_key: randomUUID(), ...body });
    }

    async function uploadProof(token: string): Promise<string> {
      const presigned = await call('POST', `${paymentsPath}presign_url/`, token, {
        file_name: 'receipt.pdf',
      });
      expect(presigned.statusCode, presigned.body).toBe(200);
      const target = presigned.json() as PresignedUpload;
      const form = multipartForm(target.fields, {
        name: 'receipt.pdf',
        type: 'application/pdf',
        bytes: PDF,
      });
      const uploaded = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
      expect(uploaded.statusCode, uploaded.body).toBe(204);
      return target.new_file_name;
    }

    async function bankTransfer(token: string, order: number, amount: string) {
      const response = await submit(token, {
        order,
        amount,
        payment_system: 'bank_transfer',
        proof: await uploadProof(token),
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as OrderPaymentReply).payment;
    }

    return { submit, uploadProof, bankTransfer };
  }

  /** The callers and the teams; call in beforeAll. */
  async function setUp() {
    await o.setUp();
    callers.otherAthlete.id = await o.athlete();
    callers.otherAthlete.token = await ctx.token({
      role: ROLE_TYPES.ATHLETE,
      userId: callers.otherAthlete.id,
    });
    callers.italyNf.id = o.ids.nfAdmin;
    callers.italyNf.token = o.tokens.nfAdmin;
  }

  /**
   * A published event with orders billed through the registrations: Italy's NF registers `italy` athletes
   * (120.50 each, 2 unless told), the self athlete themselves (120.50) and the team `team` roster athletes
   * (60.00 each, 1 unless told); WSK registers `france` athletes for France (120.50 each, none unless told).
   */
  async function billedEvent(
    options: { italy?: number; team?: number; france?: number } = {},
  ): Promise<BilledOrders> {
    const billed = await o.billedEvent({
      italy: options.italy ?? 2,
      france: options.france ?? 0,
      self: true,
      team: options.team ?? 1,
    });
    return { event: billed.target, ...billed.orders };
  }

  const { submit, uploadProof, bankTransfer } = paymentCalls(ORDER_PAYMENTS);

  /** A pending card payment by the token's user: the payment and its test checkout token. */
  async function cardPayment(token: string, order: number, amount: string) {
    const response = await submit(token, { order, amount, payment_system: 'card' });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json() as OrderPaymentReply;
    if (reply.checkout?.provider !== 'test') throw new Error('Expected a test checkout');
    const checkoutToken = reply.checkout.url.replace('/test-checkout/', '');
    return { payment: reply.payment, token: checkoutToken };
  }

  async function orderDetail(orderId: number): Promise<OrderDetail> {
    const detail = await loadOrderDetail(ctx.db, orderId);
    if (!detail) throw new Error(`No order ${orderId}`);
    return detail;
  }

  async function paymentRow(id: number) {
    const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.id, id));
    if (!row) throw new Error(`No payment ${id}`);
    return row;
  }

  async function paymentsOf(orderId: number) {
    return ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  }

  /** The audit rows of an action about a payment. */
  async function auditOf(action: string, paymentId: number) {
    const rows = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action));
    return rows.filter((row) => (row.details as { payment?: number }).payment === paymentId);
  }

  /** The participants billed on the order, by line (oldest first). */
  async function participantsOf(orderId: number): Promise<number[]> {
    return (await orderDetail(orderId)).lines.flatMap((line) =>
      line.participant ? [line.participant.id] : [],
    );
  }

  async function refundRow(id: number) {
    const [row] = await ctx.db.select().from(refundRequests).where(eq(refundRequests.id, id));
    if (!row) throw new Error(`No refund ${id}`);
    return row;
  }

  /** The audit rows of an action about a refund. */
  async function refundAuditOf(action: string, refundId: number) {
    const rows = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action));
    return rows.filter((row) => (row.details as { refund?: number }).refund === refundId);
  }

  return {
    ...o,
    callers,
    setUp,
    billedEvent,
    paymentCalls,
    submit,
    uploadProof,
    bankTransfer,
    cardPayment,
    orderDetail,
    paymentRow,
    paymentsOf,
    auditOf,
    participantsOf,
    refundRow,
    refundAuditOf,
  };
}
