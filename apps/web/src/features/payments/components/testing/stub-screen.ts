// A window as wide as a phone (below `sm`) or a desktop for the payments lists' tests: only the phone
// query matches on a phone, and the table's scroll container may watch its size.
import { vi } from 'vitest';
import { fakeMatchMedia, installDomStubs } from '../../../../shared/testing/dom-stubs';
import { PHONE_QUERY } from '../order-lines-table';

export function stubScreen(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => phone && query === PHONE_QUERY),
  );
  installDomStubs();
}
