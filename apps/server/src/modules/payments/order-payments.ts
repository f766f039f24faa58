// Paying orders (decision 018): the payer pays their own order by bank transfer with a proof or by card,
// and may withdraw a pending payment (event orders through `order-payments/`, a team's annual orders of
// decision 019 through `annual-order-payments/`: the same code, each call refusing the other kind); WSK administrators confirm, correct or decline bank transfers; the
// card provider's signed notification alone confirms or declines a card payment; the built-in test
// checkout produces such notifications when no provider is configured. Every write that moves money runs
// under the order's lock, asks the ledger first and is audited in its transaction.
import type { IncomingHttpHeaders } from 'node:http';
import type {
  ConfirmOrderPaymentBody,
  CreateOrderPaymentBody,
  OrderPaymentReply,
  TestCheckout,
} from '@portal/contract/endpoints/order-payments';
import { ORDER_PAYMENT_MESSAGES, paymentReturnPath } from '@portal/contract/endpoints/order-payments';
import type { PresignUploadBody } from '@portal/contract/endpoints/uploads';
import { fromCents, toCents } from '@portal/contract/money';
import { ORDER_MESSAGES, type OrderDetail, type OrderPayment } from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { PresignedUpload } from '@portal/contract/user';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import {
  type CardProvider,
  CardProviderError,
  type PaymentNotification,
  type PaymentOutcome,
  type PaymentProviderName,
} from '../../platform/payments/card-provider';
import type { TestCardProvider } from '../../platform/payments/test-provider';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/service';
import { EventStateError } from '../events/service';
import { attachUpload } from '../uploads/attach';
import { presignUpload } from '../uploads/service';
import { amountRefusal } from './amount-check';
import { lockOrders, readLedger } from './billing';
import { mayConfirmPayment } from './ledger';
import { loadOrderDetail, orderReference, proofLinksOf } from './order-details';
import {
  administeredFederationOf,
  decidePayment,
  findPayableOrder,
  findPayment,
  findPaymentByKey,
  findPaymentByProviderReference,
  insertPendingPayment,
  type PayableOrder,
  type PaymentRow,
  redirectSportOf,
  setPaymentAmount,
  setProviderReference,
  touchOrder,
} from './order-payment-queries';
import { fitsSubject, type OrderSubject, orderNotFoundFor, type SubjectGuard } from './order-subject';

export interface OrderPaymentDeps {
  readonly db: Database;
  readonly config: Config;
  readonly storage: FileStorage;
  readonly cardProvider: CardProvider;
}

/** The reason a payment the payer withdrew shows: it stays in the order's history as declined. */
export const WITHDRAWN_REASON = 'Withdrawn by the payer';
/** The reason of a card payment the provider reported failed. */
export const CARD_FAILED_REASON = 'The card payment did not go through';
/** The reason of a card payment whose checkout the provider would not start. */
export const CHECKOUT_FAILED_REASON = 'The card payment could not be started';

const RECEIVED = { received: true } as const;

const orderNotFound = () => new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);
const paymentNotFound = () => new NotFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND);
const checkoutNotFound = () => new NotFound(ORDER_PAYMENT_MESSAGES.CHECKOUT_NOT_FOUND);
const refused = (message: string) => new EventStateError(message);

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

// Who acts for the payer ------------------------------------------------------------------------------------

/**
 * Whether the caller acts for the order's payer: NF staff of its federation (administrators only to pay,
 * viewers may read), the athlete whose order it is, the team's administrator.
 */
export async function actsForPayer(
  db: Database,
  caller: AccessClaims,
  order: Pick<PayableOrder, 'payerKind' | 'federationId' | 'userId' | 'teamAdminUserId'>,
  access: 'pay' | 'read',
): Promise<boolean> {
  switch (order.payerKind) {
    case 'federation': {
      if (caller.role !== ROLE_TYPES.NF_ADMIN) return false;
      if (access === 'pay' && caller.permission !== 'admin') return false;
      const federationId = await administeredFederationOf(db, { userId: caller.userId });
      return federationId !== null && federationId === order.federationId;
    }
    case 'athlete':
      return order.userId === caller.userId;
    case 'team':
      return order.teamAdminUserId !== null && order.teamAdminUserId === caller.userId;
  }
}

/**
 * The order if the caller may read it (WSK staff: any; otherwise its payer, viewers included) and it is of
 * the subject asked (either unless told); 404 otherwise.
 */
