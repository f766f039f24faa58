// The sign-up walk of every role against the real server in Chromium (decision 011): a new account signs
// in, picks its role on /role and is walked through exactly its role's screens, in order, saving real data
// (uploads included), until the account details (athletes through /congrats).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE, PNG_FILE, screenshot } from './support/files';
import { expectAccountDetailsOf, signIn, useJourney, waitForPath } from './support/journeys';

const journey = useJourney();
const PASSWORD = 'Rolling-2026!';

interface Walker {
  readonly page: Page;
  readonly visited: string[];
}

/** Creates an account through the API (sign-up itself has its own journey) and signs it in on screen. */
async function newAccount(label: string): Promise<{ walker: Walker; name: string }> {
  const { page, server } = journey;
  const email = `${label}-${Date.now()}@portal.test`;
  const firstName = label[0]?.toUpperCase() + label.slice(1);
  const response = await fetch(`${server.url}/api/client/users/users/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      first_name: firstName,
      last_name: 'Walker',
      password: PASSWORD,
      agreement: true,
    }),
  });
  expect(response.status).toBe(201);
  await page.goto(`${server.url}/sign-in`);
  await signIn(page, { email, password: PASSWORD });
  return { walker: { page, visited: [] }, name: `${firstName} Walker` };
}

/** Waits for the step at `path` with its heading, records it and takes its screenshot when asked. */
async function arrive(walker: Walker, path: string, heading: string | RegExp): Promise<void> {
  await waitForPath(walker.page, path);
  await walker.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  walker.visited.push(path);
  await screenshot(walker.page, path);
}

const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();
const saveAndContinue = (page: Page) => click(page, 'Save and continue');
const skip = (page: Page) => click(page, 'Skip for now');

async function chooseRole(walker: Walker, role: RegExp): Promise<void> {
  await arrive(walker, '/role', 'Choose your role');
  await click(walker.page, role);
}

async function pickOption(page: Page, label: string, search: string, option: RegExp): Promise<void> {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillPassport(walker: Walker, path: string, birthday: string): Promise<void> {
  const { page } = walker;
  await arrive(walker, path, 'Passport details');
  await page.getByLabel('Date of birth').fill(birthday);
  await page.getByRole('radio', { name: 'Female' }).check();
  await pickOption(page, 'Nationality', 'Ital', /Italy/);
  await page.getByLabel('Passport number').fill('YA7654321');
  await page.getByLabel('Expiry date').fill('31/03/2032');
  await page.getByLabel('Passport scan').setInputFiles(PDF_FILE);
  await page.getByText(PDF_FILE.name, { exact: true }).first().waitFor();
  await saveAndContinue(page);
}

async function skipOptionalStaffSteps(walker: Walker): Promise<void> {
  await arrive(walker, '/wsk/postal-address', 'Postal address');
  await skip(walker.page);
  await arrive(walker, '/wsk/anti-doping', 'Anti-doping');
  await skip(walker.page);
}

async function addProfilePicture(walker: Walker): Promise<void> {
  const { page } = walker;
  await arrive(walker, '/profile-picture', 'Profile picture');
  await page.getByLabel('Profile picture').setInputFiles(PNG_FILE);
  await page.getByText(PNG_FILE.name, { exact: true }).first().waitFor();
  await saveAndContinue(page);
}

async function addSport(page: Page, sport: string, discipline: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Sport', exact: true }).selectOption({ label: sport });
  await page.getByRole('combobox', { name: 'Discipline', exact: true }).selectOption({ label: discipline });
  await click(page, 'Add sport');
  await page.getByRole('list', { name: 'Your sports' }).getByText(sport).first().waitFor();
}

/** The athlete's walk from the sport selection to /congrats; a minor gives a legal guardian on the way. */
async function walkAthlete(walker: Walker, { minor }: { minor: boolean }): Promise<void> {
  const { page } = walker;
  await chooseRole(walker, /^Athlete/);

  await arrive(walker, '/sport-selection', 'Sport selection');
  await saveAndContinue(page);
  await page.getByText('Please select at least 1 items').waitFor();
  await addSport(page, 'Inline speed skating', 'Marathon');
  // The marathon explanation shows once; "Don't show again" stores that.
  await page.getByRole('dialog', { name: 'Marathon entries' }).waitFor();
  await click(page, /Don.t show again/);
  await page.getByRole('dialog', { name: 'Marathon entries' }).waitFor({ state: 'hidden' });
  await saveAndContinue(page);

  await fillPassport(walker, '/passport-details', minor ? '2012-06-15' : '1998-06-15');

  if (minor) {
    await arrive(walker, '/legal-guardians', 'Legal guardian');
    await expect(page.getByRole('button', { name: 'Skip for now' }).count()).resolves.toBe(0);
    await page.getByLabel('First name of the guardian').fill('Maria');
    await page.getByLabel('Last name of the guardian').fill('Walker');
    await page.getByLabel('Relation to you').first().click();
    await page.getByRole('option', { name: 'Mother' }).click();
    await page.getByLabel('E-mail address of the guardian').fill('maria.walker@example.org');
    await page.getByLabel('Phone number of the guardian').fill('+39 06 1234567');
    await page.getByLabel('Signed consent').setInputFiles(PDF_FILE);
    await page.getByText(PDF_FILE.name, { exact: true }).first().waitFor();
    await saveAndContinue(page);

    await arrive(walker, '/legal-guardians/anti-doping', 'Anti-doping for minors');
    await saveAndContinue(page);
    await page.getByText('You should accept the agreement').waitFor();
    await page.getByRole('checkbox').check();
    await saveAndContinue(page);
  }

  await arrive(walker, '/postal-address', 'Postal address');
  await pickOption(page, 'Country', 'Ital', /Italy/);
  await page.getByLabel('City').fill('Roma');
  await page.getByLabel('Postcode').fill('00184');
  await page.getByLabel('Street and number').fill('Via Appia 10');
  await saveAndContinue(page);

  await arrive(walker, '/social-profiles', 'Social profiles');
  await skip(page);

  await arrive(walker, '/anti-doping', 'Anti-doping');
  const year = String(new Date().getFullYear());
  await page.getByRole('combobox', { name: 'Year of issue' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await page.getByLabel('Anti-doping certificate').setInputFiles(PDF_FILE);
  await page.getByText(PDF_FILE.name, { exact: true }).first().waitFor();
  await saveAndContinue(page);

  await arrive(walker, '/national-federation', 'National federation');
  await pickOption(page, 'National federation', 'Ital', /Italy/);
  await saveAndContinue(page);

  await arrive(walker, '/summary', 'Summary');
  await page.getByText('YA7654321').waitFor();
  await page.getByText('Via Appia 10').waitFor();
  await click(page, 'Continue');

  await addProfilePicture(walker);
  await arrive(walker, '/congrats', /Congratulations/);
  await page.getByRole('link', { name: 'Go to my profile' }).click();
}

async function registrationOf(page: Page): Promise<{ completed: boolean; role: string | null }> {
  return page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('portal.tokens') ?? '{}') as { access?: string };
    const response = await fetch('/api/client/users/users/me/', {
      headers: { Authorization: `Bearer ${tokens.access}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const me = (await response.json()) as { registration_completed: boolean; role: { type: string } | null };
    return { completed: me.registration_completed, role: me.role?.type ?? null };
  });
}

