// Event registration and accreditation in Chromium against the real server: Italy's NF administrator opens
// the open demo event's inline speed skating, finds the demo athlete and another eligible Italian among the
// federation's athletes (the ineligible listed with their reasons), registers both with a discipline and
// sees the quota fill; withdraws the second; registers an NTO with a function. The demo athlete then finds
// the event, as an athlete of that sport, in her events history and opens her credential. At the gate, a WSK
// officer checks her credential's QR address: valid; WSK withdraws her registration on the event's
// participants list, and the same address reads invalid.
import { createToken } from '@portal/contract/endpoints/auth';
import { getCredential } from '@portal/contract/endpoints/credentials';
import { listMyEvents } from '@portal/contract/endpoints/event-parts';
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

/** The check address of the demo athlete's credential for the sport, as her card's QR code carries it. */
async function athleteCheckUrl(baseUrl: string): Promise<string> {
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const { access } = await json(createToken.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'athlete@portal.test', password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${access}` };
  const events = await json(`${listMyEvents.path}?page_size=100`, { headers });
  const part = events.results
    .find((event: { name: string }) => event.name === EVENT_NAME)
    ?.roles.find(
      (role: { kind: string; participant: unknown }) => role.kind === 'athlete' && role.participant,
    );
  expect(part, 'her registration as an athlete').toBeTruthy();
  const credential = await json(getCredential.path.replace(':participantId', String(part.participant.id)), {
    headers,
  });
  return credential.check_url;
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

    // A national technical official: one of two places is taken by the demo's team leader.
    const [, eventId, sportId] = /\/event-registration\/(\d+)\/(\d+)\//.exec(page.url()) ?? [];
    await page.goto(`${journey.server.url}/event/${eventId}/${sportId}`);
    await page.getByRole('heading', { level: 1, name: SPORT }).waitFor();
    await page.getByRole('link', { name: 'Register NTOs' }).click();
    await page.waitForURL(/\/event-registration\/\d+\/\d+\/nto/);
    await page.getByText('1 / 2', { exact: true }).waitFor();
    // Members who may not serve are listed with their reasons and no Register button.
    await page.getByText('No passport details').first().waitFor();
    const members = page.getByRole('table', { name: 'Members' });
    const registerNto = members.getByRole('button', { name: /^Register / }).first();
    const label = await registerNto.getAttribute('aria-label');
    const official = (label ?? '').replace(/^Register /, '');
    expect(official).not.toBe('');
    await registerNto.click();
    const ntoDialog = page.getByRole('dialog', { name: `Register ${official} as an NTO` });
    await ntoDialog
      .getByRole('combobox', { name: 'Function' })
      .or(ntoDialog.getByLabel(/^Function/))
      .first()
      .fill('Coach');
    // Leaving the field closes its suggestions, which would cover the dialog's buttons.
    await page.keyboard.press('Tab');
    await screenshot(page, '/event-registration-nto-register');
    await ntoDialog.getByRole('button', { name: 'Register', exact: true }).click();
    await ntoDialog.waitFor({ state: 'detached' });
    const ntos = page.getByRole('table', { name: 'Registered NTOs' });
    const ntoRow = ntos.getByRole('row').filter({ hasText: official });
    await ntoRow.getByText('Approved', { exact: true }).waitFor();
    await ntoRow.getByText('Coach').waitFor();
    await page.getByText('2 / 2', { exact: true }).waitFor();
    await screenshot(page, '/event-registration-nto');
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

    // Her accreditation card.
    await part.getByRole('link', { name: /^Credential/ }).click();
    await page.waitForURL(/\/pdf\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Credential' }).waitFor();
    await page.getByRole('heading', { name: ATHLETE }).waitFor();
    await page.getByText(EVENT_NAME).first().waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await screenshot(page, '/pdf-credential');
  });

  it('the gate reads her credential valid, and invalid once WSK withdraws her registration', async () => {
    const { page } = journey;
    const checkUrl = await athleteCheckUrl(journey.server.url);
    const checkPath = checkUrl.slice(checkUrl.indexOf('/guard-check/'));
    expect(checkPath).toMatch(/^\/guard-check\/\d+\/\d+\/\d+\?token=/);

    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${journey.server.url}${checkPath}`);
    const answer = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 1 }) });
    await answer.getByRole('heading', { level: 1, name: 'VALID' }).waitFor();
    await page.getByRole('heading', { name: ATHLETE }).waitFor();
    await screenshot(page, '/guard-check-valid');

    // A tampered address is not genuine.
    await page.goto(`${journey.server.url}${checkPath.replace(/\/(\d+)\?token=/, '/999999?token=')}`);
    await answer.getByRole('heading', { level: 1, name: 'INVALID' }).waitFor();

    // WSK withdraws her registration on the event's participants list.
    const eventId = /\/guard-check\/(\d+)\//.exec(checkPath)?.[1];
    await page.goto(
      `${journey.server.url}/event/${eventId}/nf-management?tab=participants&search=${encodeURIComponent(ATHLETE)}`,
    );
    await page
      .getByRole('button', { name: `Withdraw ${ATHLETE}` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: `Withdraw ${ATHLETE}?` });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Participants' }).getByText('Withdrawn').first().waitFor();
    await screenshot(page, '/event-participants-wsk');

    await page.goto(`${journey.server.url}${checkPath}`);
    await answer.getByRole('heading', { level: 1, name: 'INVALID' }).waitFor();
    await page.getByText('This registration has been withdrawn').waitFor();
    await page.getByRole('heading', { name: ATHLETE }).waitFor();
    await screenshot(page, '/guard-check-invalid');
  });
});
