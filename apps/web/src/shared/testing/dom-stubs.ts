// What jsdom lacks and Mantine or the app's shell call, for tests that render them.
import { vi } from 'vitest';

/** What jsdom lacks and Mantine or the shell call. */
export function installDomStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
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