describe('sign-up walks per role', () => {
  it('adult athlete: sport, passport, address, social, anti-doping, federation, summary, picture, congrats', async () => {
    const { walker, name } = await newAccount('athlete');
    await walkAthlete(walker, { minor: false });
    await expectAccountDetailsOf(walker.page, name);
    expect(walker.visited).toEqual([
      '/role',
      '/sport-selection',
      '/passport-details',
      '/postal-address',
      '/social-profiles',
      '/anti-doping',
      '/national-federation',
      '/summary',
      '/profile-picture',
      '/congrats',
    ]);
    await expect(registrationOf(walker.page)).resolves.toEqual({ completed: true, role: 'athlete' });
  });

  it('minor athlete: the legal guardian and the guardian anti-doping follow the passport', async () => {
    const { walker, name } = await newAccount('junior');
    await walkAthlete(walker, { minor: true });
    await expectAccountDetailsOf(walker.page, name);
    expect(walker.visited.slice(2, 5)).toEqual([
      '/passport-details',
      '/legal-guardians',
      '/legal-guardians/anti-doping',
    ]);
    await expect(registrationOf(walker.page)).resolves.toEqual({ completed: true, role: 'athlete' });
  });

  it('NF staff: passport, optional steps, federation, sports, picture', async () => {
    const { walker, name } = await newAccount('federation');
    const { page } = walker;
    await chooseRole(walker, /^National federation staff/);
    await fillPassport(walker, '/wsk/passport-details', '1985-02-10');
    await skipOptionalStaffSteps(walker);

    await arrive(walker, '/wsk/select-federation', 'National federation');
    await pickOption(page, 'National federation', 'Ital', /Italy/);
    await page.getByLabel('Position').fill('Sport director');
    await saveAndContinue(page);

    await arrive(walker, '/wsk/sport-selection', 'Sport selection');
    await page.getByRole('checkbox', { name: 'Inline speed skating' }).check();
    await page.getByRole('checkbox', { name: 'Artistic skating' }).check();
    await saveAndContinue(page);

    await addProfilePicture(walker);
    await expectAccountDetailsOf(page, name);
    expect(walker.visited).toEqual([
      '/role',
      '/wsk/passport-details',
      '/wsk/postal-address',
      '/wsk/anti-doping',
      '/wsk/select-federation',
      '/wsk/sport-selection',
      '/profile-picture',
    ]);
    await expect(registrationOf(page)).resolves.toEqual({ completed: true, role: 'nf_admin' });
  });

  it('WSK viewer: passport, optional steps, job information, picture (no sports for an office group)', async () => {
    const { walker, name } = await newAccount('office');
    const { page } = walker;
    await chooseRole(walker, /^World federation staff/);
    await fillPassport(walker, '/wsk/passport-details', '1979-09-30');
    await skipOptionalStaffSteps(walker);

    await arrive(walker, '/wsk/job-information', 'Job information');
    await page.getByLabel('Organisation').selectOption({ label: 'World Skate' });
    await page.getByLabel('Department').selectOption({ label: 'Administration' });
    await page.getByLabel('Group').selectOption({ label: 'Finance' });
    await page.getByLabel('Job').selectOption({ label: 'Finance officer' });
    await saveAndContinue(page);

    await addProfilePicture(walker);
    await expectAccountDetailsOf(page, name);
    expect(walker.visited).toEqual([
      '/role',
      '/wsk/passport-details',
      '/wsk/postal-address',
      '/wsk/anti-doping',
      '/wsk/job-information',
      '/profile-picture',
    ]);
    await expect(registrationOf(page)).resolves.toEqual({ completed: true, role: 'wsk_admin' });
  });

  it('ITO: passport, optional steps, sports with disciplines, picture', async () => {
    const { walker, name } = await newAccount('official');
    const { page } = walker;
    await chooseRole(walker, /^International technical official/);
    await fillPassport(walker, '/wsk/passport-details', '1970-01-20');
    await skipOptionalStaffSteps(walker);

    await arrive(walker, '/ito/sport-selection', 'Sport selection');
    await addSport(page, 'Artistic skating', 'Free skating');
    await saveAndContinue(page);

    await addProfilePicture(walker);
    await expectAccountDetailsOf(page, name);
    expect(walker.visited).toEqual([
      '/role',
      '/wsk/passport-details',
      '/wsk/postal-address',
      '/wsk/anti-doping',
      '/ito/sport-selection',
      '/profile-picture',
    ]);
    await expect(registrationOf(page)).resolves.toEqual({ completed: true, role: 'ito' });
  });

  it('guest: role, passport, picture', async () => {
    const { walker, name } = await newAccount('guest');
    await chooseRole(walker, /^Guest/);
    await fillPassport(walker, '/wsk/passport-details', '1990-12-01');
    await addProfilePicture(walker);
    await expectAccountDetailsOf(walker.page, name);
    expect(walker.visited).toEqual(['/role', '/wsk/passport-details', '/profile-picture']);
    await expect(registrationOf(walker.page)).resolves.toEqual({ completed: true, role: 'guest' });
  });
});