export async function readableOrder(
  db: Database,
  caller: AccessClaims,
  orderId: number,
  subject: SubjectGuard = 'any',
) {
  const order = await findPayableOrder(db, { id: orderId });
  if (
    !order ||
    !fitsSubject(order, subject) ||
    !(isWskStaff(caller) || (await actsForPayer(db, caller, order, 'read')))
  ) {
    throw orderNotFoundFor(subject);
  }
  return order;
}

async function paymentReply(
  deps: OrderPaymentDeps,
  payment: Pick<PaymentRow, 'id' | 'orderId'>,
): Promise<OrderPayment> {
  const order = await loadOrderDetail(deps.db, payment.orderId, proofLinksOf(deps));
  const found = order?.payments.find((candidate) => candidate.id === payment.id);
  if (!found) throw paymentNotFound();
  return found;
}

async function orderReply(deps: OrderPaymentDeps, orderId: number): Promise<OrderDetail> {
  const order = await loadOrderDetail(deps.db, orderId, proofLinksOf(deps));
  if (!order) throw orderNotFound();
  return order;
}

// Paying ----------------------------------------------------------------------------------------------------

/** An upload URL for a bank transfer's proof: a private document of the caller. */
export function presignProof(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  body: PresignUploadBody,
): Promise<PresignedUpload> {
  return presignUpload(deps, {
    ownerUserId: caller.userId,
    fileName: body.file_name,
    purpose: 'user_document',
    isPrivate: true,
  });
}

type CreateBody = Required<Pick<CreateOrderPaymentBody, 'order' | 'payment_system' | 'idempotency_key'>> & {
  readonly amount: string;
  readonly proof: string | null;
};

/**
 * The payer pays their order with an allowed system; the amount must be payable now. The same idempotency
 * key again answers the same payment (a key reused with another amount or system is refused). A card
 * payment's checkout is started after the payment is recorded, outside the transaction, so no lock is
 * held while the provider answers. An order of another subject than the call's is 404.
 */
export async function createOrderPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  body: CreateBody,
  subject: OrderSubject = 'event',
): Promise<OrderPaymentReply> {
  const order = await findPayableOrder(deps.db, { id: body.order });
  if (!order || !fitsSubject(order, subject) || !(await actsForPayer(deps.db, caller, order, 'pay'))) {
    throw orderNotFoundFor(subject);
  }
  if (!order.allowedPaymentSystems.includes(body.payment_system)) {
    throw new Invalid({ payment_system: [ORDER_PAYMENT_MESSAGES.SYSTEM_NOT_ALLOWED] });
  }
  const amountCents = toCents(body.amount);
  const payment = await deps.db.transaction(async (tx) => {
    await lockOrders(tx, [order.id]);
    const submitted = await findPaymentByKey(tx, { orderId: order.id, idempotencyKey: body.idempotency_key });
    if (submitted) return sameSubmission(submitted, amountCents, body.payment_system);
    const ledger = await readLedger(tx, order.id);
    const refusal = amountRefusal(ledger, amountCents, order.currency);
    if (refusal) throw new Invalid({ amount: [refusal] });
    if (body.proof !== null) {
      await attachUpload(tx, {
        key: body.proof,
        ownerUserId: caller.userId,
        purpose: 'payment_proof',
        field: 'proof',
        storage: deps.storage,
      });
    }
    const now = new Date();
    const inserted = await insertPendingPayment(tx, {
      orderId: order.id,
      amount: fromCents(amountCents),
      paymentSystem: body.payment_system,
      idempotencyKey: body.idempotency_key,
      proofKey: body.proof,
      createdBy: caller.userId,
      now,
    });
    // Under the order's lock no other submission can have taken the key since it was looked for.
    if (!inserted) throw new Error('The payment was neither inserted nor found');
    await touchOrder(tx, { id: order.id, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order_payment.create',
      details: paymentFacts(inserted),
    });
    return inserted;
  });
  const checkout =
    payment.paymentSystem === 'card' && payment.state === 'pending'
      ? await startCheckout(deps, order, payment)
      : null;
  return { payment: await paymentReply(deps, payment), checkout };
}

function sameSubmission(submitted: PaymentRow, amountCents: number, system: string): PaymentRow {
  if (toCents(submitted.amount) !== amountCents || submitted.paymentSystem !== system) {
    throw new Invalid({ idempotency_key: [ORDER_PAYMENT_MESSAGES.KEY_REUSED] });
  }
  return submitted;
}

