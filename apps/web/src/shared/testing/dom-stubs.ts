// What jsdom lacks and Mantine or the app's shell call, for tests that render them.
import { vi } from 'vitest';

/**
 * A `matchMedia` whose every query answers `matches(query)`: none by default (the desktop), or a phone with
 * `PHONE_MEDIA`. Mantine's colour scheme and `useMediaQuery` read it; jsdom has none.
 */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The queries of a phone's width: Mantine's `max-width` breakpoints match. */
export const PHONE_MEDIA = (query: string) => query.includes('max-width');

/** What jsdom lacks and Mantine or the shell call. */
export function installDomStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = fakeMatchMedia();
  }
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  window.scrollTo = vi.fn() as typeof window.scrollTo;
}
