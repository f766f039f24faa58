// Test set-up for the web workspace: DOM matchers free, cleanup after each test.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen is a lazy route: its first render in a file imports and transforms its modules, which on a busy
// two-core machine takes longer than Testing Library's one-second default for `findBy…` and `waitFor`, and
// on a loaded CI machine has come close to 5 s. The wait only lasts that long when a test is failing.
// Vitest's own time-out (vite.config.ts) stays above it, so a slow test fails with what it waited for.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so no scrollIntoView; Mantine's combobox calls it from a timer that can fire after
// a test has ended, when no per-test stub would be left.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  // The tips' store outlives a test when files share their modules (vite.config: isolate off): tips left
  // shown would hold a later test's tips in the queue behind the limit.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
