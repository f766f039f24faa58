// What WSK's annual team orders screen shows, read from and written to the address (season, state, search,
// to_check, page) as the event payments screen keeps its view. The season is the current one unless the
// address names another (`?season=3`) or every season (`?season=all`).
import { readWskPaymentsView, type WskPaymentsView, wskPaymentsViewParams } from './wsk-payments-view';

export type SeasonChoice = number | 'all';

export interface WskAnnualView extends Omit<WskPaymentsView, 'section' | 'payer'> {
  /** Absent: the current season (every season when there is none). */
  readonly season?: SeasonChoice;
}

export function readWskAnnualView(params: URLSearchParams): WskAnnualView {
  const { section: _section, payer: _payer, ...base } = readWskPaymentsView(params);
  const asked = params.get('season');
  const id = Number(asked);
  const season: SeasonChoice | undefined =
    asked === 'all' ? 'all' : asked && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return season === undefined ? base : { ...base, season };
}

/** The address of a view; the current season, no filter and page 1 are left out. */
export function wskAnnualViewParams(view: WskAnnualView): URLSearchParams {
  const { season, ...base } = view;
  const params = wskPaymentsViewParams({ ...base, section: 'orders' });
  if (season !== undefined) params.set('season', String(season));
  return params;
}

/** A filter change starts again at page 1; a page change keeps the filters; undefined clears a filter. */
export function changeWskAnnualView(view: WskAnnualView, change: Partial<WskAnnualView>): WskAnnualView {
  return readWskAnnualView(wskAnnualViewParams({ ...view, page: 1, ...change }));
}
