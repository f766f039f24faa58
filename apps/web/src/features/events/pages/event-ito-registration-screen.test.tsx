// /event/:id/:sportId/ito/registration against a fake API: the sport in the title, a person without an
// approved ITO role reads `not_an_ito` and cannot apply, an approved ITO applies to the sport (the path and
// body) and reads Pending, an unknown sport reads as not found; WSK administrators read the sport's pending
// ITO applications and approve one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athleteUser, registrationCandidate, wskAdmin } from '../testing/events-api';
import { participantRow } from '../testing/participants-api';
import {
  mockRoleRegistrationApi,
  type RoleRegistrationFakeOptions,
  roleRegistration,
} from '../testing/role-registration-api';

const PATH = '/event/1/10/ito/registration';

function open(path = PATH, options: RoleRegistrationFakeOptions = {}) {
  const api = mockRoleRegistrationApi({ me: athleteUser, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
const posts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applying as an ITO of a sport', { timeout: 40_000 }, () => {
  it('tells a person without an approved ITO role why they may not apply', async () => {
    const { calls } = open(PATH, {
      registrations: {
        ito: roleRegistration('ito', {
          candidate: registrationCandidate(athleteUser.id, { eligible: false, reasons: ['not_an_ito'] }),
        }),
      },
    });
    await heading('Apply as ITO for Inline speed skating');
    const reasons = screen.getByRole('list', { name: 'Why you may not apply' });
    expect(within(reasons).getByText('Not an approved international technical official')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Apply' });
    expect((within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts(calls)).toHaveLength(0);
  });

  it('lets an approved ITO apply for the sport with a function', async () => {
    const { calls } = open();
    await heading('Apply as ITO for Inline speed skating');
    expect(screen.getByRole('link', { name: 'Officials · World Championships 1' }).getAttribute('href')).toBe(
      '/event/1/ito',
    );
    const form = screen.getByRole('form', { name: 'Apply' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Function/ }), {
      target: { value: 'Timekeeper' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const own = await screen.findByRole('region', { name: 'Your application' });
    expect(within(own).getByText('Pending')).toBeTruthy();
    expect(within(own).getByText('Timekeeper')).toBeTruthy();
    const sent = posts(calls)[0];
    expect(sent?.path).toBe('/api/client/events/1/sports/10/ito-registration/');
    expect(sent?.body).toEqual({ function: 'Timekeeper' });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path.endsWith('/ito-registration/')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('reads as not found for a sport the event does not have', async () => {
    open('/event/1/99/ito/registration');
    expect(await screen.findByText('Sport not found', {}, { timeout: 20_000 })).toBeTruthy();
  });
});

describe('WSK deciding on ITO applications', { timeout: 40_000 }, () => {
  it('lists the sport’s pending ITO applications and approves one', async () => {
    const { calls } = open(PATH, {
      me: wskAdmin,
      rows: [
        participantRow(5, {
          kind: 'ito',
          status: 'pending',
          federation: null,
          entries: [],
          function: 'Referee',
          user: { id: 501, full_name: 'Irene Official', avatar: null, federation: null },
        }),
      ],
    });
    await heading('ITO applications for Inline speed skating');
    const list = await screen.findByRole('region', { name: 'Applications' });
    const irene = await within(list).findByRole('listitem', { name: 'Irene Official' });
    expect(within(irene).getByText('Referee')).toBeTruthy();
    const query = calls.find((call) => call.path === '/api/client/events/1/participants/')?.search;
    expect(query?.get('kind')).toBe('ito');
    expect(query?.get('event_sport')).toBe('10');
    expect(screen.getByRole('link', { name: 'Officials list' }).getAttribute('href')).toBe('/event/1/ito');
    fireEvent.click(within(irene).getByRole('button', { name: 'Approve Irene Official' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.path)).toContain('/api/client/events/1/participants/5/approve/'),
    );
    expect(await within(list).findByText('No pending applications')).toBeTruthy();
  });
});
