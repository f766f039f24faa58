// Signing up by e-mail against the real server in Chromium: the form, the code read from the development
// outbox, the confirmation, the role step, and signing in again to the same missing step (demo accounts,
// complete, land on their account details: auth.e2e.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestOutboxCode, signIn, typeCode, useJourney, waitForPath } from './support/journeys';

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
  it('signs up by e-mail, confirms the code, picks Guest, and comes back to the missing step after signing in', async () => {
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

    // §4: a new account has a password but no role yet, so the sign-up guard asks for one.
    await waitForPath(page, '/role');
    await page.getByRole('heading', { name: 'Choose your role' }).waitFor();
    await page.getByRole('button', { name: /^Guest/ }).click();
    // Then the guest's passport step with the progress bar (the walks go on in sign-up-steps.e2e.test.ts).
    await waitForPath(page, '/wsk/passport-details');
    await page.getByText(/^Step 3 of 4/).waitFor();
    // A work screen sends the user back to the missing step.
    await page.goto(`${server.url}/events/all`);
    await waitForPath(page, '/wsk/passport-details');

    // A sign-up step offers a way out; signing in again resumes at the same step.
    await page.getByText(`Signed in as ${account.firstName} ${account.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in');
    await signIn(page, account);
    await waitForPath(page, '/wsk/passport-details');
    await page.getByText(/^Step 3 of 4/).waitFor();
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
