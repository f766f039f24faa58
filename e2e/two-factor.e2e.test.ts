// Two-factor sign-in (decision 026) in Chromium against the real server: the demo guest sets it up in the
// settings from the set-up key on screen (codes computed here as an authenticator app would), keeps the
// backup codes, signs in with a code and then with a backup code, and turns it off again with another
// backup code, so the account ends as it started (the server and its data are this file's own anyway).
import { TOTP_PERIOD_SECONDS } from '@portal/contract/endpoints/two-factor';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/files';
import { expectAccountDetailsOf, signIn, signOut, useJourney } from './support/journeys';

const journey = useJourney();
const GUEST = { email: 'guest@portal.test', password: 'Demo-pass-2026!', name: 'Gustavo Silva' };

/**
 * An authenticator app for one secret. The server takes each time step once and accepts the next step's
 * code early (one step of tolerance), so every code is of a step after the last one used, and a step that
 * is still too far ahead is waited for.
 */
function authenticator(secret: string) {
  let lastStep = -1;
  return async (): Promise<string> => {
    const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = Math.max(currentStep(), lastStep + 1);
    while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
    lastStep = step;
    return generate({ secret, epoch: step * TOTP_PERIOD_SECONDS + 1 });
  };
}

const twoFactorSection = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

/** The code step after the password: a code (from the app or a backup code) and Verify. */
async function passCodeStep(page: Page, code: string, backup = false): Promise<void> {
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  if (backup) {
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(code);
  } else {
    await page.getByLabel('Code from your app').fill(code);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('two-factor sign-in', () => {
  it('is set up in the settings, asked for at sign-in (code or backup code) and turned off', async () => {
    const { page, server } = journey;
    const guest = GUEST;
    await page.goto(`${server.url}/sign-in`);
    await signIn(page, guest);
    await expectAccountDetailsOf(page, guest.name);

    // Set-up: the key shown for typing into an app stands in for scanning the QR code.
    await page.goto(`${server.url}/profile/settings`);
    const section = twoFactorSection(page);
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Set up' }).click();
    await section.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = await section.getByRole('textbox', { name: 'Set-up key' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, '/profile/settings/two-factor-set-up');
    const nextCode = authenticator(secret);

    await section.getByLabel('Code from your app').fill(await nextCode());
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('Store your backup codes now').waitFor();
    const backupCodes = await section
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(backupCodes).toHaveLength(10);
    await screenshot(page, '/profile/settings/two-factor-backup-codes');
    await section.getByRole('button', { name: 'I have stored them' }).click();
    await section.getByText('On', { exact: true }).waitFor();
    await section.getByText('10 backup codes left.').waitFor();

    // Turning it on ends the other sessions only; this one signs out as usual.
    await signOut(page, guest.name);
    await signIn(page, guest);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await screenshot(page, '/sign-in/two-factor');
    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is not valid').waitFor();
    await passCodeStep(page, await nextCode());
    await expectAccountDetailsOf(page, guest.name);

    await signOut(page, guest.name);
    await signIn(page, guest);
    await passCodeStep(page, backupCodes[0] ?? '', true);
    await expectAccountDetailsOf(page, guest.name);

    await page.goto(`${server.url}/profile/settings`);
    await section.getByText('9 backup codes left.').waitFor();
    await section.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await dialog.getByLabel('Password', { exact: false }).first().fill(guest.password);
    // A second backup code: an app code here would be of a third time step, up to 30 s away.
    await dialog.getByLabel('Code from your app or a backup code').fill(backupCodes[1] ?? '');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await section.getByText('Off', { exact: true }).waitFor();

    // Off again: the password alone signs in.
    await signOut(page, guest.name);
    await signIn(page, guest);
    await expectAccountDetailsOf(page, guest.name);
  }, 180_000);
});
