// The expiry reminders of §4: the day and year boundaries, one dialog at a time, the session skip and the
// links to the screens that fix the data.
import { MantineProvider } from '@mantine/core';
import { ROLE_TYPES } from '@portal/contract/roles';
import { localIsoDate } from '@portal/contract/user';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { athlete } from '../../../shared/testing/athlete';
import { installDomStubs } from '../../../shared/testing/dom-stubs';
import { dueReminder, type ReminderUser } from '../lib/expiry-reminders';
import { ExpiryDialogs } from './expiry-dialogs';

const athleteRole = { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null };
const guestRole = { id: 1, name: 'Guest', type: ROLE_TYPES.GUEST, permission: null };

/** The local calendar day `offset` days from today, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return localIsoDate(day);
}

const thisYear = new Date().getFullYear();

const user = (fields: Partial<ReminderUser> = {}): ReminderUser => ({
  ...athlete,
  role: athleteRole,
  active_until_date: dayFromToday(365),
  anti_doping_year_issued: thisYear,
  ...fields,
});

function renderDialogs(reminderUser: ReminderUser, path = '/profile/events-history') {
  installDomStubs();
  const router = createMemoryRouter([{ path: '*', element: <ExpiryDialogs user={reminderUser} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('due reminder', () => {
  const today = new Date(2026, 5, 15, 23, 30);
  const never = () => false;

  it('counts a passport valid until today or earlier as expired, not one valid until tomorrow', () => {
    expect(dueReminder(user({ active_until_date: '2026-06-15' }), today, never)).toBe('passport');
    expect(dueReminder(user({ active_until_date: '2026-06-14' }), today, never)).toBe('passport');
    expect(dueReminder(user({ active_until_date: '2026-06-16' }), today, never)).toBeNull();
    expect(dueReminder(user({ active_until_date: null }), today, never)).toBeNull();
  });

  it('reminds athletes of a certificate issued three years ago, not two', () => {
    expect(dueReminder(user({ anti_doping_year_issued: 2023 }), today, never)).toBe('anti-doping');
    expect(dueReminder(user({ anti_doping_year_issued: 2024 }), today, never)).toBeNull();
    expect(dueReminder(user({ role: guestRole, anti_doping_year_issued: 2023 }), today, never)).toBeNull();
    expect(dueReminder(user({ anti_doping_year_issued: null }), today, never)).toBeNull();
  });

  it('puts the passport first and skips what was put off', () => {
    const both = user({ active_until_date: '2026-01-01', anti_doping_year_issued: 2020 });
    expect(dueReminder(both, today, never)).toBe('passport');
    expect(dueReminder(both, today, (reminder) => reminder === 'passport')).toBe('anti-doping');
    expect(dueReminder(both, today, () => true)).toBeNull();
  });
});

describe('expiry dialogs', () => {
  it('shows the passport reminder when the passport runs out today', async () => {
    renderDialogs(user({ active_until_date: dayFromToday(0) }));
    expect(await dialog('Your passport has expired')).toBeTruthy();
  });

  it('shows the passport reminder when the passport ran out yesterday', async () => {
    renderDialogs(user({ active_until_date: dayFromToday(-1) }));
    expect(await dialog('Your passport has expired')).toBeTruthy();
  });

  it('shows nothing when the passport is valid until tomorrow', async () => {
    renderDialogs(user({ active_until_date: dayFromToday(1) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the anti-doping reminder for a certificate of three years ago, not of two', async () => {
    const { unmount } = renderDialogs(user({ anti_doping_year_issued: thisYear - 3 }));
    expect(await dialog('Your anti-doping certificate has expired')).toBeTruthy();
    unmount();
    renderDialogs(user({ anti_doping_year_issued: thisYear - 2 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not remind other roles of the anti-doping certificate', async () => {
    renderDialogs(user({ role: guestRole, anti_doping_year_issued: thisYear - 5 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one dialog at a time, the passport first, and keeps a skipped one closed for the session', async () => {
    const both = user({ active_until_date: dayFromToday(-10), anti_doping_year_issued: thisYear - 4 });
    const { unmount } = renderDialogs(both);
    const passport = await dialog('Your passport has expired');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(passport).getByRole('button', { name: 'Remind me later' }));
    const antiDoping = await dialog('Your anti-doping certificate has expired');
    fireEvent.click(within(antiDoping).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A later page of the same session (the shell mounts it again): still nothing.
    unmount();
    renderDialogs(both);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the passport reminder to the passport details', async () => {
    const { router } = renderDialogs(user({ active_until_date: dayFromToday(-1) }));
    const link = within(await dialog('Your passport has expired')).getByRole('link', {
      name: 'Update passport details',
    });
    expect(link.getAttribute('href')).toBe('/profile/passport-details');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/passport-details'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links the anti-doping reminder to the anti-doping screen', async () => {
    renderDialogs(user({ anti_doping_year_issued: thisYear - 3 }));
    const link = within(await dialog('Your anti-doping certificate has expired')).getByRole('link', {
      name: 'Update anti-doping certificate',
    });
    expect(link.getAttribute('href')).toBe('/profile/anti-doping');
  });

  it('stays away from the screen that fixes the data', async () => {
    renderDialogs(user({ active_until_date: dayFromToday(-1) }), '/profile/passport-details');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
