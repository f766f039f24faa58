// What the WSK payments screen shows, read from and written to the address (?tab=, state, payer, search,
// to_check, page), so a reload, the back button and a shared link keep the section, its filters and its page.
import { ORDER_STATES, type OrderState } from '@portal/contract/order';

export const WSK_PAYMENTS_SECTIONS = ['orders', 'teams', 'individuals'] as const;
export type WskPaymentsSection = (typeof WSK_PAYMENTS_SECTIONS)[number];

/**
 * Where an order opened in WSK's drawer was listed: a section of an event's payments, or WSK's annual team
 * orders (decision 019). Its details are read, and its writes' replies kept, under that source.
 */
export type WskOrderSection = WskPaymentsSection | 'annual';

export const WSK_PAYMENTS_SECTION_LABELS: Readonly<Record<WskPaymentsSection, string>> = {
  orders: 'Federations & athletes',
  teams: 'Teams',
  individuals: 'Individuals',
};

/** The payer kinds of the first section; both when none is chosen. */
export const WSK_PAYER_FILTERS = ['federation', 'athlete'] as const;
export type WskPayerFilter = (typeof WSK_PAYER_FILTERS)[number];

export interface WskPaymentsView {
  readonly section: WskPaymentsSection;
  readonly state?: OrderState;
  /** Only in the first section. */
  readonly payer?: WskPayerFilter;
  readonly search?: string;
  /** Only the orders with a payment waiting for WSK's confirmation. */
  readonly toCheck?: boolean;
  readonly page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function readWskPaymentsView(params: URLSearchParams): WskPaymentsView {
  const section = oneOf(WSK_PAYMENTS_SECTIONS, params.get('tab')) ?? 'orders';
  const state = oneOf(ORDER_STATES, params.get('state'));
  const payer = section === 'orders' ? oneOf(WSK_PAYER_FILTERS, params.get('payer')) : undefined;
  const search = params.get('search')?.trim().slice(0, 100) || undefined;
  const toCheck = params.get('to_check') === '1';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return {
    section,
    page,
    ...(state ? { state } : {}),
    ...(payer ? { payer } : {}),
    ...(search ? { search } : {}),
    ...(toCheck ? { toCheck } : {}),
  };
}

/** The address of a view; the first section, no filter and page 1 are left out. */
export function wskPaymentsViewParams(view: WskPaymentsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.section !== 'orders') params.set('tab', view.section);
  if (view.state) params.set('state', view.state);
  if (view.payer && view.section === 'orders') params.set('payer', view.payer);
  if (view.search) params.set('search', view.search);
  if (view.toCheck) params.set('to_check', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A filter change starts again at page 1; a page change keeps the filters; undefined clears a filter. */
export function changeWskPaymentsView(
  view: WskPaymentsView,
  change: Partial<Omit<WskPaymentsView, 'section'>>,
): WskPaymentsView {
  return readWskPaymentsView(wskPaymentsViewParams({ ...view, page: 1, ...change }));
}
