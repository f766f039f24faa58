// Signing up by e-mail against the real server in Chromium: the form, the code read from the development
// outbox, the confirmation, signing out and signing in again with the new account.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccountDetailsOf,
  latestOutboxCode,
  signIn,
  signOut,
  typeCode,
  useJourney,
  waitForPath,
} from './support/journeys';

const journey = useJourney();

interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Fills the sign-up form by e-mail, accepts the agreement and sends it. */
async function signUp(page: Page, account: NewAccount): Promise<void> {
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('sign-up', () => {
  it('signs up by e-mail, confirms the code from the outbox, signs out and in again', async () => {
    const { page, server } = journey;
    const account = {
      email: `skater-${Date.now()}@portal.test`,
      firstName: 'Nina',
      lastName: 'Roll',
      password: 'Rolling-2026!',
    };
    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('You should accept the agreement').waitFor();

    await signUp(page, account);
    await waitForPath(page, '/confirm-email');
    await page.getByText(account.email).waitFor();
    await typeCode(page, await latestOutboxCode(server.url, account.email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectAccountDetailsOf(page, 'Nina Roll');
    await signOut(page, 'Nina Roll');

    await signIn(page, account);
    await expectAccountDetailsOf(page, 'Nina Roll');
  });

  it('refuses a wrong code with the server message', async () => {
    const { page, server } = journey;
    const email = `wrong-${Date.now()}@portal.test`;
    await page.goto(`${server.url}/sign-up`);
    await signUp(page, { email, firstName: 'Wrong', lastName: 'Code', password: 'Rolling-2026!' });
    await waitForPath(page, '/confirm-email');
    const code = await latestOutboxCode(server.url, email);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('The code is not correct').waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirm-email');
  });
});