function paymentFacts(payment: Pick<PaymentRow, 'id' | 'orderId' | 'amount' | 'paymentSystem'>) {
  return {
    order: payment.orderId,
    payment: payment.id,
    amount: fromCents(toCents(payment.amount)),
    payment_system: payment.paymentSystem,
  };
}

/**
 * Starts (or, for a repeated submission, answers again) the provider's checkout of a pending card payment.
 * A provider that refuses leaves the payment declined, so its amount is payable again.
 */
async function startCheckout(deps: OrderPaymentDeps, order: PayableOrder, payment: PaymentRow) {
  const reference = orderReference(order.id);
  try {
    const started = await deps.cardProvider.createCheckout({
      paymentId: payment.id,
      amountCents: toCents(payment.amount),
      currency: order.currency,
      idempotencyKey: payment.idempotencyKey,
      reference,
      description: `${order.label}: order ${reference}`,
    });
    if (payment.providerReference !== null && payment.providerReference !== started.providerReference) {
      // The provider forgot the key (Stripe keeps one for 24 hours) and started a second checkout: stop it,
      // so one payment never has two ways to be paid; the payer withdraws and pays anew.
      await deps.cardProvider.cancel(started.providerReference);
      return null;
    }
    await setProviderReference(deps.db, { id: payment.id, reference: started.providerReference });
    return started.checkout;
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    await declineUnstartedCheckout(deps.db, payment);
    throw refused(ORDER_PAYMENT_MESSAGES.PROVIDER_UNAVAILABLE);
  }
}

async function declineUnstartedCheckout(db: Database, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrders(tx, [payment.orderId]);
    const current = await findPayment(tx, { id: payment.id });
    if (current?.state !== 'pending' || current.providerReference !== null) return;
    const now = new Date();
    await decidePayment(tx, {
      id: payment.id,
      state: 'declined',
      decidedBy: null,
      reason: CHECKOUT_FAILED_REASON,
      now,
    });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'order_payment.checkout_failed',
      details: paymentFacts(current),
    });
  });
}

/**
 * The payer withdraws their pending payment. It is kept, declined with the reason "Withdrawn by the payer",
 * so the order's history shows it; a card payment's checkout is cancelled at the provider first (a provider
 * that refuses, because the payment already went through, leaves it pending for its notification). A
 * payment of an order of another subject than the call's is 404.
 */
export async function withdrawOrderPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  paymentId: number,
  subject: OrderSubject = 'event',
): Promise<null> {
  const payment = await findPayment(deps.db, { id: paymentId });
  const order = payment && (await findPayableOrder(deps.db, { id: payment.orderId }));
  if (
    !payment ||
    !order ||
    !fitsSubject(order, subject) ||
    !(await actsForPayer(deps.db, caller, order, 'pay'))
  ) {
    throw paymentNotFound();
  }
  if (payment.state !== 'pending') throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
  if (payment.paymentSystem === 'card' && payment.providerReference !== null) {
    try {
      await deps.cardProvider.cancel(payment.providerReference);
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
    }
  }
  await deps.db.transaction(async (tx) => {
    await lockOrders(tx, [payment.orderId]);
    const current = await findPayment(tx, { id: paymentId });
    if (current?.state !== 'pending') throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
    const now = new Date();
    await decidePayment(tx, {
      id: paymentId,
      state: 'declined',
      decidedBy: caller.userId,
      reason: WITHDRAWN_REASON,
      now,
    });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order_payment.withdraw',
      details: paymentFacts(current),
    });
  });
  return null;
}

/** One payment of the caller's orders (NF viewers included), or any for WSK staff; 404 otherwise. */
export async function getPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  paymentId: number,
): Promise<OrderPayment> {
  const payment = await findPayment(deps.db, { id: paymentId });
  const order = payment && (await findPayableOrder(deps.db, { id: payment.orderId }));
  if (!payment || !order) throw paymentNotFound();
  if (!(isWskStaff(caller) || (await actsForPayer(deps.db, caller, order, 'read')))) throw paymentNotFound();
  return paymentReply(deps, payment);
}

// WSK's decisions on bank transfers -------------------------------------------------------------------------

/**
 * A pending bank transfer, locked with its order, for one of WSK's decisions; `decide` answers whether it
 * changed anything. Card payments are the provider's to decide.
 */
