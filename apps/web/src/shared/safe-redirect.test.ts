import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/events/all', '/event/1/profile?tab=2#x'])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path, 'http://localhost')).toBe(path);
  });

  it.each([
    null,
    '',
    'events',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value, 'http://localhost')).toBeNull();
  });
});
