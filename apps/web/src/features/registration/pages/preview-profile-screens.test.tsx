// The read-only previews of another user's profile: what each shows, "You may not see this profile" when
// a read answers 403 (outside the caller's scope) and the not-found state on 404.
import type { AntiDoping, PassportDetails, PostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import type { SocialLink } from '@portal/contract/endpoints/social';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { ROLE_TYPES } from '@portal/contract/roles';
import { localIsoDate, type User } from '@portal/contract/user';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json } from '../../../shared/testing/mock-api';
import { type Answer, callsTo, ME_PATH, mockStepApi, PROGRESS_PATH } from '../testing/step-fixtures';

const USER_ID = 42;
const USER_PATH = `/api/client/users/users/${USER_ID}/`;
const SPORTS_PATH = `/api/client/sport/user-sports/${USER_ID}/by_user/`;
const LINKS_PATH = `/api/v1/client/socials/user-links/${USER_ID}/by_user/`;

/** The caller: an approved WSK administrator, who may see everyone. */
const wskAdmin: User = {
  ...athlete,
  id: 1,
  first_name: 'Wanda',
  last_name: 'Admin',
  role: { id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: 'admin' },
};

const previewed: User = {
  ...athlete,
  id: USER_ID,
  first_name: 'Bea',
  last_name: 'Roller',
  email: 'bea@portal.test',
  phone: '+31612345678',
  avatar: 'https://cdn.portal.test/bea.png',
  role: { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
  national_federation: { id: 1, name: 'Netherlands', code: 'NED' },
};

const sport: UserSport = {
  id: 5,
  user: USER_ID,
  kind: 'athlete',
  sport: {
    id: 3,
    name: 'Inline speed skating',
    type: 'INLINE_SPEED_SKATING',
    icon: null,
    is_team_based: false,
  },
  federation: { id: 1, name: 'Netherlands', code: 'NED' },
  discipline: null,
  stance: null,
  device: null,
  marathon_no_level_show_modal: false,
  palmares_form: null,
};

const link = (id: number, name: string, url: string, created: string): SocialLink => ({
  id,
  user: USER_ID,
  provider: { id, code: name.toLowerCase(), name },
  url,
  created,
});

const passport: PassportDetails = {
  first_name: 'Bea',
  last_name: 'Roller',
  birthday: '1998-02-03',
  gender: 'F',
  nationality: 'NL',
  passport_number: 'NX7654321',
  active_until_date: '2031-01-31',
  passport_scan: {
    file_name: 'scan.pdf',
    content_type: 'application/pdf',
    url: 'https://files.portal.test/scan',
  },
};

const address: PostalAddress = {
  country: 'NL',
  region: null,
  city: 'Utrecht',
  postcode: '3511 AB',
  street: 'Oudegracht 1',
};

const forbidden = () => json({ error: { code: 403, message: 'You do not have permission' } }, 403);
const notFound = () => json({ error: { code: 404, message: 'Not found' } }, 404);

function open(path: string, answers: Record<string, Answer> = {}) {
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(wskAdmin),
    [PROGRESS_PATH]: () => json(completeProgress),
    [USER_PATH]: () => json(previewed),
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes(path) };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preview: account details', () => {
  const path = `/profile/preview/${USER_ID}/account-details`;

  it('shows the account, role, federation, sports and the links newest first', async () => {
    open(path, {
      [SPORTS_PATH]: () => json([sport]),
      [LINKS_PATH]: () =>
        json([
          link(1, 'Instagram', 'https://instagram.com/bea', '2025-01-01T10:00:00Z'),
          link(2, 'YouTube', 'https://youtube.com/@bea', '2026-01-01T10:00:00Z'),
        ]),
    });
    expect(await screen.findByRole('heading', { name: 'Bea Roller' })).toBeTruthy();
    const account = await section('Account');
    expect(account.getByText('bea@portal.test')).toBeTruthy();
    expect(account.getByText('+31612345678')).toBeTruthy();
    expect(account.getByText('Athlete')).toBeTruthy();
    expect(account.getByText('Netherlands')).toBeTruthy();
    expect((await section('Sports')).getByText('Inline speed skating')).toBeTruthy();
    const links = (await section('Social profiles')).getAllByRole('link').map((anchor) => anchor.textContent);
    expect(links).toEqual(['https://youtube.com/@bea', 'https://instagram.com/bea']);
  });

  it('says who may not see the profile when the account read answers 403, and asks nothing more', async () => {
    const { fetchMock } = open(path, { [USER_PATH]: forbidden });
    expect(await screen.findByText('You may not see this profile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(callsTo(fetchMock, SPORTS_PATH)).toHaveLength(0);
  });

  it('shows the 403 state when a later read answers 403', async () => {
    open(path, { [SPORTS_PATH]: () => json([]), [LINKS_PATH]: forbidden });
    expect(await screen.findByText('You may not see this profile')).toBeTruthy();
  });

  it('shows the not-found state on 404', async () => {
    open(path, { [USER_PATH]: notFound });
    expect(await screen.findByText('This profile does not exist')).toBeTruthy();
  });
});

describe('preview: passport details', () => {
  const path = `/profile/preview/${USER_ID}/passport-details`;

  it('shows the passport with its scan link', async () => {
    open(path, { [`${USER_PATH}passport_details/`]: () => json(passport) });
    const record = await section('Passport details');
    expect(record.getByText('Bea Roller')).toBeTruthy();
    expect(record.getByText('03/02/1998')).toBeTruthy();
    expect(record.getByText('🇳🇱 Netherlands')).toBeTruthy();
    expect(record.getByText('31/01/2031')).toBeTruthy();
    expect(record.getByRole('link', { name: 'Open document' }).getAttribute('href')).toBe(
      'https://files.portal.test/scan',
    );
    expect(record.queryByText('Expired')).toBeNull();
  });

  it('marks an expired passport and offers no scan the reply does not hand out', async () => {
    open(path, {
      [`${USER_PATH}passport_details/`]: () =>
        json({ ...passport, active_until_date: localIsoDate(new Date()), passport_scan: null }),
    });
    const record = await section('Passport details');
    expect(record.getByText('Expired')).toBeTruthy();
    expect(record.queryByRole('link', { name: 'Open document' })).toBeNull();
  });

  it('says "Not given" before the passport step', async () => {
    open(path, { [`${USER_PATH}passport_details/`]: () => json(null) });
    expect((await section('Passport details')).getByText('Not given')).toBeTruthy();
  });

  it('shows the 403 state', async () => {
    open(path, { [USER_PATH]: forbidden });
    expect(await screen.findByText('You may not see this profile')).toBeTruthy();
  });
});

describe('preview: postal address', () => {
  const path = `/profile/preview/${USER_ID}/postal-address`;

  it('shows the address', async () => {
    open(path, { [`${USER_PATH}postal_address/`]: () => json(address) });
    const record = await section('Postal address');
    expect(record.getByText('Oudegracht 1')).toBeTruthy();
    expect(record.getByText('3511 AB Utrecht')).toBeTruthy();
    expect(record.getByText('🇳🇱 Netherlands')).toBeTruthy();
  });

  it('shows the 403 state', async () => {
    open(path, { [USER_PATH]: forbidden });
    expect(await screen.findByText('You may not see this profile')).toBeTruthy();
  });
});

describe('preview: anti-doping', () => {
  const path = `/profile/preview/${USER_ID}/anti-doping`;
  const year = new Date().getFullYear();

  it('shows the year, the last valid day and the certificate link', async () => {
    const antiDoping: AntiDoping = {
      anti_doping_year_issued: year - 1,
      expired: false,
      certificate: {
        file_name: 'c.pdf',
        content_type: 'application/pdf',
        url: 'https://files.portal.test/c',
      },
    };
    open(path, { [`${USER_PATH}anti_doping/`]: () => json(antiDoping) });
    const record = await section('Anti-doping certificate');
    expect(record.getByText(String(year - 1))).toBeTruthy();
    expect(record.getByText(`31/12/${year + 1}`)).toBeTruthy();
    expect(record.getByRole('link', { name: 'Open document' }).getAttribute('href')).toBe(
      'https://files.portal.test/c',
    );
    expect(record.queryByText('Expired')).toBeNull();
  });

  it('marks an expired certificate', async () => {
    open(path, {
      [`${USER_PATH}anti_doping/`]: () =>
        json({ anti_doping_year_issued: year - 3, expired: true, certificate: null }),
    });
    const record = await section('Anti-doping certificate');
    expect(record.getByText('Expired')).toBeTruthy();
    expect(record.queryByRole('link')).toBeNull();
  });

  it('shows the 403 state', async () => {
    open(path, { [USER_PATH]: forbidden });
    expect(await screen.findByText('You may not see this profile')).toBeTruthy();
  });
});