async function decideBankTransfer(
  deps: OrderPaymentDeps,
  paymentId: number,
  decide: (tx: Database, payment: PaymentRow) => Promise<void>,
): Promise<OrderDetail> {
  const orderId = await deps.db.transaction(async (tx) => {
    const seen = await findPayment(tx, { id: paymentId });
    if (!seen) throw paymentNotFound();
    if (seen.paymentSystem === 'card') throw refused(ORDER_PAYMENT_MESSAGES.CARD_BY_PROVIDER);
    await lockOrders(tx, [seen.orderId]);
    const payment = await findPayment(tx, { id: paymentId });
    if (!payment) throw paymentNotFound();
    await decide(tx, payment);
    return payment.orderId;
  });
  return orderReply(deps, orderId);
}

/**
 * WSK administrators confirm a pending bank transfer against its proof, when it leaves the order paid no
 * more than it charges. Confirming a confirmed payment again changes nothing (and records nothing).
 */
export function confirmOrderPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  paymentId: number,
  body: Required<ConfirmOrderPaymentBody>,
): Promise<OrderDetail> {
  return decideBankTransfer(deps, paymentId, async (tx, payment) => {
    if (payment.state === 'confirmed') return;
    if (payment.state !== 'pending') throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
    const ledger = await readLedger(tx, payment.orderId);
    if (!mayConfirmPayment(ledger, toCents(payment.amount))) {
      throw refused(ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING);
    }
    const now = new Date();
    await decidePayment(tx, {
      id: payment.id,
      state: 'confirmed',
      decidedBy: caller.userId,
      reason: null,
      now,
    });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order_payment.confirm',
      targetUserId: payment.createdBy,
      details: { ...paymentFacts(payment), note: body.note },
      before: { state: payment.state },
      after: { state: 'confirmed' },
    });
  });
}

/** WSK administrators correct a pending bank transfer's amount to what arrived, before confirming it. */
export function updateOrderPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  paymentId: number,
  body: { readonly amount: string },
): Promise<OrderDetail> {
  const amountCents = toCents(body.amount);
  if (amountCents <= 0) throw new Invalid({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
  return decideBankTransfer(deps, paymentId, async (tx, payment) => {
    if (payment.state !== 'pending') throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
    const now = new Date();
    const after = fromCents(amountCents);
    await setPaymentAmount(tx, { id: payment.id, amount: after, now });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order_payment.update',
      targetUserId: payment.createdBy,
      details: paymentFacts(payment),
      before: { amount: fromCents(toCents(payment.amount)) },
      after: { amount: after },
    });
  });
}

/** WSK administrators decline a pending bank transfer with the reason the payer is shown. */
export function declineOrderPayment(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  paymentId: number,
  query: { readonly reason: string },
): Promise<OrderDetail> {
  return decideBankTransfer(deps, paymentId, async (tx, payment) => {
    if (payment.state !== 'pending') throw refused(ORDER_PAYMENT_MESSAGES.NOT_PENDING);
    const now = new Date();
    await decidePayment(tx, {
      id: payment.id,
      state: 'declined',
      decidedBy: caller.userId,
      reason: query.reason,
      now,
    });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order_payment.decline',
      targetUserId: payment.createdBy,
      details: { ...paymentFacts(payment), reason: query.reason },
      before: { state: payment.state },
      after: { state: 'declined' },
    });
  });
}

// The provider's notifications ------------------------------------------------------------------------------

/**
 * A notification at the provider's webhook: verified with the active provider (a provider that is not
 * active has no webhook here), then applied. A bad signature is refused and changes nothing; a verified
 * notification of another kind, or about a payment this portal does not know, is acknowledged only.
 */
export async function receiveNotification(
  deps: OrderPaymentDeps,
  input: {
    readonly provider: PaymentProviderName;
    readonly rawBody: Buffer;
    readonly headers: IncomingHttpHeaders;
  },
): Promise<typeof RECEIVED> {
  if (input.provider !== deps.cardProvider.name) throw new NotFound();
  const verified = deps.cardProvider.verifyNotification(input.rawBody, input.headers);
  if (verified === null) throw refused(ORDER_PAYMENT_MESSAGES.BAD_SIGNATURE);
  if (verified !== 'ignored') await applyNotification(deps.db, verified);
  return RECEIVED;
}

