// /event/:id/:sportId against a fake API: the windows per participant kind with their phase and fees in the
// event currency, the dates guard raised by a blocked Register, and the WSK administrators' editor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete } from '../../../shared/testing/athlete';
import {
  athleteUser,
  event,
  eventSport,
  france,
  italy,
  mockEventsApi,
  nfAdmin,
  wskAdmin,
  wskViewer,
} from '../testing/events-api';

const last = (elements: HTMLElement[]) => elements.at(-1) as HTMLElement;
const loaded = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

function open(path: string, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event sport profile screen', { timeout: 20_000 }, () => {
  it('shows the sport, its disciplines and categories, and a window per participant kind', async () => {
    open('/event/1/10', { me: athleteUser, sport: eventSport({ allow_self_registration: true }) });
    await loaded('Track');
    expect(screen.getByRole('heading', { level: 1, name: 'Inline speed skating' })).toBeTruthy();
    expect(screen.getByText('Seniors · Female')).toBeTruthy();
    const athletes = screen.getByRole('region', { name: 'Athletes' });
    expect(within(athletes).getByText('Reduced fee until 30/04/2026')).toBeTruthy();
    expect(within(athletes).getByText('01/03/2026')).toBeTruthy();
    expect(within(athletes).getByText('31/05/2026')).toBeTruthy();
    expect(within(athletes).getByText('€120.00')).toBeTruthy();
    expect(within(athletes).getByText('€0.10')).toBeTruthy();
    expect(within(athletes).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/event-registration/1/10/athlete',
    );
    const ntos = screen.getByRole('region', { name: 'National technical officials' });
    expect(within(ntos).getByText('Not open yet')).toBeTruthy();
    expect(within(ntos).getByText('No fee')).toBeTruthy();
    expect(within(ntos).getByText('Registration is not open yet')).toBeTruthy();
    expect(within(athletes).getByText('Quota per federation')).toBeTruthy();
    expect(within(athletes).getByText('3')).toBeTruthy();
    expect(within(ntos).getByText('No limit')).toBeTruthy();
    // Federation quotas are for WSK and NF staff only.
    expect(screen.queryByRole('heading', { name: 'Federation quotas' })).toBeNull();
  });

  it('explains a blocked registration in the dates guard', async () => {
    const sport = eventSport();
    const nto = sport.participants.find((settings) => settings.kind === 'nto');
    open('/event/1/10', {
      sport: eventSport({
        participants: [
          ...sport.participants,
          { ...(nto as (typeof sport.participants)[number]), kind: 'ito' },
        ],
      }),
    });
    await loaded('Track');
    // NTOs are registered by their federation: no way in for others.
    const ntos = screen.getByRole('region', { name: 'National technical officials' });
    expect(within(ntos).queryByRole('button', { name: /Register/ })).toBeNull();
    expect(within(ntos).queryByRole('link', { name: /Register/ })).toBeNull();
    const officials = screen.getByRole('region', { name: 'International technical officials' });
    fireEvent.click(within(officials).getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration is not open yet' });
    expect(within(dialog).getByText(/International technical officials register/)).toBeTruthy();
    expect(within(dialog).getByText('01/05/2026')).toBeTruthy();
    expect(within(dialog).getByText('31/05/2026')).toBeTruthy();
    expect(within(dialog).queryByText('Reduction period ends')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('ways into registration', () => {
    const athletesRegion = async () => {
      await loaded('Track');
      return screen.getByRole('region', { name: 'Athletes' });
    };

    it('leads NF staff to register their athletes', async () => {
      open('/event/1/10', { me: nfAdmin });
      const link = within(await athletesRegion()).getByRole('link', { name: 'Register athletes' });
      expect(link.getAttribute('href')).toBe('/event-registration/1/10/individual-athletes');
      expect(screen.getByText('National federations register the athletes of this sport.')).toBeTruthy();
    });

    it('leads WSK staff there too, even when the window is closed', async () => {
      const sport = eventSport();
      const [athletes, ...others] = sport.participants;
      open('/event/1/10', {
        me: wskViewer,
        sport: eventSport({
          participants: [
            { ...(athletes as (typeof sport.participants)[number]), phase: 'closed', outcome: 'CLOSED' },
            ...others,
          ],
        }),
      });
      const link = within(await athletesRegion()).getByRole('link', { name: 'Register athletes' });
      expect(link.getAttribute('href')).toBe('/event-registration/1/10/individual-athletes');
    });

    it('leads NF staff to their NTOs, requests over the quota, pre-seed results and credentials pick-up', async () => {
      open('/event/1/10', {
        me: nfAdmin,
        sport: eventSport({ need_extra_quota: true, need_pre_seed: true }),
      });
      await athletesRegion();
      // The NTO window is not open yet: federations still reach their list.
      const ntos = screen.getByRole('region', { name: 'National technical officials' });
      expect(within(ntos).getByRole('link', { name: 'Register NTOs' }).getAttribute('href')).toBe(
        '/event-registration/1/10/nto',
      );
      const links = screen.getByRole('navigation', { name: 'Federation registration' });
      expect(within(links).getByRole('link', { name: 'Extra quota' }).getAttribute('href')).toBe(
        '/event-registration/1/10/athletes-extra-quota',
      );
      expect(within(links).getByRole('link', { name: 'Pre-seed' }).getAttribute('href')).toBe(
        '/event-registration/1/10/athletes-pre-seed',
      );
      expect(within(links).getByRole('link', { name: 'Credentials pick-up' }).getAttribute('href')).toBe(
        '/event-registration/1/10/credentials-pickup',
      );
    });

    it('offers extra quota and pre-seed only where the sport has them', async () => {
      open('/event/1/10', { me: wskViewer });
      await athletesRegion();
      const links = screen.getByRole('navigation', { name: 'Federation registration' });
      expect(within(links).queryByRole('link', { name: 'Extra quota' })).toBeNull();
      expect(within(links).queryByRole('link', { name: 'Pre-seed' })).toBeNull();
      expect(within(links).getByRole('link', { name: 'Credentials pick-up' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Register NTOs' })).toBeTruthy();
    });

    it('offers athletes no Register where their federation registers them', async () => {
      open('/event/1/10', { me: athleteUser });
      const athletes = await athletesRegion();
      expect(within(athletes).queryByRole('link', { name: /Register/ })).toBeNull();
      expect(within(athletes).queryByRole('button', { name: /Register/ })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Federation registration' })).toBeNull();
    });

    describe('team registrations', () => {
      const team = {
        id: 4,
        name: 'Roma Inline Marathon Team',
        country_code: 'IT',
        administrator: { id: athleteUser.id, full_name: 'Ada Skater' },
        roster_size: 3,
      };
      /** The demo sport with team windows not open yet. */
      const withTeamKinds = () => {
        const sport = eventSport();
        const nto = sport.participants.find(
          (settings) => settings.kind === 'nto',
        ) as (typeof sport.participants)[number];
        return eventSport({
          participants: [
            ...sport.participants,
            { ...nto, kind: 'team_official' },
            { ...nto, kind: 'team_athlete' },
          ],
        });
      };
      const teamsAnswer = (teams: readonly unknown[]) => (call: { path: string }) =>
        call.path === '/api/client/teams/teams/my/'
          ? new Response(JSON.stringify(teams), { status: 200 })
          : undefined;

      it('leads a team’s administrator to register its officials and athletes, whatever the window says', async () => {
        open('/event/1/10', { me: athleteUser, sport: withTeamKinds(), read: teamsAnswer([team]) });
        await loaded('Track');
        const officials = screen.getByRole('region', { name: 'Team officials' });
        expect(
          (await within(officials).findByRole('link', { name: 'Register team officials' })).getAttribute(
            'href',
          ),
        ).toBe('/event-registration/1/10/team-admin-to');
        const athletes = screen.getByRole('region', { name: 'Team athletes' });
        expect(
          within(athletes).getByRole('link', { name: 'Register team athletes' }).getAttribute('href'),
        ).toBe('/event-registration/1/10/team-admin-athletes');
      });

      it('offers no team registration to a user without a team', async () => {
        const { calls } = open('/event/1/10', {
          me: athleteUser,
          sport: withTeamKinds(),
          read: teamsAnswer([]),
        });
        await loaded('Track');
        await waitFor(() =>
          expect(calls.some((call) => call.path === '/api/client/teams/teams/my/')).toBe(true),
        );
        const officials = screen.getByRole('region', { name: 'Team officials' });
        expect(within(officials).queryByRole('link', { name: /Register/ })).toBeNull();
        expect(within(officials).queryByRole('button', { name: /Register/ })).toBeNull();
      });

      it('lets WSK staff reach the team screens to read them', async () => {
        open('/event/1/10', { me: wskViewer, sport: withTeamKinds(), read: teamsAnswer([]) });
        await loaded('Track');
        const athletes = screen.getByRole('region', { name: 'Team athletes' });
        expect(within(athletes).getByRole('link', { name: 'Register team athletes' })).toBeTruthy();
      });
    });

    it('lets a WSK admin choose whether athletes register themselves', async () => {
      const { calls } = open('/event/1/10', { me: wskAdmin });
      await loaded('Track');
      const toggle = screen.getByRole('switch', { name: /Athletes register themselves/ });
      fireEvent.click(toggle);
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
          allow_self_registration: true,
        }),
      );
      expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/api/client/events/1/sports/10/');
    });
  });

  it('offers no registration on a draft and no editor to non-admins', async () => {
    open('/event/1/10', { event: event({ status: 'draft' }) });
    await loaded('Track');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit dates, fees and quotas' })).toBeNull();
  });

  it('shows a not-found state for a sport of another event', async () => {
    open('/event/1/77');
    expect(await loaded('Sport not found')).toBeTruthy();
  });

  it('lets a WSK admin edit the windows and fees, with schema and server messages on the fields', async () => {
    let refuse = true;
    const { calls } = open('/event/1/10', {
      me: wskAdmin,
      write: (call) => {
        if (!call.path.endsWith('/participants/') || !refuse) return undefined;
        refuse = false;
        return new Response(
          JSON.stringify({
            error: { code: 400, message: 'Bad request' },
            invalid_fields: { 'participants.0.amount': ['Too expensive'] },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    await loaded('Track');
    fireEvent.click(screen.getByRole('button', { name: 'Edit dates, fees and quotas' }));
    const form = await screen.findByRole('form', { name: 'Registration dates, fees and quotas' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove National technical officials' }));
    fireEvent.click(within(form).getByLabelText('Add a kind of participant', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Event staff', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates and fees' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Event staff: Opens'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText('Event staff: Closes'), { target: { value: '2026-03-01' } });
    expect(
      await within(form).findByText('The days must be in order: opens, end of the reduction period, closes'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Event staff: Closes'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(form).getByLabelText('Event staff: Fee'), { target: { value: '35.5' } });
    fireEvent.change(within(form).getByLabelText('Event staff: Quota per federation'), {
      target: { value: '1.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates and fees' }));
    expect(await within(form).findByText(/Enter a whole number from 0 to 10,000/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Event staff: Quota per federation'), {
      target: { value: '15' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates and fees' }));
    expect(await within(form).findByText('Too expensive')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save dates and fees' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Registration dates, fees and quotas' })).toBeNull(),
    );
    const sent = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(sent?.body).toEqual({
      participants: [
        {
          kind: 'athlete',
          opens_on: '2026-03-01',
          reduction_ends_on: '2026-04-30',
          closes_on: '2026-05-31',
          amount: '120.00',
          reduced_amount: '0.10',
          // Untouched, yet sent back: the PUT would otherwise reset it to no limit.
          quota: 3,
        },
        {
          kind: 'staff',
          opens_on: '2026-04-01',
          reduction_ends_on: null,
          closes_on: '2026-06-01',
          amount: '35.5',
          reduced_amount: null,
          quota: 15,
        },
      ],
    });
  });

  describe('downhill as luge', () => {
    const downhill = eventSport({ disciplines: [{ id: 22, name: 'Downhill', code: null, number: null }] });

    it('reads Downhill as Luge to NF staff', async () => {
      open('/event/1/10', { me: nfAdmin, sport: downhill });
      expect(await loaded('Luge')).toBeTruthy();
      expect(screen.queryByText('Downhill')).toBeNull();
    });

    it('keeps Downhill for everyone else', async () => {
      open('/event/1/10', { me: athlete, sport: downhill });
      expect(await loaded('Downhill')).toBeTruthy();
      expect(screen.queryByText('Luge')).toBeNull();
    });
  });

  describe('federation quotas', () => {
    const quotas = [{ federation: italy, kind: 'athlete' as const, quota: 5 }];

    it('shows WSK viewers the quotas without an editor', async () => {
      open('/event/1/10', { me: wskViewer, quotas });
      const section = await screen.findByRole('region', { name: 'Federation quotas' }, { timeout: 10_000 });
      expect(await within(section).findByText('Italy')).toBeTruthy();
      expect(within(section).getByText('5')).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Edit federation quotas' })).toBeNull();
    });

    it('shows NF staff their own quotas, read only', async () => {
      open('/event/1/10', { me: nfAdmin, quotas });
      const section = await screen.findByRole(
        'region',
        { name: 'Your federation’s quotas' },
        { timeout: 10_000 },
      );
      expect(await within(section).findByText('Italy')).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Edit federation quotas' })).toBeNull();
    });

    it('lets a WSK admin add, check and save every federation quota at once', async () => {
      const { calls } = open('/event/1/10', { me: wskAdmin, quotas });
      const section = await screen.findByRole('region', { name: 'Federation quotas' }, { timeout: 10_000 });
      fireEvent.click(await within(section).findByRole('button', { name: 'Edit federation quotas' }));
      const form = await within(section).findByRole('form', { name: 'Federation quotas' });
      expect((within(form).getByLabelText('Row 1: Quota') as HTMLInputElement).value).toBe('5');
      fireEvent.click(within(form).getByRole('button', { name: 'Add a federation quota' }));
      fireEvent.click(within(form).getByRole('button', { name: 'Save quotas' }));
      expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);

      fireEvent.click(within(form).getByLabelText('Row 2: Federation', { selector: 'input' }));
      // Each row has its dropdown; the one opened last is the last.
      fireEvent.click(last(await screen.findAllByRole('option', { name: 'France (FRA)', hidden: true })));
      fireEvent.click(within(form).getByLabelText('Row 2: Participants', { selector: 'input' }));
      fireEvent.click(
        last(await screen.findAllByRole('option', { name: 'National technical officials', hidden: true })),
      );
      fireEvent.change(within(form).getByLabelText('Row 2: Quota'), { target: { value: '2' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save quotas' }));
      await waitFor(() => expect(within(section).queryByRole('form')).toBeNull());
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        quotas: [
          { federation: italy.id, kind: 'athlete', quota: 5 },
          { federation: france.id, kind: 'nto', quota: 2 },
        ],
      });
      expect(await within(section).findByText('France')).toBeTruthy();
    });
  });
});
