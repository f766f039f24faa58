// The account details: the header (picture, name, role with its approval state, federation), the main
// information form (prefill, the contract's messages, the exact PATCH body, server field errors, the tip),
// the contacts with their Change links, the social links (add, change, remove), the sports with the link
// to the role's sport selection, and the failed loads.
import type { SocialLink, SocialProvider } from '@portal/contract/endpoints/social';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { ROLE_TYPES } from '@portal/contract/roles';
import { DEFAULT_FEDERATION_NAME } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/testing/mock-api';
import { listenForTips, openProfile, registeredAthlete } from '../testing/profile-fixtures';
import {
  type Answer,
  bodyOf,
  callsTo,
  chooseFile,
  fill,
  ME_PATH,
  SOCIAL_LINKS_PATH,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  USER_SPORTS_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const USER_PATH = `/api/client/users/users/${registeredAthlete.id}/`;
const AVATAR_PATH = `/api/client/users/users/${registeredAthlete.id}/avatar/`;
const SOCIALS = '/api/v1/client/socials/';
const PICTURE = uploadedName('png', '9');

const me: User = {
  ...registeredAthlete,
  middle_name: null,
  stage_name: 'Ada the Fast',
  phone: '+31612345678',
  phone_verified: false,
  national_federation: { id: 1, name: 'Netherlands', code: 'NED' },
};

const providers: SocialProvider[] = [
  {
    id: 1,
    code: 'instagram',
    name: 'Instagram',
    domains: ['instagram.com'],
    placeholder: 'https://instagram.com/you',
  },
  {
    id: 2,
    code: 'youtube',
    name: 'YouTube',
    domains: ['youtube.com'],
    placeholder: 'https://youtube.com/@you',
  },
];
const [instagram, youtube] = providers as [SocialProvider, SocialProvider];
const link = (id: number, provider: SocialProvider, url: string, created: string): SocialLink => ({
  id,
  user: me.id,
  provider: { id: provider.id, code: provider.code, name: provider.name },
  url,
  created,
});
// Oldest first, as user-links/my/ answers.
const saved = [
  link(1, instagram, 'https://instagram.com/ada', '2024-01-01T10:00:00Z'),
  link(2, youtube, 'https://youtube.com/@ada', '2024-02-01T10:00:00Z'),
];

const sport: UserSport = {
  id: 50,
  user: me.id,
  kind: 'athlete',
  sport: { id: 2, name: 'Roller derby', type: 'ROLLER_DERBY', icon: null, is_team_based: true },
  federation: { id: 1, name: 'Netherlands', code: 'NED' },
  discipline: null,
  stance: null,
  device: null,
  marathon_no_level_show_modal: false,
  palmares_form: null,
};

function open(answers: Record<string, Answer> = {}, user: User = me) {
  let current = user;
  return openProfile(
    '/profile/account-details',
    {
      [ME_PATH]: () => json(current),
      [`PATCH ${USER_PATH}`]: (init) => {
        current = { ...current, ...JSON.parse(String(init?.body)) };
        return json(current);
      },
      [`PUT ${AVATAR_PATH}`]: () => {
        current = { ...current, avatar: `http://localhost/api/files/${PICTURE}/` };
        return json(current);
      },
      ...uploadAnswers(USER_PRESIGN_PATH, PICTURE),
      [`${SOCIALS}providers/`]: () => json(providers),
      [SOCIAL_LINKS_PATH]: () => json(saved),
      [USER_SPORTS_PATH]: () => json([sport]),
      ...answers,
    },
    user,
  );
}

const mainInformation = () => screen.findByRole('form', { name: 'Main information' });
const saveChanges = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

let tips: ReturnType<typeof listenForTips>;

beforeEach(() => {
  stubObjectUrls();
  tips = listenForTips();
});

afterEach(() => {
  tips.off();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile account-details screen: header', () => {
  it('shows the name, the approved role and the national federation', async () => {
    open();
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Ada Skater' })).toBeTruthy();
    expect(within(main).getByText('Athlete')).toBeTruthy();
    expect(screen.queryByText('Awaiting approval')).toBeNull();
    expect(screen.getByText('National federation: Netherlands')).toBeTruthy();
  });

  it('marks a role still awaiting approval, with its display name', async () => {
    open(
      {},
      {
        ...me,
        role: { id: 6, name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: 'viewer' },
        nf_admin_federation: { id: 1, name: 'Netherlands', code: 'NED' },
        role_status: 'pending',
      },
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('NF Viewer')).toBeTruthy();
    expect(within(main).getByText('Awaiting approval')).toBeTruthy();
  });

  it('names the default federation for a user who belongs to none', async () => {
    open({}, { ...me, national_federation: null, not_belong_to_any_federation: true });
    expect(await screen.findByText(`National federation: ${DEFAULT_FEDERATION_NAME}`)).toBeTruthy();
  });

  it('changes the picture with PUT avatar/ and the uploaded name', async () => {
    const { fetchMock } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your profile picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save picture' }));
    expect(await within(dialog).findByText('Upload the document')).toBeTruthy();
    await chooseFile(/Profile picture/, 'me.png', 'image/png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your profile picture has been changed.'));
    expect(bodyOf(fetchMock, AVATAR_PATH, 'PUT')).toEqual({ avatar: PICTURE });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile picture of Ada Skater' }).getAttribute('src')).toBe(
        `http://localhost/api/files/${PICTURE}/`,
      ),
    );
  });
});

