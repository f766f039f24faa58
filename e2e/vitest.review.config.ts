import { defineConfig } from 'vitest/config';

// `npm run review:screens`: screenshots of every screen at both widths, for a person to look at (nothing is
// asserted). Not part of `npm test`.
export default defineConfig({
  test: {
    name: 'review',
    root: new URL('.', import.meta.url).pathname,
    include: ['review/**/*.review.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 180_000,
  },
});
