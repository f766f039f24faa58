// The WSK payments screen's address: what it reads (unknown values ignored), what it writes (defaults left
// out), and that a filter change goes back to page 1 while a page change keeps the filters.
import { describe, expect, it } from 'vitest';
import { changeWskPaymentsView, readWskPaymentsView, wskPaymentsViewParams } from './wsk-payments-view';

const read = (search: string) => readWskPaymentsView(new URLSearchParams(search));

describe('WSK payments view', () => {
  it('reads the section, filters and page, ignoring what it does not know', () => {
    expect(read('')).toEqual({ section: 'orders', page: 1 });
    expect(read('tab=teams&state=paid&search=%20roma%20&page=3')).toEqual({
      section: 'teams',
      state: 'paid',
      search: 'roma',
      page: 3,
    });
    expect(read('tab=refunds&state=lost&payer=team&page=-2')).toEqual({ section: 'orders', page: 1 });
    // The payer kind belongs to the federation and athlete orders only.
    expect(read('tab=individuals&payer=athlete')).toEqual({ section: 'individuals', page: 1 });
    expect(read('payer=athlete')).toEqual({ section: 'orders', payer: 'athlete', page: 1 });
  });

  it('keeps "to check only" in the address as to_check=1, in every section', () => {
    expect(read('to_check=1')).toEqual({ section: 'orders', toCheck: true, page: 1 });
    expect(read('tab=individuals&to_check=1')).toEqual({ section: 'individuals', toCheck: true, page: 1 });
    expect(read('to_check=yes')).toEqual({ section: 'orders', page: 1 });
    expect(wskPaymentsViewParams({ section: 'teams', toCheck: true, page: 2 }).toString()).toBe(
      'tab=teams&to_check=1&page=2',
    );
    expect(wskPaymentsViewParams({ section: 'orders', toCheck: false, page: 1 }).toString()).toBe('');
    expect(changeWskPaymentsView(read('to_check=1&page=3'), { toCheck: undefined })).toEqual({
      section: 'orders',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(wskPaymentsViewParams({ section: 'orders', page: 1 }).toString()).toBe('');
    expect(
      wskPaymentsViewParams({ section: 'individuals', state: 'waived', search: 'ada', page: 2 }).toString(),
    ).toBe('tab=individuals&state=waived&search=ada&page=2');
  });

  it('starts a changed filter at page 1, keeps the filters on a page change and clears with undefined', () => {
    const view = read('state=paid&payer=federation&page=4');
    expect(changeWskPaymentsView(view, { search: 'ita' })).toEqual({
      section: 'orders',
      state: 'paid',
      payer: 'federation',
      search: 'ita',
      page: 1,
    });
    expect(changeWskPaymentsView(view, { page: 5 })).toEqual({ ...view, page: 5 });
    expect(changeWskPaymentsView(view, { state: undefined })).toEqual({
      section: 'orders',
      payer: 'federation',
      page: 1,
    });
  });
});
