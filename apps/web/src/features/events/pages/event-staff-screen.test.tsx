// /event/:id/staff against a fake API: the people per group, the empty and failure states, and the WSK
// administrators' add (with the candidates' checks and the server's refusal on its field), edit and remove.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { candidate, mockEventsApi, staffMember, wskAdmin, wskViewer } from '../testing/events-api';

function open(options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes('/event/1/staff') };
}

const staff = [
  staffMember(1),
  staffMember(2, {
    group: 'loc',
    function: 'LOC president',
    user: { ...staffMember(2).user, full_name: 'Lia Local' },
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event staff screen', { timeout: 20_000 }, () => {
  it('lists the people of each group with their function and federation, read only for others', async () => {
    open({ me: wskViewer, staff });
    const table = await screen.findByRole('table', { name: 'Event staff' }, { timeout: 10_000 });
    expect(within(table).getByText('Person 1')).toBeTruthy();
    expect(within(table).getByText('Chief of competition')).toBeTruthy();
    expect(within(table).getByText('Italy')).toBeTruthy();
    expect(within(table).queryByText('Lia Local')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a person' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    // WSK staff decide on applications rather than send one.
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Local organising committee' }));
    const loc = await screen.findByRole('table', { name: 'Local organising committee' });
    expect(within(loc).getByText('Lia Local')).toBeTruthy();
    expect(within(loc).getByText('LOC president')).toBeTruthy();
  });

  it('offers other signed-in people to apply to either group, and WSK staff not', async () => {
    open({ staff });
    await screen.findByRole('table', { name: 'Event staff' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Apply to the staff' }).getAttribute('href')).toBe(
      '/event/1/staff/registration',
    );
    expect(screen.getByRole('link', { name: 'Apply to the LOC' }).getAttribute('href')).toBe(
      '/event/1/loc/registration',
    );
  });

  it('says when a group is empty', async () => {
    open({ staff: [] });
    expect(await screen.findByText('No event staff yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    open({
      read: (call) =>
        call.path.endsWith('/staff/') ? json({ error: { code: 500, message: 'Down' } }, 500) : undefined,
    });
    expect(await screen.findByText('The people could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets a WSK admin add a person, showing the candidate checks and the server refusal', async () => {
    let refuse = true;
    const { calls } = open({
      me: wskAdmin,
      staff,
      candidates: [candidate(7, { is_valid_for_event: false, has_passport: false })],
      write: (call) => {
        if (!call.path.endsWith('/staff/') || !refuse) return undefined;
        refuse = false;
        return json(
          {
            error: { code: 400, message: 'Bad request' },
            invalid_fields: { user: ['This person already has this part in the event'] },
          },
          400,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a person' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('Choose a person from the list')).not.toHaveLength(0);

    const person = await within(dialog).findByRole('radio', { name: 'Carla Candidate 7' });
    const card = person.closest('button') ?? person;
    expect(within(card).getByText('Not valid for event')).toBeTruthy();
    expect(within(card).getByText('No passport')).toBeTruthy();
    expect(within(card).getByText('Anti-doping')).toBeTruthy();
    expect(within(card).getByText('Registration completed')).toBeTruthy();
    fireEvent.click(person);
    fireEvent.change(within(dialog).getByLabelText(/Function/), { target: { value: 'Speaker' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This person already has this part in the event')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a person' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      user: 7,
      group: 'staff',
      function: 'Speaker',
    });
    // The list is asked again after the change.
    expect(
      calls.filter((call) => call.method === 'GET' && call.path.endsWith('/staff/')).length,
    ).toBeGreaterThan(1);
  });

  it('lets a WSK admin change a function and remove a person after confirming', async () => {
    const { calls } = open({ me: wskAdmin, staff });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the function of Person 1' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Function of Person 1' });
    fireEvent.change(within(dialog).getByLabelText(/Function/), { target: { value: 'Race director' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ function: 'Race director' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Person 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/client/events/1/staff/1/');
  });
});
