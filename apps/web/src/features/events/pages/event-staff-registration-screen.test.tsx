// /event/:id/staff/registration and /event/:id/loc/registration against a fake API: an ineligible person
// reads every reason and cannot apply, an eligible one applies with a function (the body) and reads Pending,
// the server's refusal lands on the field, a pending application is withdrawn after confirming, a closed
// window explains itself; WSK administrators approve and reject (with a reason) pending LOC applications,
// WSK viewers only read them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser, participant, registrationCandidate, wskAdmin, wskViewer } from '../testing/events-api';
import { participantRow } from '../testing/participants-api';
import {
  mockRoleRegistrationApi,
  type RoleRegistrationFakeOptions,
  roleRegistration,
} from '../testing/role-registration-api';

const STAFF_PATH = '/event/1/staff/registration';
const LOC_PATH = '/event/1/loc/registration';

function open(path: string, options: RoleRegistrationFakeOptions = {}) {
  const api = mockRoleRegistrationApi({ me: athleteUser, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

// The first render of a run imports the screen: slow on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
const posts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'POST');

const pendingMine = participant(40, {
  kind: 'staff',
  status: 'pending',
  event_sport: null,
  federation: null,
  entries: [],
  function: 'Media officer',
  user: { id: athleteUser.id, full_name: 'Ada Skater', avatar: null, federation: null },
  registered_by: { id: athleteUser.id, full_name: 'Ada Skater' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applying to the staff or the LOC', { timeout: 40_000 }, () => {
  it('lists every reason an ineligible person may not apply, with Apply disabled', async () => {
    const { calls } = open(STAFF_PATH, {
      registrations: {
        staff: roleRegistration('staff', {
          candidate: registrationCandidate(athleteUser.id, {
            eligible: false,
            reasons: ['registration_not_completed', 'passport_missing'],
          }),
        }),
      },
    });
    await heading('Apply to the staff');
    const reasons = screen.getByRole('list', { name: 'Why you may not apply' });
    expect(within(reasons).getByText('Registration is not completed')).toBeTruthy();
    expect(within(reasons).getByText('No passport details')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Apply' });
    const apply = within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(within(form).getByText('You may not apply: see why above.')).toBeTruthy();
    fireEvent.submit(form);
    expect(posts(calls)).toHaveLength(0);
  });

  it('applies with a function and then shows the pending application', async () => {
    const { calls } = open(STAFF_PATH);
    await heading('Apply to the staff');
    const window = screen.getByRole('region', { name: 'Application window' });
    expect(within(window).getByText('Open')).toBeTruthy();
    expect(within(window).getByText('05/07/2026')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Apply' });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('combobox', { name: /Function/ }), {
      target: { value: '  Volunteer coordinator ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const own = await screen.findByRole('region', { name: 'Your application' });
    expect(within(own).getByText('Pending')).toBeTruthy();
    expect(within(own).getByText('Volunteer coordinator')).toBeTruthy();
    const sent = posts(calls)[0];
    expect(sent?.path).toBe('/api/client/events/1/role-registration/staff/');
    expect(sent?.body).toEqual({ function: 'Volunteer coordinator' });
    // Holding a place, the person has no form and no repeated "already applied" reason.
    expect(screen.queryByRole('form', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Why you may not apply' })).toBeNull();
  });

  it('shows the server’s refusal on the function field', async () => {
    open(LOC_PATH, {
      applyAnswer: () =>
        json(
          {
            error: { code: 400, message: 'Invalid input' },
            invalid_fields: { function: ['Ensure this field has no more than 150 characters.'] },
          },
          400,
        ),
    });
    await heading('Apply to the LOC');
    const form = screen.getByRole('form', { name: 'Apply' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Function/ }), {
      target: { value: 'President' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('Ensure this field has no more than 150 characters.')).toBeTruthy();
  });

  it('withdraws a pending application after confirming', async () => {
    const { calls } = open(STAFF_PATH, {
      registrations: {
        staff: roleRegistration('staff', {
          participant: pendingMine,
          candidate: registrationCandidate(athleteUser.id, {
            eligible: false,
            reasons: ['already_registered'],
          }),
        }),
      },
    });
    await heading('Apply to the staff');
    const own = screen.getByRole('region', { name: 'Your application' });
    expect(within(own).getByText('Media officer')).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/participants/40/withdraw/');
    // Asked again, the application reads withdrawn and the form is back.
    expect(await within(own).findByText('Withdrawn')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Apply' })).toBeTruthy();
  });

  it('offers no withdrawal of a place WSK gave, and no reasons to a person who holds one', async () => {
    open(STAFF_PATH, {
      registrations: {
        staff: roleRegistration('staff', {
          participant: {
            ...pendingMine,
            status: 'approved',
            registered_by: { id: 9001, full_name: 'Wanda Keller' },
          },
          on_roster: true,
          candidate: registrationCandidate(athleteUser.id, {
            eligible: false,
            reasons: ['passport_missing', 'already_registered'],
          }),
        }),
      },
    });
    await heading('Apply to the staff');
    const own = screen.getByRole('region', { name: 'Your application' });
    expect(await within(own).findByText('Approved')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Why you may not apply' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Apply' })).toBeNull();
  });

  it('explains a closed window and offers no withdrawal', async () => {
    const { calls } = open(STAFF_PATH, {
      registrations: {
        staff: roleRegistration('staff', {
          open: false,
          closed_message: 'The event is over',
          participant: { ...pendingMine, status: 'approved' },
          on_roster: true,
          candidate: registrationCandidate(athleteUser.id, {
            eligible: false,
            reasons: ['already_registered'],
          }),
        }),
        loc: roleRegistration('loc', { open: false, closed_message: 'Registration is closed' }),
      },
    });
    await heading('Apply to the staff');
    expect(screen.getByRole('region', { name: 'Application window' }).textContent).toContain(
      'The event is over',
    );
    const own = screen.getByRole('region', { name: 'Your application' });
    expect(within(own).getByText('Already on the list')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it('disables Apply with the closed message when the window is closed', async () => {
    open(LOC_PATH, {
      registrations: {
        loc: roleRegistration('loc', { open: false, closed_message: 'Registration is closed' }),
      },
    });
    await heading('Apply to the LOC');
    const form = screen.getByRole('form', { name: 'Apply' });
    expect((within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByText('Registration is closed')).toBeTruthy();
  });
});

describe('WSK deciding on LOC applications', { timeout: 40_000 }, () => {
  const rows = [
    participantRow(1, {
      kind: 'loc',
      status: 'pending',
      event_sport: null,
      federation: null,
      entries: [],
      function: 'Venue manager',
      user: { id: 401, full_name: 'Paolo Pending', avatar: null, federation: null },
    }),
    participantRow(2, {
      kind: 'loc',
      status: 'pending',
      event_sport: null,
      federation: null,
      entries: [],
      function: 'Transport',
      user: { id: 402, full_name: 'Rita Rejected', avatar: null, federation: null },
    }),
  ];

  it('lists pending LOC applications; an administrator approves one and rejects another with a reason', async () => {
    const { calls } = open(LOC_PATH, { me: wskAdmin, rows });
    await heading('LOC applications');
    const list = await screen.findByRole('region', { name: 'Applications' });
    const paolo = await within(list).findByRole('listitem', { name: 'Paolo Pending' });
    expect(within(paolo).getByText('Venue manager')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/client/events/1/participants/')?.search;
    expect(query?.get('kind')).toBe('loc');
    expect(query?.get('status')).toBe('pending');
    expect(query?.has('event_sport')).toBe(false);
    // WSK staff read applications: they do not ask for their own.
    expect(calls.some((call) => call.path.includes('/role-registration/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Staff list' }).getAttribute('href')).toBe('/event/1/staff');

    fireEvent.click(within(paolo).getByRole('button', { name: 'Approve Paolo Pending' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.path)).toContain('/api/client/events/1/participants/1/approve/'),
    );
    // The pending list is asked again: Paolo is no longer pending.
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Paolo Pending' })).toBeNull());

    const rita = within(list).getByRole('listitem', { name: 'Rita Rejected' });
    fireEvent.click(within(rita).getByRole('button', { name: 'Reject Rita Rejected' }));
    const form = await screen.findByRole('form', { name: 'Reject Rita Rejected' });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'The LOC is full' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reject Rita Rejected' })).toBeNull());
    const rejected = posts(calls).find((call) => call.path.endsWith('/participants/2/reject/'));
    expect(rejected?.body).toEqual({ reason: 'The LOC is full' });
    expect(await within(list).findByText('No pending applications')).toBeTruthy();
  });

  it('shows WSK viewers the applications without decisions', async () => {
    open(LOC_PATH, { me: wskViewer, rows });
    await heading('LOC applications');
    const list = await screen.findByRole('region', { name: 'Applications' });
    await within(list).findByRole('listitem', { name: 'Paolo Pending' });
    expect(within(list).queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
  });
});
