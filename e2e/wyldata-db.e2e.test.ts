// The Wyldata database in Chromium against the real server: a WSK administrator imports a CSV holding one
// athlete's record under a misspelt name and one bad row, reads the report, opens the new record's
// matching, finds the athlete as the best candidate and links them; the record is matched and the
// athlete holds the WSK id.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompletedAthlete } from './support/accounts';
import { screenshot } from './support/files';
import { apiTokenOf, signIn, useJourney } from './support/journeys';

const journey = useJourney();
const WSK_ADMIN = { email: 'wsk.admin@portal.test', password: 'Demo-pass-2026!' };

async function userAsAdmin(id: number): Promise<{ wsk_id: string | null }> {
  const response = await fetch(`${journey.server.url}/api/client/users/users/${id}/`, {
    headers: {
      Authorization: `Bearer ${await apiTokenOf(journey.server.url, WSK_ADMIN)}`,
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { wsk_id: string | null };
}

async function openDatabase(page: Page): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, WSK_ADMIN);
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
  await page.goto(`${journey.server.url}/wyldata-db`);
  await page.getByRole('heading', { name: 'Wyldata database', level: 1 }).waitFor();
}

describe('wyldata database', () => {
  it('imports a CSV, reports the bad row, and links the new record to its athlete', async () => {
    const { page, server } = journey;
    // Paola Ferraris, born 08/03/1996, Italian; the federation's file spells her "Feraris".
    const athlete = await createCompletedAthlete(server.url, 'ferraris', {
      passportExpiry: `${new Date().getFullYear() + 3}-06-30`,
      antiDopingYear: new Date().getFullYear(),
    });
    const wskId = `E2E${Date.now()}`;
    const csv = [
      'wsk_id,first_name,last_name,birthday,gender,nationality',
      `${wskId},Paola,Feraris,08/03/1996,F,ITA`,
      `${wskId}X,Marco,,31/02/1990,M,ITA`,
    ].join('\n');

    await openDatabase(page);
    await screenshot(page, '/wyldata-db');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'wsk-ids.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await report.waitFor();
    await expect(report.getByTestId('import-rows-read').textContent()).resolves.toBe('2');
    await expect(report.getByTestId('import-created').textContent()).resolves.toBe('1');
    await expect(report.getByTestId('import-rejected').textContent()).resolves.toBe('1');
    const rejected = report.getByRole('table', { name: 'Rejected rows' }).getByRole('row').nth(1);
    await expect(rejected.getByRole('cell').nth(0).textContent()).resolves.toBe('3');
    await expect(rejected.getByRole('cell').nth(1).textContent()).resolves.toBe(`${wskId}X`);
    await screenshot(page, '/wyldata-db/import-report');

    await page.getByRole('searchbox', { name: 'Search' }).fill(wskId);
    await page.waitForURL((url) => url.searchParams.get('search') === wskId);
    const recordName = `Paola Feraris ${wskId}`;
    // A table row, or a card on a phone.
    const row = page.locator(`[data-record="${wskId}"]`);
    await row.getByText('Initial', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Match: ${recordName}` }).click();

    const dialog = page.getByRole('dialog', { name: `Match ${recordName}` });
    const best = dialog.getByRole('listitem', { name: /^Candidate 1:/ });
    await best.waitFor();
    await expect(best.getAttribute('aria-label')).resolves.toBe(`Candidate 1: ${athlete.name}`);
    await best.getByText(athlete.email).waitFor();
    await best.getByText('08/03/1996').waitFor();
    // The search recorded its outcome: the record is now ready to be matched.
    await row.getByText('Ready to be matched', { exact: true }).waitFor();
    await screenshot(page, '/wyldata-db/match');

    await best.getByRole('button', { name: `Link ${athlete.name} to ${wskId}` }).click();
    await page.getByText('WSK id linked').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Matched', { exact: true }).waitFor();
    await row.getByRole('link', { name: `View user matched to ${recordName}` }).waitFor();
    await screenshot(page, '/wyldata-db/matched');

    expect((await userAsAdmin(athlete.id)).wsk_id).toBe(wskId);
  });
});
