// Applications to serve an event and team registrations in Chromium against the real server. The demo
// athlete applies to the open demo event's local organising committee from its staff page; WSK's
// administrator approves her on the LOC registration screen, and she is on the event's LOC list. The demo
// marathon team's administrator registers a roster athlete with her jersey number for the event's speed
// skating, and the number in use is refused for the next athlete before anything is sent.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { screenshot } from './support/files';
import { signIn, signOut, useJourney } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const EVENT_NAME = 'European Inline Speed Championships';
const SPORT = 'Inline speed skating';
/** athlete@portal.test (demo.ts). */
const ATHLETE = 'Alessia Rossi';
const JERSEY_IN_USE = 'This Jersey number is already in use by other player';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

/** The open demo event's page, found the way a user finds it; returns its id. */
async function openEvent(page: Page): Promise<string> {
  await page.goto(`${journey.server.url}/events/all?search=${encodeURIComponent('Inline Speed')}`);
  await page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
  const [, eventId] = /\/event\/(\d+)/.exec(page.url()) ?? [];
  if (!eventId) throw new Error(`No event id in ${page.url()}`);
  return eventId;
}

describe('serving an event and registering a team', () => {
  let eventId = '';

  it('an athlete applies to the LOC and WSK approves her onto the list', async () => {
    const { page } = journey;
    await signInAs(page, 'athlete@portal.test');
    eventId = await openEvent(page);
    await page.goto(`${journey.server.url}/event/${eventId}/staff`);
    await page.getByRole('link', { name: 'Apply to the LOC' }).click();
    await page.waitForURL(/\/event\/\d+\/loc\/registration$/);
    await page.getByRole('heading', { level: 1, name: 'Apply to the LOC' }).waitFor();

    const form = page.getByRole('form', { name: 'Apply' });
    await form
      .getByRole('textbox', { name: 'Function' })
      .or(form.getByLabel(/^Function/))
      .first()
      .fill('Transport');
    await page.keyboard.press('Tab');
    await form.getByRole('button', { name: 'Apply' }).click();
    const own = page.getByRole('region', { name: 'Your application' });
    await own.getByText('Pending', { exact: true }).waitFor();
    await own.getByText('Transport').waitFor();
    await screenshot(page, '/event-loc-registration-applied');

    await signOut(page, ATHLETE);
    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${journey.server.url}/event/${eventId}/loc/registration`);
    await page.getByRole('heading', { level: 1, name: 'LOC applications' }).waitFor();
    const application = page.getByRole('listitem', { name: ATHLETE });
    await application.getByText('Transport').waitFor();
    await screenshot(page, '/event-loc-registration-wsk');
    await page.getByRole('button', { name: `Approve ${ATHLETE}` }).click();
    await application.waitFor({ state: 'detached' });

    // On the event's LOC list, with the function she applied with.
    await page.goto(`${journey.server.url}/event/${eventId}/staff`);
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await page.getByRole('tab', { name: 'Local organising committee' }).click();
    const member = page.getByRole('row').filter({ hasText: ATHLETE });
    await member.getByText('Transport', { exact: true }).waitFor();
    await screenshot(page, '/event-staff-loc-approved');
  });

  it('the team administrator registers a roster athlete with a jersey number; the number is then taken', async () => {
    const { page } = journey;
    await signInAs(page, 'team.admin@portal.test');
    eventId ||= await openEvent(page);
    await page.goto(`${journey.server.url}/event/${eventId}/profile`);
    await page.locator('section[aria-labelledby="event-sports-title"] a').first().click();
    await page.getByRole('heading', { level: 1, name: SPORT }).waitFor();
    await page.getByRole('link', { name: 'Register team athletes' }).click();
    await page.waitForURL(/\/event-registration\/\d+\/\d+\/team-admin-athletes/);
    await page.getByRole('heading', { level: 1, name: 'Register team athletes' }).waitFor();

    // Noemi Gallo wears 3 on the roster: the number is offered first.
    const roster = page.getByRole('table', { name: 'Team roster' });
    await roster.getByRole('row').filter({ hasText: 'Noemi Gallo' }).getByText('Eligible').waitFor();
    await page.getByRole('button', { name: 'Register Noemi Gallo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Noemi Gallo' });
    await dialog.getByLabel('Track 1000 m').check();
    const jersey = dialog
      .getByRole('textbox', { name: /Jersey number/ })
      .or(dialog.getByLabel(/Jersey number/))
      .first();
    await jersey.waitFor();
    await screenshot(page, '/event-registration-team-admin-athletes-register');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const registered = page.getByRole('table', { name: 'Registered team athletes' });
    const row = registered.getByRole('row').filter({ hasText: 'Noemi Gallo' });
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.getByText('3', { exact: true }).waitFor();

    // The next athlete cannot take number 3: the field says so before anything is sent.
    await page.getByRole('button', { name: 'Register Théo Dubois' }).click();
    const next = page.getByRole('dialog', { name: 'Register Théo Dubois' });
    await next.getByLabel('Track 1000 m').check();
    const nextJersey = next
      .getByRole('textbox', { name: /Jersey number/ })
      .or(next.getByLabel(/Jersey number/))
      .first();
    await nextJersey.fill('3');
    await next.getByRole('button', { name: 'Register', exact: true }).click();
    await next.getByText(JERSEY_IN_USE).waitFor();
    await screenshot(page, '/event-registration-team-admin-athletes-jersey-in-use');
    await nextJersey.fill('11');
    await next.getByRole('button', { name: 'Register', exact: true }).click();
    await next.waitFor({ state: 'detached' });
    await registered
      .getByRole('row')
      .filter({ hasText: 'Théo Dubois' })
      .getByText('Approved', { exact: true })
      .waitFor();
  });
});
