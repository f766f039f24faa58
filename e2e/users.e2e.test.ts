// User management in Chromium against the real server: an NF administrator approves a pending athlete of
// their federation, and a WSK administrator invites an ITO who signs in through the e-mailed one-time
// link and completes the ITO sign-up steps.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompletedAthlete } from './support/accounts';
import { PDF_FILE, PNG_FILE, screenshot } from './support/files';
import { expectAccountDetailsOf, signIn, useJourney, waitForPath } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

async function me(
  token: string,
): Promise<{ role_status: string; role: { type: string } | null; wsk_id: string | null }> {
  const response = await fetch(`${journey.server.url}/api/client/users/users/me/`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  return (await response.json()) as {
    role_status: string;
    role: { type: string } | null;
    wsk_id: string | null;
  };
}

/** The path of the newest /login_by_token/ link e-mailed to `to`. */
async function latestSignInLink(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${journey.server.url}/api/dev/outbox/?${new URLSearchParams({ to })}`);
    const messages = (await response.json()) as { text: string }[];
    const path = messages[0]?.text.match(/\/login_by_token\/[A-Za-z0-9_-]+/)?.[0];
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No sign-in link was sent to ${to}`);
}

// The ITO steps, as the sign-up walk journey takes them.
const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();
const saveAndContinue = (page: Page) => click(page, 'Save and continue');

async function arrive(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function fillPassport(page: Page): Promise<void> {
  await arrive(page, '/wsk/passport-details', 'Passport details');
  await page.getByLabel('Date of birth').fill('1975-06-14');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page
    .getByRole('textbox', { name: 'Nationality' })
    .or(page.getByRole('combobox', { name: 'Nationality' }))
    .first()
    .fill('Ital');
  await page.getByRole('option', { name: /Italy/ }).first().click();
  await page.getByLabel('Passport number').fill('YB1234987');
  await page.getByLabel('Expiry date').fill('2032-03-31');
  await page.getByLabel('Passport scan').setInputFiles(PDF_FILE);
  await page.getByText(PDF_FILE.name, { exact: true }).first().waitFor();
  await saveAndContinue(page);
}

describe('user management', () => {
  it('an NF administrator approves a pending athlete of Italy', async () => {
    const { page, server } = journey;
    const athlete = await createCompletedAthlete(server.url, 'pending', {
      passportExpiry: '2032-05-31',
      antiDopingYear: new Date().getFullYear(),
    });
    await expect(me(athlete.token)).resolves.toMatchObject({ role_status: 'pending' });

    await signInAs(page, 'nf.admin@portal.test');
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
    await page.getByText(/^\d+ users$/).waitFor();
    await screenshot(page, '/users');
    await page.getByLabel('Search').fill('Rossi');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Rossi');
    await page.getByRole('button', { name: 'Actions for Alessia Rossi' }).first().waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('tab', { name: 'Pending WSK' }).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Pending approval' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pending');
    const actions = page.getByRole('button', { name: `Actions for ${athlete.name}` });
    await actions.first().waitFor();
    await screenshot(page, '/users-pending');
    await actions.first().click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${athlete.name}?` });
    await dialog.waitFor();
    await screenshot(page, '/users-approve');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request approved').first().waitFor();
    await actions.first().waitFor({ state: 'detached' });

    await expect(me(athlete.token)).resolves.toMatchObject({
      role_status: 'approved',
      role: { type: 'athlete' },
    });
  });

  it('a WSK administrator gives the demo athlete her WSK id from the matches and exports the list', async () => {
    const { page, server } = journey;
    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${server.url}/users?search=Alessia`);
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
    const actions = page.getByRole('button', { name: 'Actions for Alessia Rossi' });
    await actions.first().click();
    await page.getByRole('menuitem', { name: 'Set WSK id' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the WSK id of Alessia Rossi' });
    await dialog.getByRole('radiogroup', { name: 'Possible matches' }).waitFor();
    // The demo register holds a misspelt record of her, waiting to be matched: the best match.
    await dialog.getByRole('radio').first().click();
    const wskId = await dialog.getByLabel('WSK id').inputValue();
    expect(wskId).not.toBe('');
    await screenshot(page, '/users-set-wsk-id');
    await dialog.getByRole('button', { name: 'Save WSK id' }).click();
    await page.getByText('WSK id saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const token = await fetch(`${server.url}/api/v1/auth/sign_in/token_create/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'athlete@portal.test', password: DEMO_PASSWORD }),
    }).then(async (response) => ((await response.json()) as { access: string }).access);
    await expect(me(token)).resolves.toMatchObject({ wsk_id: wskId });

    // The export of this view: every row the list shows, as a CSV file the browser saves.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const csv = readFileSync(path, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,First name,Last name,E-mail,/);
    expect(lines.some((line) => line.includes('athlete@portal.test') && line.includes(wskId))).toBe(true);
  });

  it('a WSK administrator invites an ITO, who signs up through the e-mailed link', async () => {
    const { page, server } = journey;
    const email = `official-${Date.now()}@portal.test`;
    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();
    await page.getByRole('tab', { name: 'Pending WSK' }).waitFor();

    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('menuitem', { name: 'ITO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite ITO' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('This field is required').first().waitFor();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill('Otto');
    await dialog.getByLabel('Last name').fill('Fischer');
    await screenshot(page, '/users-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The invitee, in a browser of their own: the one-time link signs them in into the ITO steps.
    const link = await latestSignInLink(email);
    const invitee = await page
      .context()
      .browser()
      ?.newContext(page.viewportSize() ? { viewport: page.viewportSize() } : {});
    if (!invitee) throw new Error('No browser');
    const walker = await invitee.newPage();
    try {
      await walker.goto(`${server.url}${link}`);
      await fillPassport(walker);
      await arrive(walker, '/wsk/postal-address', 'Postal address');
      await click(walker, 'Skip for now');
      await arrive(walker, '/wsk/anti-doping', 'Anti-doping');
      await click(walker, 'Skip for now');
      await arrive(walker, '/ito/sport-selection', 'Sport selection');
      await walker
        .getByRole('combobox', { name: 'Sport', exact: true })
        .selectOption({ label: 'Artistic skating' });
      await walker
        .getByRole('combobox', { name: 'Discipline', exact: true })
        .selectOption({ label: 'Free skating' });
      await click(walker, 'Add sport');
      await walker.getByRole('list', { name: 'Your sports' }).getByText('Artistic skating').first().waitFor();
      await saveAndContinue(walker);
      await arrive(walker, '/profile-picture', 'Profile picture');
      await walker.getByLabel('Profile picture').setInputFiles(PNG_FILE);
      await walker.getByText(PNG_FILE.name, { exact: true }).first().waitFor();
      await saveAndContinue(walker);
      await expectAccountDetailsOf(walker, 'Otto Fischer');
      const registration = await walker.evaluate(async () => {
        const tokens = JSON.parse(localStorage.getItem('portal.tokens') ?? '{}') as { access?: string };
        const response = await fetch('/api/client/users/users/me/', {
          headers: { Authorization: `Bearer ${tokens.access}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        return (await response.json()) as { registration_completed: boolean; role: { type: string } | null };
      });
      expect(registration).toMatchObject({ registration_completed: true, role: { type: 'ito' } });
    } finally {
      await invitee.close();
    }

    // Back on /users the new official is listed.
    await page.getByLabel('Search').fill('Fischer');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Fischer');
    await page.getByText('Otto Fischer').first().waitFor();
  });
});
