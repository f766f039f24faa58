// Sign out everywhere (ASVS 7.4.4) in Chromium against the real server: the demo guest is signed in on two
// devices (two browser contexts), signs out of all devices from the settings of one, lands on sign-in there,
// and the other device's tokens are refused, so its next page load lands on sign-in too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccountDetailsOf, openSignIn, signIn, useJourney, waitForPath } from './support/journeys';

const GUEST = { email: 'guest@portal.test', password: 'Demo-pass-2026!', name: 'Gustavo Silva' };

const journey = useJourney();

const storedTokens = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('portal.tokens'))) ?? 'null') as {
    access: string;
  } | null;

describe('sign out everywhere', () => {
  it('signs the other device out too: its tokens are refused and it is sent to sign-in', async () => {
    const { page, server } = journey;
    const browser = page.context().browser();
    if (!browser) throw new Error('The journey has no browser to open a second device in');
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      for (const device of [page, other]) {
        await openSignIn(device, server.url);
        await signIn(device, GUEST);
        await expectAccountDetailsOf(device, GUEST.name);
      }
      const otherTokens = await storedTokens(other);
      expect(otherTokens?.access).toBeTruthy();

      await page.goto(`${server.url}/profile/settings`);
      const section = page.getByRole('region', { name: 'Sign out of all devices' });
      await section.getByRole('button', { name: 'Sign out of all devices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await waitForPath(page, '/sign-in');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await storedTokens(page)).toBeNull();

      // The other device still holds its (unexpired) access token, but the server no longer takes it.
      const refused = await fetch(`${server.url}/api/client/users/users/me/`, {
        headers: { Authorization: `Bearer ${otherTokens?.access}`, 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(refused.status).toBe(401);

      // Its next page load asks the server for the user, is refused, and lands on sign-in.
      await other.goto(`${server.url}/profile/account-details`);
      await waitForPath(other, '/sign-in');
      await other.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await storedTokens(other)).toBeNull();

      // Signing in again works: only the sessions ended, not the account.
      await signIn(other, GUEST);
      await expectAccountDetailsOf(other, GUEST.name);
    } finally {
      await otherContext.close();
    }
  });
});