describe('profile account-details screen: main information', () => {
  it('prefills the names', async () => {
    open();
    const form = await mainInformation();
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
    expect((within(form).getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Skater');
    expect((within(form).getByLabelText(/Middle name/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/Stage name/) as HTMLInputElement).value).toBe('Ada the Fast');
  });

  it('shows the contract messages on submit and sends nothing', async () => {
    const { fetchMock } = open();
    await mainInformation();
    fill(/First name/, '   ');
    fill(/Stage name/, 'x'.repeat(151));
    saveChanges();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('This field can contain no more than 150 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, USER_PATH, 'PATCH')).toHaveLength(0);
  });

  it('sends the exact PATCH body, shows a tip and stays on the page', async () => {
    const { fetchMock, router } = open();
    await mainInformation();
    fill(/First name/, 'Adaline');
    fill(/Middle name/, 'Maria');
    fill(/Stage name/, '');
    saveChanges();
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your main information has been saved.'));
    expect(bodyOf(fetchMock, USER_PATH, 'PATCH')).toEqual({
      first_name: 'Adaline',
      last_name: 'Skater',
      middle_name: 'Maria',
      stage_name: null,
    });
    expect(await screen.findByText('Your main information has been saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/account-details');
    expect(await screen.findByRole('heading', { name: 'Adaline Skater' })).toBeTruthy();
  });

  it('puts the server’s invalid_fields on their fields', async () => {
    open({
      [`PATCH ${USER_PATH}`]: () =>
        json(
          {
            status: 'ERR',
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { stage_name: ['This stage name is taken'] },
          },
          400,
        ),
    });
    await mainInformation();
    saveChanges();
    expect(await screen.findByText('This stage name is taken')).toBeTruthy();
    expect(screen.getByLabelText(/Stage name/).getAttribute('aria-invalid')).toBe('true');
    expect(tips.tip).not.toHaveBeenCalled();
  });
});

describe('profile account-details screen: contacts', () => {
  it('shows whether each contact is verified and links to the screens that change them', async () => {
    open();
    await mainInformation();
    expect(screen.getByText('athlete@portal.test')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('+31612345678')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change e-mail address' }).getAttribute('href')).toBe(
      '/update-email',
    );
    expect(screen.getByRole('link', { name: 'Change phone number' }).getAttribute('href')).toBe(
      '/update-phone',
    );
  });

  it('offers to add a missing phone number', async () => {
    open({}, { ...me, phone: null });
    expect((await screen.findByRole('link', { name: 'Add phone number' })).getAttribute('href')).toBe(
      '/update-phone',
    );
  });
});

describe('profile account-details screen: social profiles', () => {
  it('lists the links newest first', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Your links' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['YouTube link', 'Instagram link']);
  });

  it('adds a link with create_many and shows a tip', async () => {
    let links = saved;
    const added = link(3, instagram, 'https://instagram.com/ada.skates', '2024-03-01T10:00:00Z');
    const { fetchMock } = open({
      [SOCIAL_LINKS_PATH]: () => json(links),
      [`POST ${SOCIALS}user-links/create_many/`]: () => {
        links = [...saved, added];
        return json([added], 201);
      },
    });
    await screen.findByRole('list', { name: 'Your links' });
    expect(screen.queryByRole('button', { name: 'Save links' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const form = screen.getByRole('form', { name: 'New links' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save links' }));
    // A blank row is left out: nothing is sent.
    fireEvent.change(within(form).getByLabelText(/^Network/), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText(/^Link/), {
      target: { value: 'https://instagram.com/ada.skates' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your link has been added.'));
    expect(bodyOf(fetchMock, `${SOCIALS}user-links/create_many/`, 'POST')).toEqual({
      links: [{ provider: 1, url: 'https://instagram.com/ada.skates' }],
    });
    expect(tips.tip).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your links' })).getAllByRole('listitem')).toHaveLength(
        3,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Save links' })).toBeNull();
  });

  it('checks a new link against the network before sending', async () => {
    const { fetchMock } = open();
    await screen.findByRole('list', { name: 'Your links' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText(/^Network/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Link/, { selector: 'input[type="url"]' }), {
      target: { value: 'https://youtube.com/@ada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('This link does not belong to the chosen network')).toBeTruthy();
    expect(callsTo(fetchMock, `${SOCIALS}user-links/create_many/`, 'POST')).toHaveLength(0);
  });

  it('changes a link with PATCH and removes one with DELETE', async () => {
    const { fetchMock } = open({
      [`PATCH ${SOCIALS}user-links/2/`]: () =>
        json(link(2, youtube, 'https://youtube.com/@ada2', '2024-02-01T10:00:00Z')),
      [`DELETE ${SOCIALS}user-links/1/`]: () => json(null, 204),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit YouTube link' }));
    const form = screen.getByRole('form', { name: 'Change YouTube link' });
    fireEvent.change(within(form).getByLabelText(/^Link/), {
      target: { value: 'https://youtube.com/@ada2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your link has been changed.'));
    expect(bodyOf(fetchMock, `${SOCIALS}user-links/2/`, 'PATCH')).toEqual({
      provider: 2,
      url: 'https://youtube.com/@ada2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Instagram link' }));
    await waitFor(() => expect(tips.tip).toHaveBeenCalledWith('Your link has been removed.'));
    expect(callsTo(fetchMock, `${SOCIALS}user-links/1/`, 'DELETE')).toHaveLength(1);
  });

  it('says so when the links cannot be loaded, and shows the rest', async () => {
    open({ [SOCIAL_LINKS_PATH]: () => new Response('Oops', { status: 500 }) });
    expect(await screen.findByText('Your social profiles could not be loaded')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Main information' })).toBeTruthy();
  });
});

describe('profile account-details screen: sports', () => {
  it('lists the sports with their federation and links an athlete to the sport selection', async () => {
    open({
      [USER_SPORTS_PATH]: () =>
        json([
          sport,
          { ...sport, id: 51, sport: { ...sport.sport, id: 3, name: 'Downhill' }, federation: null },
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Your sports' });
    expect(within(list).getByText('Roller derby')).toBeTruthy();
    expect(within(list).getByText('Netherlands')).toBeTruthy();
    expect(within(list).getByText(DEFAULT_FEDERATION_NAME)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit your sports' }).getAttribute('href')).toBe(
      '/sport-selection?redirect=%2Fprofile%2Faccount-details',
    );
  });

  it('links an ITO to the ITO sport selection', async () => {
    open({}, { ...me, role: { id: 7, name: 'ITO', type: ROLE_TYPES.ITO, permission: null } });
    expect((await screen.findByRole('link', { name: 'Edit your sports' })).getAttribute('href')).toBe(
      '/ito/sport-selection?redirect=%2Fprofile%2Faccount-details',
    );
  });

  it('links WSK staff to the staff sport selection', async () => {
    open({}, { ...me, role: { id: 3, name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: 'admin' } });
    expect((await screen.findByRole('link', { name: 'Edit your sports' })).getAttribute('href')).toBe(
      '/wsk/sport-selection?redirect=%2Fprofile%2Faccount-details',
    );
  });
});

describe('profile account-details screen: loading', () => {
  it('offers a retry when the account cannot be loaded', async () => {
    let fail = true;
    open({ [ME_PATH]: () => (fail ? new Response('Oops', { status: 500 }) : json(me)) });
    expect(await screen.findByText('Your account could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Main information' })).toBeTruthy();
  });
});
