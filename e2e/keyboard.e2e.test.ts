// Keyboard-only use in Chromium against the real server: a new athlete signs up and walks every sign-up step
// to /congrats, the demo athlete registers for the open demo event, and Italy's NF administrator pays part
// of the federation's order through the test checkout, each with Tab, Shift+Tab, Enter, Space, arrow keys
// and typing only (a file is chosen in the chooser the upload button opens, as in the system's dialog).
// On the way every element Tab reaches shows its focus, every control has a name, and one refused entry per
// journey is marked invalid, announced, and given the focus.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE, PNG_FILE } from './support/files';
import { latestOutboxCode, useJourney, waitForPath } from './support/journeys';
import {
  activate,
  expectControlsNamed,
  expectErrorAnnounced,
  expectFocused,
  tabTo,
  typeInto,
} from './support/keyboard';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const EVENT_NAME = 'European Inline Speed Championships';
const SPORT = 'Inline speed skating';

const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/**
 * Waits for the screen at `path` with its heading, and checks that every control on it has a name. Reached
 * from another screen (not by loading the page), the focus is on its heading, where reading and Tab go on.
 */
async function arrive(
  page: Page,
  path: string | RegExp,
  heading: string | RegExp,
  { pageLoad = false }: { pageLoad?: boolean } = {},
): Promise<void> {
  if (typeof path === 'string') await waitForPath(page, path);
  else await page.waitForURL(path);
  const title = page.getByRole('heading', { level: 1, name: heading });
  await title.waitFor();
  if (!pageLoad) await expectFocused(title);
  await expectControlsNamed(page);
}

/** Types `search` into a searchable select and takes the first option it offers, which must be `option`. */
async function chooseOption(page: Page, field: Locator, search: string, option: RegExp): Promise<void> {
  await typeInto(page, field, search);
  await page.getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toMatch(option);
}

/** Opens a select with the arrow key and takes its first option, which must be `option`. */
async function chooseFirstOption(page: Page, field: Locator, option: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ArrowDown');
  const first = page.getByRole('option', { name: option, exact: true });
  await first.waitFor();
  // The list can open before its options are drawn: then none is highlighted, and a second press does it.
  if ((await page.locator('[data-combobox-selected]').count()) === 0) await page.keyboard.press('ArrowDown');
  await expect.poll(() => first.getAttribute('data-combobox-selected')).toBe('true');
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(option);
}

/** Types a day as the portal shows dates (§9: DD/MM/YYYY), whatever the browser's language. */
async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const shown = `${day}/${month}/${year}`;
  await tabTo(page, field);
  await page.keyboard.type(shown);
  await expect.poll(() => field.inputValue()).toBe(shown);
}

/** Opens the file chooser of an upload field from the keyboard and picks `file` in it. */
async function chooseFile(page: Page, upload: Locator, file: typeof PDF_FILE): Promise<void> {
  // Listening well before the key press: the browser intercepts the chooser only once it is asked to.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await page.getByText(file.name, { exact: true }).first().waitFor();
}

/** The sign-in form, by e-mail, from the page load. */
async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await arrive(page, '/sign-in', 'Sign in', { pageLoad: true });
  await typeInto(page, textbox(page, 'E-mail address'), email);
  await typeInto(page, page.getByLabel(/^Password/).first(), password);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

