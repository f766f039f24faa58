// An event's people in Chromium against the real server: the WSK administrator assigns the demo ITO to a
// sport of a demo event she does not serve yet; the ITO then finds that event, with her ITO part, in
// /events/my; and Italy's NF administrator, opening the event's NF management, is taken to Italy's page
// with its contacts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/files';
import { signIn, useJourney } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
/** The demo ITO serves the open and the closed demo events (demo-event-people.ts), not this one. */
const EVENT_NAME = 'World Skate Games';
const ITO_EMAIL = 'ito@portal.test';
const ITO_NAME = 'Ines Tanaka';
const SPORT = 'Skateboarding';
const FUNCTION = 'Chief judge';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

/** Opens the demo event's profile from /events/all; answers its id. */
async function openEvent(page: Page): Promise<number> {
  await page.goto(`${journey.server.url}/events/all?search=${encodeURIComponent('Skate Games')}`);
  await page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first().click();
  await page.waitForURL(/\/event\/\d+\/profile$/);
  await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/** Mantine's select input, whatever role this Chromium gives it. */
const selectInput = (scope: Page | ReturnType<Page['getByRole']>, name: string | RegExp) =>
  scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();

describe('event people', () => {
  it('a WSK administrator assigns the demo ITO to a sport of an event with a function', async () => {
    const { page } = journey;
    await signInAs(page, 'wsk.admin@portal.test');
    await openEvent(page);
    await page
      .getByRole('navigation', { name: 'Event sections' })
      .getByRole('link', { name: 'Officials' })
      .click();
    await page.waitForURL(/\/event\/\d+\/ito$/);
    await page.getByRole('heading', { level: 1, name: 'Officials' }).waitFor();
    await page.getByText('No ITOs assigned yet', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Assign an ITO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign an ITO' });
    await dialog.getByRole('textbox', { name: 'Find an official' }).fill(ITO_EMAIL);
    // Every approved ITO shows until typing pauses; then the search narrows the list to her alone.
    await dialog.getByRole('radio').nth(1).waitFor({ state: 'detached' });
    const person = dialog.getByRole('radio', { name: ITO_NAME });
    await person.click();
    await dialog.getByText(`Assigning ${ITO_NAME}`).waitFor();
    await expect(person.getAttribute('aria-checked')).resolves.toBe('true');
    await selectInput(dialog, /^Sport/).click();
    await page.getByRole('option', { name: SPORT }).click();
    await dialog.getByRole('textbox', { name: /^Function/ }).fill(FUNCTION);
    await screenshot(page, '/event-ito-assign');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'International technical officials' });
    const row = table.getByRole('row').filter({ hasText: ITO_NAME });
    await row.waitFor();
    await row.getByRole('cell', { name: FUNCTION }).waitFor();
    await row.getByRole('cell', { name: SPORT }).waitFor();
    await page.getByText('1 official', { exact: true }).waitFor();
    await screenshot(page, '/event-ito-wsk');
  });

  it('the ITO finds the event with her ITO part in her events', async () => {
    const { page } = journey;
    await signInAs(page, ITO_EMAIL);
    await page.goto(`${journey.server.url}/events/my`);
    await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
    const event = page
      .getByRole('list', { name: 'Events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: EVENT_NAME }) });
    await event.waitFor();
    const part = event.getByRole('list', { name: 'Parts' }).getByRole('listitem');
    await part.getByText(`ITO · ${SPORT}`, { exact: true }).waitFor();
    await part.getByText(FUNCTION, { exact: true }).waitFor();
    await expect(part.count()).resolves.toBe(1);
    await screenshot(page, '/events-my-ito');

    await event.getByRole('link', { name: EVENT_NAME }).click();
    await page.waitForURL(/\/event\/\d+\/profile$/);
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
  });

  it("Italy's NF administrator opens the event's NF management and lands on Italy's page", async () => {
    const { page } = journey;
    await signInAs(page, 'nf.admin@portal.test');
    const eventId = await openEvent(page);
    await page.goto(`${journey.server.url}/event/${eventId}/nf-management`);
    await page.waitForURL(new RegExp(`/event/${eventId}/nf-management/\\d+$`));
    await page.getByRole('heading', { level: 1, name: 'Italy (ITA)' }).waitFor();
    // Her way back is the event, not a list of one federation.
    await expect(page.getByRole('link', { name: 'All federations' }).count()).resolves.toBe(0);
    await page.getByRole('main').getByRole('link', { name: EVENT_NAME }).waitFor();

    const contacts = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem');
    const nadia = contacts.filter({ hasText: 'Nadia Ferri' });
    await nadia.getByRole('link', { name: 'nf.admin@portal.test' }).waitFor();
    await nadia.getByText('Administrator', { exact: true }).waitFor();
    const nicola = contacts.filter({ hasText: 'Nicola Verdi' });
    await nicola.getByRole('link', { name: 'nf.viewer@portal.test' }).waitFor();
    await nicola.getByText('Viewer', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Quotas' }).waitFor();
    await screenshot(page, '/event-nf-management-nf');
  });
});
