// The event payments screen as its tests drive it: opened against the fake WSK API, an order's drawer
// opened from its Details button, the tips and payment-card reloads listened to, the writes sent, and a
// server refusal answered.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../../app/testing/render-routes';
import { appEvents } from '../../../../shared/events/app-events';
import { json } from '../../../../shared/testing/mock-api';
import { type Call, type FakeOptions, mockWskPaymentsApi } from './wsk-payments-api';

/** Long enough for the lazy screen and its first lists under a loaded test run. */
export const LOAD = { timeout: 10_000 };

export function openPaymentsScreen(options: FakeOptions = {}, path = '/event/1/payments') {
  const api = mockWskPaymentsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

/** The drawer of the order `reference`, opened from its Details button. */
export async function openDetails(reference = 'WS-000001') {
  fireEvent.click(await screen.findByRole('button', { name: `Details of ${reference}` }, LOAD));
  return screen.findByRole('dialog', { name: `Order ${reference}` });
}

/** The card `name` in the drawer's list `list` ("Payments", "Refunds"). */
export async function orderItem(list: string, name: string) {
  const drawer = await openDetails();
  const items = await within(drawer).findByRole('list', { name: list }, LOAD);
  return within(items).findByRole('listitem', { name }, LOAD);
}

/** The payment cards' reloads and the tips shown, until `off`. */
export function listen() {
  const reloads = vi.fn();
  const tip = vi.fn();
  const offs = [
    appEvents.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, reloads),
    appEvents.on(APP_EVENTS.SHOW_TIP, tip),
  ];
  const off = () => {
    for (const stop of offs) stop();
  };
  return { reloads, tip, off };
}

/** A refusal as the server answers it, with `body`'s fields (invalid_fields, a message). */
export const refuse = (body: object, status = 400) =>
  json({ error: { code: status, message: 'Bad request' }, ...body }, status);

/** The calls that change something. */
export const writes = (calls: readonly Call[]) =>
  calls.filter((call) => call.method === 'PATCH' || call.method === 'POST' || call.method === 'DELETE');
