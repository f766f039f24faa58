// The budget of the built web app (apps/web/dist, built before the e2e suite): the sign-in screen's first
// load stays under 200 KB of JS gzipped (issue: the web bundle report), and the screens Lighthouse measures
// fetch their dialogs when they are first opened (decision 031).
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

  it('leaves dialogs out of the first load of the events and account details screens', () => {
    // Mantine's Modal, the event form, the picture dialog with its upload field and the expiry reminder.
    const dialogChunk =
      /^assets\/(Modal|event-form-modal|profile-picture-modal|file-upload-field|expiry-reminder-modal)-/;
    for (const route of ['/events/all', '/profile/account-details']) {
      const files = bundles.routes.find((bundle) => bundle.route === route)?.files ?? [];
      expect(files.length, route).toBeGreaterThan(20);
      expect(
        files.filter((file) => dialogChunk.test(file)),
        route,
      ).toEqual([]);
    }
  });
});
