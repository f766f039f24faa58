// Paying for registrations in Chromium against the real server (decision 018). On the open demo event Italy's
// order is partly paid (the demo's first instalment). Italy's NF administrator pays a part by card through
// the built-in test checkout, whose signed notification alone confirms it, then transfers the rest by bank
// with a proof; WSK's administrator finds the transfer to check on the event's payments, sees its proof and
// confirms it; the federation's order is then paid. The demo athlete registers herself, pays her entry by
// the test card, asks part of it back, and WSK confirms the refund.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE, screenshot } from './support/files';
import { signIn, signOut, useJourney } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
const EVENT_NAME = 'European Inline Speed Championships';
const SPORT = 'Inline speed skating';
/** athlete@portal.test (demo.ts). */
const ATHLETE = 'Alessia Rossi';
const DISCIPLINE = 'Track 1000 m';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

/** The open demo event's sport page, found the way a user finds it; returns the event and sport ids. */
async function openSport(page: Page): Promise<{ eventId: string; sportId: string }> {
  await page.goto(`${journey.server.url}/events/all?search=${encodeURIComponent('Inline Speed')}`);
  await page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
  await page.getByRole('link', { name: SPORT }).first().click();
  await page.waitForURL(/\/event\/\d+\/\d+$/);
  const [, eventId, sportId] = /\/event\/(\d+)\/(\d+)/.exec(page.url()) ?? [];
  if (!eventId || !sportId) throw new Error(`No event sport in ${page.url()}`);
  return { eventId, sportId };
}

