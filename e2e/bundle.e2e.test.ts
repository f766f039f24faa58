// The budget of the built web app (apps/web/dist, built before the e2e suite): the sign-in screen's first
// load stays under 200 KB of JS gzipped (issue: the web bundle report).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeBundles } from '../apps/web/build/route-bundles';

const bundles = routeBundles(fileURLToPath(new URL('../apps/web/', import.meta.url)));

describe('the web bundle', () => {
  it('loads the sign-in screen with under 200 KB of JS gzipped', () => {
    const signIn = bundles.routes.find((bundle) => bundle.route === '/sign-in');
    expect(signIn?.jsKb).toBeGreaterThan(50);
    expect(signIn?.jsKb).toBeLessThan(200);
  });
});
