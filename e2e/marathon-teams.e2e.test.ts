// Marathon teams in Chromium against the real server (decision 019). A visitor applies with a team, with a
// document, and confirms the contact e-mail with the e-mailed code; WSK's administrator finds the
// application and approves it, which creates the team; its administrator signs in through the e-mailed
// one-time link, walks the sign-up steps and finds the team; pays the current season's annual fee by the
// test card, after which the team is active; adds the demo athlete to the roster (a jersey number out of
// the §5 range first), and the athlete accepts the place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE, PNG_FILE, screenshot } from './support/files';
import {
  accountMenu,
  expectAccountDetailsOf,
  latestOutboxCode,
  signIn,
  signOut,
  typeCode,
  useJourney,
  waitForPath,
} from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const STAMP = Date.now();
const TEAM = `Roma Rollers ${STAMP}`;
const CONTACT_EMAIL = `roma-rollers-${STAMP}@portal.test`;
const ADMIN = {
  email: `roma-captain-${STAMP}@portal.test`,
  firstName: 'Marco',
  lastName: 'Bianchi',
  password: 'Rolling-2026!',
};
const ADMIN_NAME = `${ADMIN.firstName} ${ADMIN.lastName}`;
/** athlete@portal.test (demo.ts). */
const ATHLETE = { email: 'athlete@portal.test', name: 'Alessia Rossi' };
/** The demo's seasons are the calendar years, each with a fee of 250.00 EUR (demo-annual-fees.ts). */
const SEASON = String(new Date().getUTCFullYear());
const FEE = `Annual team fee ${SEASON}`;

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
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