describe('keyboard only', () => {
  it('a new athlete signs up and walks every sign-up step to /congrats', { timeout: 120_000 }, async () => {
    const { page, server } = journey;
    const email = `keys-${Date.now()}@portal.test`;
    const password = 'Rolling-2026!';
    await page.goto(`${server.url}/sign-up`);
    await arrive(page, '/sign-up', 'Create an account', { pageLoad: true });

    // Sent empty: the first refused field takes the focus, each marked invalid with its message.
    await activate(page, button(page, 'Create account'));
    const emailField = textbox(page, 'E-mail address');
    await expectFocused(emailField);
    await expectErrorAnnounced(emailField, 'This field is required');
    await expectErrorAnnounced(page.getByRole('checkbox'), 'You should accept the agreement');

    await page.keyboard.type(email);
    await typeInto(page, textbox(page, 'First name'), 'Kira');
    await typeInto(page, textbox(page, 'Last name'), 'Keys');
    await typeInto(page, page.getByLabel(/^Password/).first(), password);
    await typeInto(page, page.getByLabel('Confirm password'), password);
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox').isChecked()).toBe(true);
    await activate(page, button(page, 'Create account'));

    await arrive(page, '/confirm-email', 'Confirm your e-mail');
    await tabTo(page, page.getByLabel('Code').first());
    await page.keyboard.type(await latestOutboxCode(server.url, email));
    await activate(page, button(page, 'Confirm'));

    await arrive(page, '/role', 'Choose your role');
    await activate(page, button(page, /^Athlete/));

    await arrive(page, '/sport-selection', 'Sport selection');
    const sport = combobox(page, 'Sport');
    await tabTo(page, sport);
    await page.keyboard.type(SPORT);
    await expect.poll(() => sport.locator('option:checked').innerText()).toBe(SPORT);
    const discipline = combobox(page, 'Discipline');
    await tabTo(page, discipline);
    await page.keyboard.type('Marathon');
    await expect.poll(() => discipline.locator('option:checked').innerText()).toBe('Marathon');
    await activate(page, button(page, 'Add sport'));
    // The marathon explanation is a dialog that holds the focus until it is closed.
    const explanation = page.getByRole('dialog', { name: 'Marathon entries' });
    await explanation.waitFor();
    await expectControlsNamed(page, explanation);
    await activate(page, button(explanation, /Don.t show again/));
    await explanation.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Your sports' }).getByText(SPORT).waitFor();
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/passport-details', 'Passport details');
    await typeDate(page, page.getByLabel('Date of birth'), '1998-06-15');
    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page, page.getByRole('radio', { name: 'Male' }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await chooseOption(page, combobox(page, 'Nationality'), 'Ital', /Italy/);
    await typeInto(page, textbox(page, 'Passport number'), 'YK1234567');
    await typeDate(page, page.getByLabel('Expiry date'), '2032-03-31');
    await chooseFile(page, button(page, /^Passport scan/), PDF_FILE);
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/postal-address', 'Postal address');
    await chooseOption(page, combobox(page, 'Country'), 'Ital', /Italy/);
    await typeInto(page, textbox(page, 'City'), 'Roma');
    await typeInto(page, textbox(page, 'Postcode'), '00184');
    await typeInto(page, textbox(page, 'Street and number'), 'Via Appia 10');
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/social-profiles', 'Social profiles');
    await activate(page, button(page, 'Skip for now'));

    await arrive(page, '/anti-doping', 'Anti-doping');
    await chooseFirstOption(page, combobox(page, 'Year of issue'), String(new Date().getFullYear()));
    await chooseFile(page, button(page, /^Anti-doping certificate/), PDF_FILE);
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/national-federation', 'National federation');
    await chooseOption(page, combobox(page, 'National federation'), 'Ital', /Ital/);
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/summary', 'Summary');
    await page.getByText('YK1234567').waitFor();
    await activate(page, button(page, 'Continue'));

    await arrive(page, '/profile-picture', 'Profile picture');
    await chooseFile(page, button(page, /^Profile picture/), PNG_FILE);
    await activate(page, button(page, 'Save and continue'));

    await arrive(page, '/congrats', /Congratulations/);
    await activate(page, page.getByRole('link', { name: 'Go to my profile' }));
    await waitForPath(page, '/profile/account-details');
  });

  it('the demo athlete registers for the open demo event', async () => {
    const { page } = journey;
    await signInWithKeyboard(page, 'athlete@portal.test', DEMO_PASSWORD);
    await activate(page, page.getByRole('link', { name: 'All events' }).first());
    await arrive(page, '/events/all', 'Events');
    await typeInto(page, textbox(page, 'Search'), 'Inline Speed');
    // The list is searched once typing pauses; a link pressed before it is drawn again would be gone.
    await page.waitForURL(/search=Inline\+Speed/);
    await page.waitForLoadState('networkidle');
    await activate(page, page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first());
    await arrive(page, /\/event\/\d+\/profile$/, EVENT_NAME);
    await activate(page, page.getByRole('link', { name: SPORT, exact: true }));
    await arrive(page, /\/event\/\d+\/\d+$/, SPORT);
    await activate(page, page.getByRole('link', { name: 'Register', exact: true }));
    await arrive(page, /\/event-registration\/\d+\/\d+\/athlete$/, 'Register as an athlete');

    // Sent without a discipline: the disciplines are marked invalid and the first takes the focus.
    const form = page.getByRole('form', { name: 'Register' });
    await activate(page, button(form, 'Register'));
    const marathon = form.getByRole('checkbox', { name: 'Marathon' });
    await expectFocused(marathon);
    await expectErrorAnnounced(marathon, 'Please select at least 1 items');

    await tabTo(page, form.getByRole('checkbox', { name: 'Track 1000 m' }));
    await page.keyboard.press('Space');
    await expect.poll(() => form.getByRole('checkbox', { name: 'Track 1000 m' }).isChecked()).toBe(true);
    await activate(page, button(form, 'Register'));
    await button(page, 'Withdraw').waitFor();
  });

  it('Italy’s NF administrator pays part of the federation’s order by the test card', async () => {
    const { page } = journey;
    await signInWithKeyboard(page, 'nf.admin@portal.test', DEMO_PASSWORD);
    // The header's reminder of the order not paid leads to the federation's payments.
    await activate(page, page.getByRole('link', { name: /order not paid/ }));
    await arrive(page, /\/event-registration\/\d+\/\d+\/payments$/, 'Federation payments');
    const card = page.getByRole('article').filter({ hasText: 'Italy' }).first();
    const reference = (await card.getByRole('heading').first().innerText()).trim();
    await activate(page, button(card, `Pay ${reference}`));

    const dialog = page.getByRole('dialog', { name: `Pay ${reference}` });
    await dialog.waitFor();
    await expectControlsNamed(page, dialog);
    // The dialog opens on the amount; more than is owed is refused on it.
    const amount = textbox(dialog, 'Amount (EUR)');
    await expectFocused(amount);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('9999');
    await activate(page, button(dialog, 'Continue to card payment'));
    await expectFocused(amount);
    await expectErrorAnnounced(amount, /more than the outstanding/);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25');
    await expect.poll(() => dialog.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true);
    await activate(page, button(dialog, 'Continue to card payment'));

    await arrive(page, /\/test-checkout\//, 'Test card payment — no money moves');
    await page.getByText('€25.00').waitFor();
    await activate(page, button(page, 'Pay'));

    await arrive(page, /\/payment-redirect\//, 'Payment received');
    await page.getByText('Your payment of €25.00 is confirmed. Thank you.').waitFor({ timeout: 20_000 });
    await activate(page, page.getByRole('link', { name: 'Back to the payments' }));
    await arrive(page, /\/event-registration\/\d+\/\d+\/payments$/, 'Federation payments');
  });
});
