// Test set-up for the web workspace: DOM matchers free, cleanup after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so no scrollIntoView; Mantine's combobox calls it from a timer that can fire after
// a test has ended, when no per-test stub would be left.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
