// A session outlives its access token: with 5-second access tokens the demo athlete signs in, waits past
// the expiry and reloads a screen that loads the current user; the token manager's refresh keeps them in.
import { describe, expect, it } from 'vitest';
import { expectAccountDetailsOf, openSignIn, signIn, useJourney, waitForPath } from './support/journeys';

const ATHLETE = { email: 'athlete@portal.test', password: 'Demo-pass-2026!', name: 'Alessia Rossi' };

const journey = useJourney({ env: { ACCESS_TOKEN_TTL_SECONDS: '5' } });

describe('session refresh', () => {
  it('keeps the user signed in past the access token expiry', { timeout: 90_000 }, async () => {
    const { page, server } = journey;
    await openSignIn(page, server.url);
    await signIn(page, ATHLETE);
    await waitForPath(page, '/profile/account-details');
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('portal.tokens'))) ?? 'null') as {
        access: string;
        exp_access: number;
      } | null;
    const before = await stored();
    expect(before).not.toBeNull();

    // Past the expiry of the token the page holds.
    await page.waitForTimeout(Math.max(0, (before?.exp_access ?? 0) * 1000 - Date.now()) + 1_000);
    expect((before?.exp_access ?? 0) * 1000).toBeLessThan(Date.now());

    await page.reload();
    await expectAccountDetailsOf(page, ATHLETE.name);
    const after = await stored();
    expect(after?.access).toBeTruthy();
    expect(after?.access).not.toBe(before?.access);
  });
});