/** The amount shown under a label of the order's amounts ("Outstanding" → "€340.00"). */
async function amountOf(page: Page, reference: string, label: string): Promise<string> {
  const card = page.getByRole('article', { name: reference });
  const term = card.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

describe('paying an order', () => {
  let ids = { eventId: '', sportId: '' };
  let reference = '';

  it('the NF pays a part by card through the test checkout; only the notification confirms it', async () => {
    const { page } = journey;
    await signInAs(page, 'nf.admin@portal.test');
    ids = await openSport(page);
    await page.goto(`${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/payments`);
    await page.getByRole('heading', { level: 1, name: 'Federation payments' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'Italy' }).first();
    reference = (await card.getByRole('heading').first().innerText()).trim();
    expect(reference).toMatch(/^WS-\d{6}$/);
    await card.getByText('Partially paid').waitFor();
    expect(await amountOf(page, reference, 'Outstanding')).toBe('€340.00');
    await screenshot(page, '/event-registration-payments');

    await card.getByRole('button', { name: `Pay ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${reference}` });
    await dialog.getByLabel('Amount (EUR)').fill('40');
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await dialog.getByRole('button', { name: 'Continue to card payment' }).click();

    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole('heading', { level: 1, name: 'Test card payment — no money moves' }).waitFor();
    await page.getByText('€40.00').waitFor();
    await screenshot(page, '/test-checkout');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/payment-redirect\/\d+\/\d+\?payment=\d+/);
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 20_000 });
    await page.getByText('Your payment of €40.00 is confirmed. Thank you.').waitFor();
    await screenshot(page, '/payment-redirect');
    await page.getByRole('link', { name: 'Back to the payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Federation payments' }).waitFor();
    await expect.poll(() => amountOf(page, reference, 'Outstanding')).toBe('€300.00');
  });

  it('the NF transfers the rest with a proof, WSK confirms it against the proof, the order is paid', async () => {
    const { page } = journey;
    await signInAs(page, 'nf.admin@portal.test');
    await page.goto(`${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/payments`);
    const card = page.getByRole('article', { name: reference });
    await card.getByRole('button', { name: `Pay ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${reference}` });
    await expect.poll(() => dialog.getByLabel('Amount (EUR)').inputValue()).toBe('300.00');
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
    const details = dialog.getByRole('region', { name: 'Bank details' });
    await details.getByText(reference, { exact: true }).waitFor();
    await dialog.getByLabel('Proof of the bank transfer').setInputFiles(PDF_FILE);
    await dialog.getByRole('button', { name: 'Choose another file' }).waitFor();
    await screenshot(page, '/event-registration-payments-transfer');
    await dialog.getByRole('button', { name: 'Submit the transfer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => amountOf(page, reference, 'Pending')).toBe('€300.00');
    await signOut(page, 'Nadia Ferri');

    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${journey.server.url}/event/${ids.eventId}/payments`);
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByText('To check').waitFor();
    await screenshot(page, '/event-payments');
    await page.getByRole('button', { name: `Details of ${reference}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${reference}` });
    await drawer.getByRole('link', { name: /^View proof/ }).waitFor();
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the payment' });
    await confirm.getByLabel('Note').fill('Checked against the bank statement');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByText('Paid', { exact: true }).first().waitFor();
    await screenshot(page, '/event-payments-order');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await signOut(page, 'Wanda Keller');

    await signInAs(page, 'nf.admin@portal.test');
    await page.goto(
      `${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/payments?tab=processed`,
    );
    const paid = page.getByRole('article', { name: reference });
    await paid.locator('.mantine-Badge-label', { hasText: /^Paid$/ }).waitFor();
    expect(await amountOf(page, reference, 'Outstanding')).toBe('€0.00');
    expect(await amountOf(page, reference, 'Paid')).toBe('€440.00');
  });

  it('an athlete pays her entry by the test card, asks part of it back, and WSK confirms the refund', async () => {
    const { page } = journey;
    await signInAs(page, 'athlete@portal.test');
    await page.goto(`${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/athlete`);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('checkbox', { name: DISCIPLINE }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Withdraw' }).waitFor();

    await page.goto(`${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/my-payments`);
    await page.getByRole('heading', { level: 1, name: 'My payments' }).waitFor();
    const own = page.getByRole('article').first();
    const athleteReference = (await own.getByRole('heading').first().innerText()).trim();
    expect(await amountOf(page, athleteReference, 'Outstanding')).toBe('€120.00');
    await own.getByRole('button', { name: `Pay ${athleteReference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${athleteReference}` });
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await dialog.getByRole('button', { name: 'Continue to card payment' }).click();
    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to the payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'My payments' }).waitFor();
    await page.getByRole('tab', { name: 'Processed' }).click();
    const paid = page.getByRole('article', { name: athleteReference });
    await expect.poll(() => amountOf(page, athleteReference, 'Paid')).toBe('€120.00');

    await paid.getByRole('button', { name: `Request a refund for ${ATHLETE}` }).click();
    const refund = page.getByRole('dialog', { name: 'Request a refund' });
    await refund.getByLabel('Amount (EUR)').fill('30');
    await refund.getByLabel('Reason').fill('I can race only one of the two days');
    await refund.getByRole('button', { name: 'Request refund' }).click();
    await refund.waitFor({ state: 'detached' });
    await paid.getByText('Requested', { exact: true }).waitFor();
    await screenshot(page, '/event-registration-my-payments');
    await signOut(page, ATHLETE);

    await signInAs(page, 'wsk.admin@portal.test');
    await page.goto(`${journey.server.url}/event/${ids.eventId}/payments`);
    await page.getByRole('button', { name: `Details of ${athleteReference}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${athleteReference}` });
    const refunds = drawer.getByRole('list', { name: 'Refunds' });
    await refunds.getByText('I can race only one of the two days').waitFor();
    await refunds.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
    await confirm.getByRole('button', { name: 'Confirm refund' }).click();
    await confirm.waitFor({ state: 'detached' });
    await refunds.getByText('Refunded', { exact: true }).waitFor();
    await screenshot(page, '/event-payments-refund');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await signOut(page, 'Wanda Keller');

    // The athlete sees the money back: paid less the refund, nothing owed again.
    await signInAs(page, 'athlete@portal.test');
    await page.goto(
      `${journey.server.url}/event-registration/${ids.eventId}/${ids.sportId}/my-payments?tab=processed`,
    );
    await page
      .getByRole('article', { name: athleteReference })
      .getByRole('region', { name: `Refunds of ${athleteReference}` })
      .getByText('Refunded', { exact: true })
      .waitFor();
    expect(await amountOf(page, athleteReference, 'Paid')).toBe('€90.00');
    expect(await amountOf(page, athleteReference, 'Outstanding')).toBe('€0.00');
  });
});