/**
 * Success confirms the payment, whatever WSK's ledger says, because the money did move at the provider: a
 * payment declined before (a failed attempt, a withdrawal the provider could not stop) is confirmed too,
 * and one that makes the order paid more than it charges (a discount or a withdrawn registration while it
 * was pending) is confirmed with the excess in its audit record, for WSK to refund. Failure declines only a
 * pending payment. A repeated notification finds nothing left to change.
 */
async function applyNotification(db: Database, notification: PaymentNotification): Promise<void> {
  const seen = await findPaymentByProviderReference(db, { reference: notification.providerReference });
  if (!seen) return;
  await db.transaction(async (tx) => {
    await lockOrders(tx, [seen.orderId]);
    const payment = await findPayment(tx, { id: seen.id });
    if (!payment) return;
    const now = new Date();
    if (notification.outcome === 'succeeded') {
      if (payment.state === 'confirmed') return;
      const ledger = await readLedger(tx, payment.orderId);
      const excessCents = ledger.confirmedCents + toCents(payment.amount) - ledger.chargeCents;
      await decidePayment(tx, { id: payment.id, state: 'confirmed', decidedBy: null, reason: null, now });
      await touchOrder(tx, { id: payment.orderId, now });
      await recordAudit(tx, {
        actorUserId: null,
        action: 'order_payment.provider_confirm',
        details: {
          ...paymentFacts(payment),
          notification: notification.notificationId,
          previous_state: payment.state,
          ...(excessCents > 0 && { excess: fromCents(excessCents) }),
        },
      });
      return;
    }
    if (payment.state !== 'pending') return;
    await decidePayment(tx, {
      id: payment.id,
      state: 'declined',
      decidedBy: null,
      reason: CARD_FAILED_REASON,
      now,
    });
    await touchOrder(tx, { id: payment.orderId, now });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'order_payment.provider_decline',
      details: { ...paymentFacts(payment), notification: notification.notificationId },
    });
  });
}

// The built-in test checkout --------------------------------------------------------------------------------

function activeTestProvider(deps: OrderPaymentDeps): TestCardProvider {
  const provider = deps.cardProvider;
  if (provider.name !== 'test' || !('signNotification' in provider)) throw checkoutNotFound();
  return provider as TestCardProvider;
}

/** The card payment behind a test checkout token, for its payer only. */
async function checkoutPayment(deps: OrderPaymentDeps, caller: AccessClaims, token: string) {
  const provider = activeTestProvider(deps);
  const payment = await findPaymentByProviderReference(deps.db, { reference: token });
  const order = payment && (await findPayableOrder(deps.db, { id: payment.orderId }));
  if (!payment || !order || payment.paymentSystem !== 'card') throw checkoutNotFound();
  if (!(await actsForPayer(deps.db, caller, order, 'pay'))) throw checkoutNotFound();
  return { provider, payment, order };
}

async function testCheckoutOf(db: Database, payment: PaymentRow, order: PayableOrder): Promise<TestCheckout> {
  // An annual order returns to the team's annual payments, under no event sport.
  const sportId =
    order.eventId === null ? null : await redirectSportOf(db, { orderId: order.id, eventId: order.eventId });
  return {
    amount: fromCents(toCents(payment.amount)),
    currency: order.currency,
    reference: orderReference(order.id),
    event: order.label,
    state: payment.state,
    return_path: paymentReturnPath({
      paymentId: payment.id,
      team: order.payerKind === 'team',
      eventId: order.eventId,
      sportId,
    }),
  };
}

/** What the test checkout asks the payer to pay (only while the test provider is active). */
export async function getTestCheckout(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  token: string,
): Promise<TestCheckout> {
  const { payment, order } = await checkoutPayment(deps, caller, token);
  return testCheckoutOf(deps.db, payment, order);
}

/**
 * The payer's outcome of a test payment: the test provider signs the notification and it goes through the
 * webhook's own verification and handling, so the browser never confirms anything itself.
 */
export async function completeTestCheckout(
  deps: OrderPaymentDeps,
  caller: AccessClaims,
  token: string,
  outcome: PaymentOutcome,
): Promise<TestCheckout> {
  const { provider, payment, order } = await checkoutPayment(deps, caller, token);
  if (payment.state !== 'pending') throw checkoutNotFound();
  const notification = provider.signNotification(token, outcome);
  await receiveNotification(deps, { provider: 'test', ...notification });
  const after = (await findPayment(deps.db, { id: payment.id })) ?? payment;
  return testCheckoutOf(deps.db, after, order);
}
