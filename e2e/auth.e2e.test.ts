// Signing in and out against the real server in Chromium: the demo athlete lands on their profile with
// their name in the header, signs out to sign-in, a wrong password shows the server's message, and a
// guarded address opened signed out is reached again after sign-in.
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  expectAccountDetailsOf,
  openSignIn,
  signIn,
  signOut,
  useJourney,
  waitForPath,
} from './support/journeys';

const ATHLETE = { email: 'athlete@portal.test', password: 'Demo-pass-2026!', name: 'Alessia Rossi' };

const journey = useJourney();

describe('authentication', () => {
  it('signs the athlete in to the account details with their name in the header, and out again', async () => {
    const { page, server } = journey;
    await openSignIn(page, server.url);
    await signIn(page, ATHLETE);
    await expectAccountDetailsOf(page, ATHLETE.name);
    expect(await accountMenu(page, ATHLETE.name).textContent()).toContain(ATHLETE.name);

    await signOut(page, ATHLETE.name);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.tokens'))).toBeNull();
  });

  it('shows the error of a wrong password', async () => {
    const { page, server } = journey;
    await openSignIn(page, server.url);
    await signIn(page, { email: ATHLETE.email, password: 'not-the-password' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('sends a visitor of /events/all to sign-in and back there after signing in', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/events/all`);
    await waitForPath(page, '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/events/all');
    await signIn(page, ATHLETE);
    await waitForPath(page, '/events/all');
  });
});
