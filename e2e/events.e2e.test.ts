// Events in Chromium against the real server: a WSK administrator creates an event, adds a sport, sets the
// athletes' registration window and fees and publishes it; then an athlete finds it in /events/all and
// opens its sport profile, and meets the dates guard on a demo event whose registration has closed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/files';
import { signIn, useJourney, waitForPath } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const EVENT_NAME = 'Journey Inline Open';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

/** A day `offset` days from today (UTC), as YYYY-MM-DD. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Mantine's select input, whatever role this Chromium gives it. */
const selectInput = (scope: Page | ReturnType<Page['getByRole']>, name: string | RegExp) =>
  scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();

describe('events', () => {
  it('a WSK administrator creates an event, adds a sport, sets the athletes window and publishes', async () => {
    const { page } = journey;
    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${journey.server.url}/events/all`);
    await page.getByRole('heading', { level: 1, name: 'All events' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await screenshot(page, '/events-all-wsk');

    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('dialog', { name: 'New event' });
    await form.getByLabel('Name', { exact: false }).first().fill(EVENT_NAME);
    await selectInput(form, /^Kind/).click();
    await page.getByRole('option', { name: 'Open event' }).click();
    await selectInput(form, /^Country/).fill('Ital');
    await page.getByRole('option', { name: /Italy/ }).first().click();
    await form.getByLabel('Starts on', { exact: false }).fill(day(90));
    await form.getByLabel('Ends on', { exact: false }).fill(day(93));
    await form.getByLabel('City', { exact: false }).fill('Milan');
    await form.getByLabel('Venue').fill('Palaghiaccio');
    await form.getByLabel('Description').fill('Three days of racing.\nSecond line of the description.');
    await screenshot(page, '/events-new');
    await form.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL(/\/event\/\d+\/profile$/);
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    const eventPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Add sport' }).click();
    const addSport = page.getByRole('dialog', { name: 'Add sport' });
    await selectInput(addSport, /^Sport/).click();
    await page.getByRole('option').first().click();
    await selectInput(addSport, /^Disciplines/).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await addSport.getByLabel('Athletes register themselves').check();
    await addSport.getByRole('button', { name: 'Add sport' }).click();

    await page.waitForURL(/\/event\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Registration' }).waitFor();
    await page.getByRole('button', { name: 'Edit dates, fees and quotas' }).click();
    const editor = page.getByRole('form', { name: 'Registration dates, fees and quotas' });
    await selectInput(editor, 'Add a kind of participant').click();
    await page.getByRole('option', { name: 'Athletes', exact: true }).click();
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByLabel('Athletes: Opens').fill(day(-1));
    await editor.getByLabel('Athletes: Reduction ends').fill(day(10));
    await editor.getByLabel('Athletes: Closes').fill(day(60));
    await editor.getByLabel('Athletes: Fee').fill('120');
    await editor.getByLabel('Athletes: Reduced fee').fill('99.50');
    await editor.getByLabel('Athletes: Quota per federation').fill('5');
    await screenshot(page, '/event-sport-editor');
    await editor.getByRole('button', { name: 'Save dates and fees' }).click();
    const athletes = page.getByRole('region', { name: 'Athletes' });
    await athletes.getByText('€120.00').waitFor();
    await athletes.getByText('€99.50').waitFor();
    await athletes.getByText(/^Reduced fee until/).waitFor();
    await athletes.getByRole('row', { name: 'Quota per federation 5' }).waitFor();
    await screenshot(page, '/event-sport-profile-wsk');

    await page.getByRole('link', { name: EVENT_NAME }).click();
    await waitForPath(page, eventPath);
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish the event?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Published', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Archive' }).isVisible()).resolves.toBe(true);
    await screenshot(page, '/event-profile-wsk');
  });

  it('an athlete finds the event, opens its sport profile and meets the dates guard of a closed one', async () => {
    const { page } = journey;
    await signInAs(page, 'athlete@portal.test');
    await page.goto(`${journey.server.url}/events/all`);
    await page.getByRole('heading', { level: 1, name: 'All events' }).waitFor();
    await expect(page.getByRole('button', { name: 'New event' }).count()).resolves.toBe(0);
    await page.getByLabel('Search').fill('Journey');
    await page.waitForURL(/search=Journey/);
    // The previous page stays on screen, dimmed, until the search answers.
    await page.getByText('1 event', { exact: true }).waitFor();
    const card = page.getByRole('article', { name: EVENT_NAME });
    await card.waitFor();
    await screenshot(page, '/events-all-athlete');

    await card.getByRole('link', { name: EVENT_NAME }).click();
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await expect(page.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await screenshot(page, '/event-profile-athlete');
    await page.locator('section[aria-labelledby="event-sports-title"] a').first().click();
    const athletes = page.getByRole('region', { name: 'Athletes' });
    await athletes.getByText('€120.00').waitFor();
    await expect(athletes.getByRole('link', { name: 'Register' }).isVisible()).resolves.toBe(true);
    await screenshot(page, '/event-sport-profile-athlete');

    // The demo's Asian Roller Freestyle Cup closed its registration ten days ago.
    await page.goto(`${journey.server.url}/events/all?search=Freestyle`);
    await page.getByRole('article', { name: 'Asian Roller Freestyle Cup' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Asian Roller Freestyle Cup' }).waitFor();
    await page.locator('section[aria-labelledby="event-sports-title"] a').first().click();
    const closed = page.getByRole('region', { name: 'Athletes' });
    await closed.getByText('Closed', { exact: true }).waitFor();
    await closed.getByRole('button', { name: 'Register' }).click();
    const guard = page.getByRole('dialog', { name: 'Registration is closed' });
    await guard.getByText('Registration closes').waitFor();
    await screenshot(page, '/event-dates-guard');
    await guard.getByRole('button', { name: 'OK' }).click();
    await guard.waitFor({ state: 'detached' });
  });
});
