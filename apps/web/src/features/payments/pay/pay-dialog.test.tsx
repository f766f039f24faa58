// Paying from an order card against a fake API: who gets the Pay button, the dialog's calls and bodies
// (one idempotency key per opening, reused when the same submission is retried), the live amount check,
// the bank transfer's details, PDF and proof upload, the card's test checkout and Stripe Elements, and the
// server's refusals on their fields.
import { APP_EVENTS } from '@portal/contract/app-events';
import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser, italy, nfAdmin, nfViewer, order, team } from '../payer/testing/payer-api';
import { mockPayApi, type PayFakeOptions, PROOF_NAME, TOKEN, UPLOAD_TARGET } from './testing/pay-api';

const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div>Card details</div>,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const MY = '/event-registration/1/10/my-payments';
const NF = '/event-registration/1/10/payments';
const TEAM = '/event-registration/1/10/team-payments';

const own = order(31, {
  payer: { kind: 'athlete', id: athleteUser.id, name: 'Ada Skater', federation: italy },
});

function open(options: PayFakeOptions = {}, path = MY) {
  const api = mockPayApi({
    me: athleteUser,
    lists: { 'orders/athlete_awaiting_payment/': [own] },
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

async function openDialog(reference = 'WS-000031') {
  const card = await screen.findByRole('article', { name: reference }, { timeout: 10_000 });
  fireEvent.click(await within(card).findByRole('button', { name: `Pay ${reference}` }));
  return screen.findByRole('dialog', { name: `Pay ${reference}` });
}

const amountField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Amount/ });
const postPath = '/order-payments/';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  stripe.confirmPayment.mockReset();
  stripe.loadStripe.mockReset();
  stripe.loadStripe.mockResolvedValue({});
  stripe.elementsOptions.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('who may pay', { timeout: 20_000 }, () => {
  it('offers the athlete Pay on their own awaiting order, not on a paid one or one fully pending', async () => {
    open({
      lists: {
        'orders/athlete_awaiting_payment/': [
          own,
          order(32, {
            payer: own.payer,
            amounts: { ...own.amounts, pending: '120.00' },
          }),
        ],
      },
    });
    const card = await screen.findByRole('article', { name: 'WS-000031' }, { timeout: 10_000 });
    expect(await within(card).findByRole('button', { name: 'Pay WS-000031' })).toBeTruthy();
    const pending = screen.getByRole('article', { name: 'WS-000032' });
    expect(within(pending).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('offers NF administrators Pay on their federation’s order, never to viewers', async () => {
    const federationOrder = order(40);
    open({ me: nfAdmin, lists: { 'orders/nf_payments/': [federationOrder] } }, NF);
    const card = await screen.findByRole('article', { name: 'WS-000040' }, { timeout: 10_000 });
    expect(await within(card).findByRole('button', { name: 'Pay WS-000040' })).toBeTruthy();
  });

  it('gives NF viewers no Pay button', async () => {
    const { calls } = open({ me: nfViewer, lists: { 'orders/nf_payments/': [order(40)] } }, NF);
    const card = await screen.findByRole('article', { name: 'WS-000040' }, { timeout: 10_000 });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/users/me/'))).toBe(true));
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('gives NF administrators no Pay button on an athlete’s own order', async () => {
    open({ me: nfAdmin, lists: { 'orders/nf_individual_payments/': [own] } }, `${NF}?tab=individual`);
    const card = await screen.findByRole('article', { name: 'WS-000031' }, { timeout: 10_000 });
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('offers the team’s administrator Pay on the team’s order', async () => {
    const teamOrder = order(50, { payer: { kind: 'team', id: team.id, name: team.name, federation: null } });
    open({ teams: [team], lists: { 'orders/team_admin_payments/': [teamOrder] } }, TEAM);
    const card = await screen.findByRole('article', { name: 'WS-000050' }, { timeout: 10_000 });
    expect(await within(card).findByRole('button', { name: 'Pay WS-000050' })).toBeTruthy();
  });
});

describe('the pay dialog', { timeout: 20_000 }, () => {
  it('pays by card through the test checkout with the payable amount', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const { bodies, router, calls } = open();
    const dialog = await openDialog();
    expect((amountField(dialog) as HTMLInputElement).value).toBe('120.00');
    // The dialog opens on the amount, not on its close button.
    await waitFor(() => expect(document.activeElement).toBe(amountField(dialog)));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/test-checkout/${TOKEN}`));
    const [body] = bodies(postPath);
    expect(body).toEqual({
      order: 31,
      amount: '120.00',
      payment_system: 'card',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      proof: null,
    });
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
    // Every payments query asks again: the order list among them.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/athlete_awaiting_payment/')).length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('shows check_amount’s message and does not submit an amount above what is payable', async () => {
    const { bodies, calls } = open({ payable: '80.00' });
    const dialog = await openDialog();
    fireEvent.change(amountField(dialog), { target: { value: '100' } });
    expect(await within(dialog).findByText('The amount is more than the outstanding €80.00')).toBeTruthy();
    const checked = calls.filter((call) => call.path.endsWith('/orders/31/check_amount/'));
    expect(checked.map((call) => call.search.get('amount'))).toContain('100');
    // The button stays usable (the focus may be on it); sending the refused amount goes back to it.
    const submit = within(dialog).getByRole('button', { name: 'Continue to card payment' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(amountField(dialog)));
    expect(amountField(dialog).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amountField(dialog), { target: { value: '12.345' } });
    expect(await within(dialog).findByText('Enter an amount such as 120 or 120.50')).toBeTruthy();
    expect(bodies(postPath)).toHaveLength(0);
  });

  it('reuses the idempotency key when the same submission is retried after a network error', async () => {
    let failures = 1;
    const { bodies, router } = open({
      answer: (call) => {
        if (call.path.endsWith(postPath) && call.method === 'POST' && failures-- > 0) {
          throw new TypeError('Failed to fetch');
        }
        return undefined;
      },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    expect(
      await within(dialog).findByText('The payment could not be sent. Check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/test-checkout/${TOKEN}`));
    const sent = bodies(postPath);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotency_key).toBe(sent[0]?.idempotency_key);
  });

  it('sends one payment for a double click', async () => {
    const { bodies, router } = open();
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Continue to card payment' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/test-checkout/${TOKEN}`));
    const keys = new Set(bodies(postPath).map((body) => body?.idempotency_key));
    expect(keys.size).toBe(1);
    expect(bodies(postPath)).toHaveLength(1);
  });

  it('takes a new key for other details after a refusal, and shows the refusal on its field', async () => {
    let refusals = 1;
    const { bodies } = open({
      answer: (call) =>
        call.path.endsWith(postPath) && call.method === 'POST' && refusals-- > 0
          ? json(
              {
                error: { code: 400, message: 'Invalid' },
                invalid_fields: { payment_system: [ORDER_PAYMENT_MESSAGES.SYSTEM_NOT_ALLOWED] },
              },
              400,
            )
          : undefined,
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    expect(await within(dialog).findByText(ORDER_PAYMENT_MESSAGES.SYSTEM_NOT_ALLOWED)).toBeTruthy();
    fireEvent.change(amountField(dialog), { target: { value: '60' } });
    await waitFor(() => expect(bodies('/check_amount/', 'GET').length).toBeGreaterThan(0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(bodies(postPath)).toHaveLength(2));
    const [first, second] = bodies(postPath);
    expect(second?.amount).toBe('60');
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });

  it('shows a message that fits no field above the form', async () => {
    open({
      answer: (call) =>
        call.path.endsWith(postPath) && call.method === 'POST'
          ? json({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.PROVIDER_UNAVAILABLE } }, 400)
          : undefined,
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    expect(await within(dialog).findByText(ORDER_PAYMENT_MESSAGES.PROVIDER_UNAVAILABLE)).toBeTruthy();
  });
});

describe('a bank transfer', { timeout: 20_000 }, () => {
  async function chooseTransfer() {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }));
    await within(dialog).findByText('IT60 X054 2811 1010 0000 0123 456');
    return dialog;
  }

  it('shows the bank details with the reference and amount, and asks for the proof', async () => {
    const { bodies, calls } = open();
    const dialog = await chooseTransfer();
    const details = within(dialog).getByRole('region', { name: 'Bank details' });
    expect(within(details).getByText('WS-000031')).toBeTruthy();
    expect(within(details).getByText('€120.00')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy iban' })).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/orders/bank_details/'))?.search.get('order')).toBe('31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the transfer' }));
    expect(await within(dialog).findByText(ORDER_PAYMENT_MESSAGES.PROOF_REQUIRED)).toBeTruthy();
    expect(bodies(postPath)).toHaveLength(0);
  });

  it('uploads the proof through the presign flow and submits it', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const { bodies, fetchMock } = open();
    const dialog = await chooseTransfer();
    const file = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Proof of the bank transfer/), {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('receipt.pdf')).toBeTruthy();
    expect(bodies('/order-payments/presign_url/')).toEqual([{ file_name: 'receipt.pdf' }]);
    const upload = fetchMock.mock.calls.find(([input]) => String(input) === UPLOAD_TARGET) as unknown as [
      string,
      RequestInit,
    ];
    const form = upload[1].body as FormData;
    expect([...form.keys()]).toEqual(['key', 'signature', 'file']);
    expect((upload[1].headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay WS-000031' })).toBeNull());
    expect(bodies(postPath)).toEqual([
      {
        order: 31,
        amount: '120.00',
        payment_system: 'bank_transfer',
        idempotency_key: expect.any(String),
        proof: PROOF_NAME,
      },
    ]);
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_TIP, {
      message: 'Bank transfer submitted: World Skate confirms it once the money arrives',
    });
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
  });

  it('refuses a proof of another type in the browser', async () => {
    const { bodies } = open();
    const dialog = await chooseTransfer();
    const file = new File(['x'], 'receipt.docx', { type: '' });
    fireEvent.change(within(dialog).getByLabelText(/Proof of the bank transfer/), {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('Choose a JPEG, PNG, WebP or PDF file')).toBeTruthy();
    expect(bodies('/order-payments/presign_url/')).toHaveLength(0);
  });

  it('downloads the bank details as a PDF with the access token', async () => {
    const { fetchMock } = open();
    const dialog = await chooseTransfer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('format=pdf')) as unknown as [
      string,
      RequestInit,
    ];
    expect(call[0]).toContain('order=31');
    expect((call[1].headers as Record<string, string>).Authorization).toBe('Bearer access');
  });
});

describe('a card payment through Stripe', { timeout: 20_000 }, () => {
  const stripeCheckout = {
    provider: 'stripe',
    client_secret: 'pi_1_secret_2',
    publishable_key: 'pk_test_1',
  } as const;

  it('shows Stripe Elements and confirms with the payment-redirect return URL', async () => {
    stripe.confirmPayment.mockResolvedValue({});
    open({ checkout: stripeCheckout });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    expect(await within(dialog).findByText('Card details')).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elementsOptions[0]).toEqual({ clientSecret: 'pi_1_secret_2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay €120.00' }));
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/payment-redirect/1/10?payment=501` },
    });
  });

  it('returns a team’s payment to the team administrator’s redirect and shows Stripe’s refusal', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const teamOrder = order(50, { payer: { kind: 'team', id: team.id, name: team.name, federation: null } });
    open(
      { checkout: stripeCheckout, teams: [team], lists: { 'orders/team_admin_payments/': [teamOrder] } },
      TEAM,
    );
    const dialog = await openDialog('WS-000050');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay €120.00' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: {
          return_url: `${window.location.origin}/team-admin-payment-redirect?payment=501&event=1&sport=10`,
        },
      }),
    );
  });
});
