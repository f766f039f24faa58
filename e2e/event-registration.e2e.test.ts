// Event registration in Chromium against the real server: Italy's NF administrator opens the open demo
// event's inline speed skating, finds the demo athlete and another eligible Italian among the federation's
// athletes (the ineligible listed with their reasons), registers both with a discipline and sees the quota
// fill; withdraws the second; the demo athlete then finds the event, as an athlete of that sport, in her
// events history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/files';
import { signIn, useJourney } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const EVENT_NAME = 'European Inline Speed Championships';
const SPORT = 'Inline speed skating';
/** athlete@portal.test: Italian, valid passport and anti-doping (demo.ts). */
const ATHLETE = 'Alessia Rossi';
/** An eligible Italian of the demo population whom the demo does not register. */
const SECOND = 'Chiara Colombo';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

async function register(page: Page, name: string, search: string): Promise<void> {
  const athletes = page.getByRole('table', { name: 'Athletes' });
  await page.getByLabel('Search athletes').fill(search);
  await page.waitForURL(new RegExp(`search=${encodeURIComponent(search).replace(/%20/g, '(\\+|%20)')}`));
  await athletes.getByRole('row').filter({ hasText: name }).getByText('Eligible').waitFor();
  await page.getByRole('button', { name: `Register ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Register ${name}` });
  await dialog.getByLabel('Track 1000 m').check();
  // One category is open to her (senior women): it is chosen already.
  const category = dialog
    .getByRole('textbox', { name: 'Track 1000 m: category' })
    .or(dialog.getByRole('combobox', { name: 'Track 1000 m: category' }))
    .first();
  await expect(category.inputValue()).resolves.toBe('Senior women');
  await screenshot(page, '/event-registration-register');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog.waitFor({ state: 'detached' });
  const registered = page.getByRole('table', { name: 'Registered athletes' });
  const row = registered.getByRole('row').filter({ hasText: name });
  await row.getByText('Approved', { exact: true }).waitFor();
  await row.getByText('Track 1000 m (Senior women)').waitFor();
}

describe('event registration', () => {
  it('Italy’s NF administrator registers two athletes, sees the quota fill and withdraws one', async () => {
    const { page } = journey;
    await signInAs(page, 'nf.admin@portal.test');
    await page.goto(`${journey.server.url}/events/all?search=${encodeURIComponent('Inline Speed')}`);
    await page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await page.locator('section[aria-labelledby="event-sports-title"] a').first().click();
    await page.getByRole('heading', { level: 1, name: SPORT }).waitFor();
    await page
      .getByRole('region', { name: 'Athletes' })
      .getByRole('link', { name: 'Register athletes' })
      .click();
    await page.waitForURL(/\/event-registration\/\d+\/\d+\/individual-athletes/);
    await page.getByRole('heading', { level: 1, name: 'Register athletes' }).waitFor();

    // The demo registered three Italians of a quota of six; the ineligible are listed with their reasons.
    await page.getByText('3 / 6', { exact: true }).waitFor();
    await page.getByText('No passport details').first().waitFor();
    await screenshot(page, '/event-registration-individual-athletes');

    await register(page, ATHLETE, 'athlete@portal.test');
    await page.getByText('4 / 6', { exact: true }).waitFor();
    await register(page, SECOND, SECOND);
    await page.getByText('5 / 6', { exact: true }).waitFor();
    // Registered, she is listed as such among the federation's athletes.
    const candidate = page
      .getByRole('table', { name: 'Athletes' })
      .getByRole('row')
      .filter({ hasText: SECOND });
    await candidate.getByText('Already registered for this sport').waitFor();

    await page.getByRole('button', { name: `Withdraw ${SECOND}` }).click();
    const confirm = page.getByRole('dialog', { name: `Withdraw ${SECOND}?` });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await confirm.waitFor({ state: 'detached' });
    const withdrawn = page
      .getByRole('table', { name: 'Registered athletes' })
      .getByRole('row')
      .filter({ hasText: SECOND })
      .filter({ hasText: 'Withdrawn' });
    await withdrawn.waitFor();
    await page.getByText('4 / 6', { exact: true }).waitFor();
    await screenshot(page, '/event-registration-after-withdrawal');
  });

  it('the registered athlete finds the event in her events history', async () => {
    const { page } = journey;
    await signInAs(page, 'athlete@portal.test');
    await page.goto(`${journey.server.url}/profile/events-history`);
    const event = page
      .getByRole('list', { name: 'Events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: EVENT_NAME }) });
    await event.waitFor();
    const part = event.getByRole('list', { name: 'Parts' }).getByRole('listitem');
    await part.getByText(`Athlete · ${SPORT}`, { exact: true }).waitFor();
    await part.getByText('Approved', { exact: true }).waitFor();
    await screenshot(page, '/profile-events-history-athlete');
  });
});
