// A fake of the paying endpoints on top of the payers' fake: check_amount (with the server's rule and
// message), bank details (JSON and PDF), the proof's presign and upload target, creating a payment (one per
// idempotency key, as the server keeps it) with a test or Stripe checkout, withdrawing, reading a payment
// (a sequence of states, for the redirect screens) and the test checkout.
import type { BankDetails, Checkout, TestCheckout } from '@portal/contract/endpoints/order-payments';
import { fromCents, toCents } from '@portal/contract/money';
import type { CheckAmount, OrderPayment } from '@portal/contract/order';
import { json } from '../../../../shared/testing/mock-api';
import { BASE, mockPayerApi, type PayerFakeOptions } from '../../payer/testing/payer-api';

export const PROOF_NAME = `${'c'.repeat(32)}.pdf`;
export const UPLOAD_TARGET = `http://localhost/api/uploads/${PROOF_NAME}/`;
export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

export const bankDetails: BankDetails = {
  holder: 'World Skate',
  bank: 'Banca Test',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bic: 'BCITITMM',
  address: 'Via Roma 1, Rome',
  reference: 'WS-000031',
  outstanding: '120.00',
  currency: 'EUR',
};

export function payment(id: number, overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id,
    order: 31,
    amount: '120.00',
    currency: 'EUR',
    payment_system: 'card',
    state: 'pending',
    created: '2026-04-12T10:00:00Z',
    created_by: { id: 7, full_name: 'Ada Skater' },
    decided: null,
    decided_by: null,
    decline_reason: null,
    proof: null,
    ...overrides,
  };
}

export function testCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    amount: '120.00',
    currency: 'EUR',
    reference: 'WS-000031',
    event: 'World Championships 1',
    state: 'pending',
    return_path: '/payment-redirect/1/10?payment=501',
    ...overrides,
  };
}

export interface PayFakeOptions extends PayerFakeOptions {
  /** What may be paid now (outstanding less pending), as check_amount reckons. */
  readonly payable?: string;
  /** The checkout a card payment answers with. */
  readonly checkout?: Checkout;
  /** The states `getPayment` answers in turn (the last one repeats); none: 404. */
  readonly paymentStates?: readonly OrderPayment[];
  /** The test checkout behind TOKEN; null: 404. */
  readonly checkoutPage?: TestCheckout | null;
}

const notFound = (message: string) => json({ error: { code: 404, message } }, 404);

function checkAmount(amount: string, payable: string): CheckAmount {
  const cents = toCents(amount);
  const message =
    cents <= 0
      ? 'Enter an amount greater than zero'
      : cents > toCents(payable)
        ? `The amount is more than the outstanding €${payable}`
        : null;
  return { allowed: message === null, message, payable: fromCents(toCents(payable)), currency: 'EUR' };
}

export function mockPayApi({
  payable = '120.00',
  checkout = { provider: 'test', url: `/test-checkout/${TOKEN}` },
  paymentStates = [],
  checkoutPage = testCheckout(),
  answer,
  ...options
}: PayFakeOptions = {}) {
  const created = new Map<string, OrderPayment>();
  let reads = 0;
  const pay = (body: Record<string, unknown>): Response => {
    const key = String(body.idempotency_key);
    const existing = created.get(key);
    const made =
      existing ??
      payment(500 + created.size + 1, {
        order: Number(body.order),
        amount: String(body.amount),
        payment_system: body.payment_system === 'bank_transfer' ? 'bank_transfer' : 'card',
      });
    created.set(key, made);
    return json({ payment: made, checkout: made.payment_system === 'card' ? checkout : null }, 201);
  };
  const api = mockPayerApi({
    ...options,
    answer: (call) => {
      const given = answer?.(call);
      if (given) return given;
      const rest = call.path.startsWith(BASE) ? call.path.slice(BASE.length) : null;
      if (rest && /^orders\/\d+\/check_amount\/$/.test(rest))
        return json(checkAmount(call.search.get('amount') ?? '', payable));
      if (rest === 'orders/bank_details/') {
        return call.search.get('format') === 'pdf'
          ? new Response('%PDF-1.7', {
              status: 200,
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="bank-details-WS-000031.pdf"',
              },
            })
          : json(bankDetails);
      }
      if (rest === 'order-payments/presign_url/' && call.method === 'POST')
        return json({
          url: UPLOAD_TARGET,
          fields: { key: PROOF_NAME, signature: 's' },
          new_file_name: PROOF_NAME,
        });
      if (call.path === new URL(UPLOAD_TARGET).pathname) return new Response(null, { status: 204 });
      if (rest === 'order-payments/' && call.method === 'POST') return pay(lastBody(call.path));
      if (rest && /^order-payments\/\d+\/$/.test(rest) && call.method === 'DELETE')
        return new Response(null, { status: 204 });
      if (/^\/api\/client\/payment\/payments\/\d+\/$/.test(call.path)) {
        const state = paymentStates[Math.min(reads, paymentStates.length - 1)];
        reads += 1;
        return state ? json(state) : notFound('Payment not found');
      }
      if (call.path === `/api/payments/test-checkout/${TOKEN}/`) {
        if (!checkoutPage) return notFound('This test payment is unknown or already finished');
        if (call.method === 'GET') return json(checkoutPage);
        const outcome = lastBody(call.path).outcome;
        return json({ ...checkoutPage, state: outcome === 'succeeded' ? 'confirmed' : 'declined' });
      }
      return undefined;
    },
  });
  // The answer callback sees no body: the fetch mock's last call to the path has it.
  function lastBody(path: string): Record<string, unknown> {
    const call = [...api.fetchMock.mock.calls]
      .reverse()
      .find(([input]) => new URL(String(input), 'http://localhost').pathname === path) as
      | [RequestInfo | URL, RequestInit | undefined]
      | undefined;
    return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : {};
  }
  /** Every JSON body sent to a path ending with `suffix` with `method`, in order. */
  const bodies = (suffix: string, method = 'POST') =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][])
      .filter(
        ([input, init]) =>
          String(input).split('?')[0]?.endsWith(suffix) && (init?.method ?? 'GET') === method,
      )
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null));
  return { ...api, created, bodies };
}
