// Password recovery against the real server in Chromium, by e-mail and by phone, for the demo athlete:
// the code from the development outbox, a new password, /set-password-success, then signing in with it.
// Each test has its own server: both change the demo athlete's password, and the server sends one recovery
// code per account a minute whatever the channel.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  type Credentials,
  expectAccountDetailsOf,
  latestOutboxCode,
  signIn,
  typeCode,
  useJourney,
  waitForPath,
} from './support/journeys';

const ATHLETE = { email: 'athlete@portal.test', phone: '+390600000005', name: 'Alessia Rossi' };

const journey = useJourney({ serverPerTest: true });

async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await waitForPath(page, '/new-password');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await waitForPath(page, '/set-password-success');
  await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
}

/** From /set-password-success on to sign-in, and in with the new password. */
async function signInAgain(page: Page, credentials: Credentials): Promise<void> {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await waitForPath(page, '/sign-in');
  await signIn(page, credentials);
  await expectAccountDetailsOf(page, ATHLETE.name);
}

describe('password recovery', () => {
  it('recovers by e-mail and signs in with the new password', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('E-mail address').fill(ATHLETE.email);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await waitForPath(page, '/forgot-password/confirm-email');
    await page.getByText(ATHLETE.email).waitFor();
    await typeCode(page, await latestOutboxCode(server.url, ATHLETE.email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseNewPassword(page, 'Email-reset-2026!');
    await signInAgain(page, { email: ATHLETE.email, password: 'Email-reset-2026!' });
  });

  it('recovers by phone and signs in with the new password', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/forgot-password`);
    await page.getByText('Phone', { exact: true }).click();
    await page.getByLabel('Phone number').fill(ATHLETE.phone);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await waitForPath(page, '/forgot-password/confirm-phone');
    await typeCode(page, await latestOutboxCode(server.url, ATHLETE.phone));
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseNewPassword(page, 'Phone-reset-2026!');
    await signInAgain(page, { phone: ATHLETE.phone, password: 'Phone-reset-2026!' });
  });
});