async function pickOption(page: Page, label: string, search: string, option: RegExp): Promise<void> {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function arrive(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** The amount shown under a label of an order's amounts ("Outstanding" → "€0.00"). */
async function amountOf(page: Page, reference: string, label: string): Promise<string> {
  const card = page.getByRole('article', { name: reference });
  const term = card.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

describe('marathon teams', () => {
  let applicationId = '';
  let teamId = '';

  it('a visitor applies with a team and confirms the contact e-mail with the e-mailed code', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/marathon-team-application`);
    await page.getByRole('heading', { level: 1, name: 'Apply with a marathon team' }).waitFor();
    await page.getByRole('note').filter({ hasText: 'Applications are open' }).waitFor();

    const form = page.getByRole('form', { name: 'Team application' });
    // Sending the empty form shows what is missing, and sends nothing.
    await form.getByRole('button', { name: 'Send the application' }).click();
    await form.getByText('This field is required').first().waitFor();
    await waitForPath(page, '/marathon-team-application');

    await form.getByLabel('Team name').fill(TEAM);
    await pickOption(page, 'Country', 'Ital', /Italy/);
    await form.getByLabel('Contact e-mail').fill(CONTACT_EMAIL);
    await form.getByLabel('Contact phone').fill('+39 06 1234 5678');
    await form.getByLabel('First name').fill(ADMIN.firstName);
    await form.getByLabel('Last name').fill(ADMIN.lastName);
    await form.getByLabel(/^Administrator.s e-mail/).fill(ADMIN.email);
    await form.getByLabel('Documents').setInputFiles(PDF_FILE);
    const document = form.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem', {
      name: PDF_FILE.name,
    });
    await document.waitFor();
    await document.getByText('Uploading…').waitFor({ state: 'detached' });
    await expect(document.getByRole('alert').count()).resolves.toBe(0);
    await screenshot(page, '/marathon-team-application');
    await form.getByRole('button', { name: 'Send the application' }).click();

    await page.waitForURL(/\/confirm-team-application\/[^/]+\/\d+$/);
    applicationId = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(applicationId).not.toBe('');
    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }).waitFor();
    await page.getByText(CONTACT_EMAIL, { exact: true }).first().waitFor();
    // The code has just gone out, so a new one waits.
    await page.getByRole('button', { name: /^Send a new code in \d+ s$/ }).waitFor();

    // A wrong code is refused with the server's message first.
    const code = await latestOutboxCode(server.url, CONTACT_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('The code is not correct').waitFor();
    await typeCode(page, code);
    await screenshot(page, '/confirm-team-application');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('heading', { name: 'Your application was submitted' }).waitFor();
    await page.getByText(/WSK will review it and write to/).waitFor();
  });

  it('WSK finds the application, reads it and approves it, which creates the team', async () => {
    const { page, server } = journey;
    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${server.url}/marathon-applications`);
    await page.getByRole('heading', { level: 1, name: 'Marathon applications' }).waitFor();
    await page.getByLabel('Search applications').fill(TEAM);
    await page.waitForURL((url) => url.searchParams.get('search') === TEAM);
    const applications = page.getByRole('table', { name: 'Team applications' });
    const row = applications.getByRole('row').filter({ hasText: TEAM });
    await row.getByText('Waiting for review').waitFor();
    await row.getByText(CONTACT_EMAIL).waitFor();
    await row.getByText(`Administrator: ${ADMIN_NAME}`).waitFor();
    await page.getByText('1 application', { exact: true }).waitFor();
    await screenshot(page, '/marathon-applications');
    await row.getByRole('link', { name: TEAM }).click();

    await arrive(page, `/marathon-team-application/${applicationId}`, TEAM);
    await page.getByText('Waiting for review', { exact: true }).waitFor();
    const team = page.getByRole('region', { name: 'Team', exact: true });
    await team.getByText(CONTACT_EMAIL).waitFor();
    await team.getByText(/Italy/).waitFor();
    const administrator = page.getByRole('region', { name: 'Team administrator' });
    await administrator.getByText(ADMIN_NAME).waitFor();
    await administrator.getByText(ADMIN.email).waitFor();
    await page
      .getByRole('region', { name: 'Documents' })
      .getByRole('link', { name: /Document 1 \(PDF\)/ })
      .waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Applied without an account').waitFor();
    await screenshot(page, '/marathon-team-application-details');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the application' });
    await dialog.getByText(ADMIN.email).waitFor();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await expect(page.getByText('Waiting for review', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Approve', exact: true }).count()).resolves.toBe(0);
    const open = page.getByRole('link', { name: `Open ${TEAM}` });
    teamId = /\/marathon-teams\/(\d+)$/.exec((await open.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(teamId).not.toBe('');
    await screenshot(page, '/marathon-team-application-approved');

    // The list's approved applications hold it now.
    await page.goto(`${server.url}/marathon-applications?status=approved&search=${encodeURIComponent(TEAM)}`);
    await applications.getByRole('row').filter({ hasText: TEAM }).getByText('Approved').waitFor();
  });

  it("the team's administrator signs in through the e-mailed link, completes the steps and finds the team", async () => {
    const { page, server } = journey;
    // A browser of the invitee's own (this test's fresh context), signed in by the one-time link alone.
    const link = await latestSignInLink(ADMIN.email);
    await page.goto(`${server.url}${link}`);

    await arrive(page, '/wsk/create-password', 'Create your password');
    await page.getByLabel('New password', { exact: false }).first().fill(ADMIN.password);
    await page.getByLabel('Confirm password', { exact: false }).first().fill(ADMIN.password);
    await page.getByRole('button', { name: 'Save password' }).click();

    await arrive(page, '/wsk/passport-details', 'Passport details');
    await page.getByLabel('Date of birth').fill('1984-04-12');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await pickOption(page, 'Nationality', 'Ital', /Italy/);
    await page.getByLabel('Passport number').fill('YC5550123');
    await page.getByLabel('Expiry date').fill('30/09/2033');
    await page.getByLabel('Passport scan').setInputFiles(PDF_FILE);
    await page.getByText(PDF_FILE.name, { exact: true }).first().waitFor();
    await saveAndContinue(page);

    await arrive(page, '/profile-picture', 'Profile picture');
    await page.getByLabel('Profile picture').setInputFiles(PNG_FILE);
    await page.getByText(PNG_FILE.name, { exact: true }).first().waitFor();
    await saveAndContinue(page);
    await expectAccountDetailsOf(page, ADMIN_NAME);

    await page.goto(`${server.url}/marathon-teams`);
    await page.getByRole('heading', { level: 1, name: 'Marathon teams' }).waitFor();
    // The team's administrator has the team's payments in the section's navigation.
    await page.getByRole('link', { name: 'Team admin payments' }).first().waitFor();
    await page.getByLabel('Search', { exact: true }).fill(TEAM);
    await page.waitForURL((url) => url.searchParams.get('search') === TEAM);
    const row = page
      .getByRole('table', { name: 'Marathon teams' })
      .getByRole('row')
      .filter({ hasText: TEAM });
    await row.getByText('Not paid').waitFor();
    await row.getByText('0 athletes').waitFor();
    await screenshot(page, '/marathon-teams');
    await row.getByRole('link', { name: TEAM }).click();

    await arrive(page, `/marathon-teams/${teamId}`, TEAM);
    await page.getByText(/Ital.* · Inline speed skating$/).waitFor();
    await page.getByText('No paid season yet').waitFor();
    const roster = page.getByRole('region', { name: 'Roster' });
    await roster.getByText('No athletes on the roster yet').waitFor();
    await roster.getByRole('button', { name: 'Add athlete' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await expect(page.getByRole('button', { name: 'Ban' }).count()).resolves.toBe(0);
    await screenshot(page, '/marathon-team');
  }, 120_000);

  it('the administrator pays the annual fee by the test card and the team is active for the season', async () => {
    const { page, server } = journey;
    await signInAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/marathon-applications/team-admin-payments`);
    await page.getByRole('heading', { level: 1, name: 'Annual team payments' }).waitFor();
    await page.getByText(`${TEAM}’s annual fees`).waitFor();
    const fees = page.getByRole('table', { name: 'Annual fees' });
    const fee = fees.getByRole('row').filter({ hasText: FEE });
    await fee.getByText('€250.00').waitFor();
    await fee.getByText('Not opened').waitFor();
    await page.getByRole('tab', { name: 'Awaiting' }).waitFor();
    await page.getByText('No annual orders awaiting payment').waitFor();
    await screenshot(page, '/marathon-applications-team-admin-payments');

    await fee.getByRole('button', { name: `Pay ${FEE}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Pay WS-\d{6}$/ });
    await dialog.waitFor();
    const reference = (await dialog.innerText()).match(/WS-\d{6}/)?.[0];
    if (!reference) throw new Error('The pay dialog names no order');
    await dialog.getByText(`Season ${SEASON} · ${TEAM}`).waitFor();
    await expect.poll(() => dialog.getByLabel('Amount (EUR)').inputValue()).toBe('250.00');
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await screenshot(page, '/marathon-applications-team-admin-payments-pay');
    await dialog.getByRole('button', { name: 'Continue to card payment' }).click();

    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole('heading', { level: 1, name: 'Test card payment — no money moves' }).waitFor();
    await page.getByText('€250.00').waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === '/team-admin-payment-redirect' &&
        /^\d+$/.test(url.searchParams.get('payment') ?? '') &&
        url.searchParams.get('annual') === '1',
    );
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 20_000 });
    await page.getByText('Your payment of €250.00 is confirmed. Thank you.').waitFor();
    await screenshot(page, '/team-admin-payment-redirect');
    await page.getByRole('link', { name: 'Back to the annual team payments' }).click();

    await arrive(page, '/marathon-applications/team-admin-payments', 'Annual team payments');
    await fee.getByText('Paid', { exact: true }).waitFor();
    await fee.getByText(reference).waitFor();
    await expect(fee.getByRole('button', { name: `Pay ${FEE}` }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Processed' }).click();
    const order = page.getByRole('article', { name: reference });
    await order.locator('.mantine-Badge-label', { hasText: /^Paid$/ }).waitFor();
    await expect.poll(() => amountOf(page, reference, 'Paid')).toBe('€250.00');
    expect(await amountOf(page, reference, 'Outstanding')).toBe('€0.00');
    await screenshot(page, '/marathon-applications-team-admin-payments-paid');

    // The team is active for the season: on its page and in the list.
    await page.goto(`${server.url}/marathon-teams/${teamId}`);
    await page.getByRole('heading', { level: 1, name: TEAM }).waitFor();
    await page.getByText(`Active ${SEASON}`, { exact: true }).waitFor();
    await page.getByText(`Active in ${SEASON}`, { exact: true }).waitFor();
    await page.goto(`${server.url}/marathon-teams?search=${encodeURIComponent(TEAM)}`);
    await page
      .getByRole('table', { name: 'Marathon teams' })
      .getByRole('row')
      .filter({ hasText: TEAM })
      .getByText(`Active ${SEASON}`)
      .waitFor();
  }, 90_000);

  it('the administrator adds the demo athlete with a jersey number, and she accepts the place', async () => {
    const { page, server } = journey;
    await signInAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/marathon-teams/${teamId}`);
    await page.getByRole('heading', { level: 1, name: TEAM }).waitFor();
    const roster = page.getByRole('region', { name: 'Roster' });
    await roster.getByRole('button', { name: 'Add athlete' }).click();

    const dialog = page.getByRole('dialog', { name: `Add an athlete to ${TEAM}` });
    await dialog.getByLabel('Find an athlete').fill(ATHLETE.email);
    await dialog.getByRole('radio', { name: ATHLETE.name }).click();
    // §5: a number outside 1 to 99 is refused with its message, and nothing is sent.
    await dialog.getByLabel('Jersey number').fill('100');
    await dialog.getByRole('button', { name: 'Add athlete' }).click();
    await dialog.getByText('Jersey number should be between 1 and 99').waitFor();
    await screenshot(page, '/marathon-team-add-athlete');
    await dialog.getByLabel('Jersey number').fill('42');
    await expect(dialog.getByText('Jersey number should be between 1 and 99').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Add athlete' }).click();
    await dialog.waitFor({ state: 'detached' });

    const place = roster.getByRole('row').filter({ hasText: ATHLETE.name });
    await place.getByText('Waiting for the athlete').waitFor();
    await place.getByRole('cell', { name: '42', exact: true }).waitFor();
    await screenshot(page, '/marathon-team-roster');
    await signOut(page, ADMIN_NAME);

    // The athlete answers on /marathon-teams, in "My team places".
    await signInAs(page, ATHLETE.email);
    await page.goto(`${server.url}/marathon-teams`);
    const places = page.getByRole('region', { name: 'My team places' });
    const offer = places.getByRole('article', { name: TEAM });
    await offer.getByText('Waiting for your answer').waitFor();
    await offer.getByText('Jersey number 42').waitFor();
    await screenshot(page, '/marathon-teams-my-places');
    await offer.getByRole('button', { name: `Accept the place on ${TEAM}` }).click();
    await offer.getByText('On the roster').waitFor();
    await offer.getByRole('button', { name: `Leave ${TEAM}` }).waitFor();
    await expect(offer.getByText('Waiting for your answer').count()).resolves.toBe(0);
    await signOut(page, ATHLETE.name);

    // The team's administrator sees the place accepted, and the team counts her.
    await signInAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/marathon-teams/${teamId}`);
    await roster.getByRole('row').filter({ hasText: ATHLETE.name }).getByText('Accepted').waitFor();
    await page.goto(`${server.url}/marathon-teams?search=${encodeURIComponent(TEAM)}`);
    await page
      .getByRole('table', { name: 'Marathon teams' })
      .getByRole('row')
      .filter({ hasText: TEAM })
      .getByText('1 athlete', { exact: true })
      .waitFor();
    await expect(accountMenu(page, ADMIN_NAME).count()).resolves.toBe(1);
  }, 120_000);
});
