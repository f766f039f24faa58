// The audit log in Chromium against the real server: the WSK administrator invites two people through the
// API (each invitation is an audit entry), opens /audit-log from the Users section, sees both entries with
// their before→after, filters by one action, and opens an entry's details; at desktop and phone widths.
import { describe, expect, it } from 'vitest';
import { apiTokenOf, signIn, useJourney } from './support/journeys';

const journey = useJourney();
const WSK_ADMIN = { email: 'wsk.admin@portal.test', password: 'Demo-pass-2026!' };
const SHOTS = process.env.AUDIT_SCREENSHOTS ?? '/tmp';

async function invite(token: string, segment: 'invite_wsk' | 'invite_ito', body: object): Promise<void> {
  const response = await fetch(`${journey.server.url}/api/client/users/users/${segment}/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe('audit log', () => {
  it('shows the WSK administrator the entries of their actions and filters them by action', async () => {
    const { page, server } = journey;
    const stamp = Date.now();
    const token = await apiTokenOf(journey.server.url, WSK_ADMIN);
    await invite(token, 'invite_wsk', {
      email: `audit.viewer.${stamp}@portal.test`,
      first_name: 'Vera',
      last_name: 'Viewer',
    });
    await invite(token, 'invite_ito', {
      email: `audit.ito.${stamp}@portal.test`,
      first_name: 'Otto',
      last_name: 'Official',
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/sign-in`);
    await signIn(page, WSK_ADMIN);
    await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
    await page.goto(`${server.url}/users`);
    await page.getByRole('navigation', { name: 'Users' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/audit-log');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();

    const table = page.getByRole('table', { name: 'Audit log' });
    await table.getByRole('row', { name: /user\.invite_ito/ }).waitFor();
    await table.getByRole('row', { name: /user\.invite_wsk/ }).waitFor();
    const itoRow = table.getByRole('row', { name: /user\.invite_ito/ });
    await expect(itoRow.textContent()).resolves.toContain('Otto Official');
    await expect(itoRow.textContent()).resolves.toContain('status: — → approved');
    await page.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });

    const action = page.getByRole('combobox', { name: 'Action' });
    await action.fill('user.invite_ito');
    // Leaving the field (or Enter, or picking a suggestion) applies it.
    await action.press('Escape');
    await action.press('Tab');
    await page.waitForURL((url) => url.searchParams.get('action') === 'user.invite_ito');
    await table.getByRole('row', { name: /user\.invite_wsk/ }).waitFor({ state: 'detached' });
    await expect(table.getByRole('row', { name: /user\.invite_ito/ }).count()).resolves.toBe(1);
    await page.getByText('1 entry', { exact: true }).waitFor();

    await itoRow.getByRole('button', { name: 'Details' }).click();
    await page.getByText('"created": true').waitFor();
    await page.screenshot({ path: `${SHOTS}/audit-1280-filtered.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/audit-log`);
    const cards = page.getByRole('list', { name: 'Audit log' });
    await cards.getByRole('listitem').filter({ hasText: 'user.invite_ito' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
    // Nothing but the log's own container scrolls sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
