// A window as wide as a phone (below `sm`) or a desktop for the payments lists' tests: only the phone
// query matches on a phone, and the table's scroll container may watch its size.
import { vi } from 'vitest';
import { PHONE_QUERY } from '../order-lines-table';

export function stubScreen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
