// The profile-picture step: pictures only, the round preview, the exact PUT body, and the way to the end.
import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteProgress,
  bodyOf,
  callsTo,
  chooseFile,
  ME_PATH,
  mockStepApi,
  PROGRESS_PATH,
  signingUpAthlete,
  stubObjectUrls,
  USER_PRESIGN_PATH,
  uploadAnswers,
  uploadedName,
} from '../testing/step-fixtures';

const AVATAR_PATH = `/api/client/users/users/${signingUpAthlete.id}/avatar/`;
const PICTURE = uploadedName('png', '9');
const progress = { ...athleteProgress, step_passport_details: true, step_national_federation: true };

function open(user: User = signingUpAthlete) {
  let me = user;
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(me),
    [PROGRESS_PATH]: () => json(progress),
    ...uploadAnswers(USER_PRESIGN_PATH, PICTURE),
    [`PUT ${AVATAR_PATH}`]: () => {
      me = { ...user, avatar: `http://localhost/api/files/${PICTURE}/` };
      return json(me);
    },
  });
  storeTokens();
  return { fetchMock, ...renderRoutes('/profile-picture') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile-picture screen', () => {
  it('asks for a picture before sending', async () => {
    const { fetchMock } = open();
    await screen.findByLabelText(/Profile picture/);
    save();
    expect(await screen.findByText('Upload the document')).toBeTruthy();
    expect(callsTo(fetchMock, AVATAR_PATH, 'PUT')).toHaveLength(0);
  });

  it('takes pictures only', async () => {
    open();
    expect(
      await screen.findByText('A clear photo of your face: JPEG, PNG or WebP, up to 10 MB'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Profile picture/), {
      target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP picture')).toBeTruthy();
  });

  it('previews the upload round, saves it and goes on to the congratulations', async () => {
    const { fetchMock, router, queryClient } = open();
    await screen.findByLabelText(/Profile picture/);
    await chooseFile(/Profile picture/, 'me.png', 'image/png');
    expect(
      (await screen.findByRole('img', { name: 'Preview of your new profile picture' })).getAttribute('src'),
    ).toBe('blob:preview');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/congrats'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(fetchMock, AVATAR_PATH, 'PUT')).toEqual({ avatar: PICTURE });
    expect(queryClient.getQueryData<User>(['me'])?.avatar).toContain(PICTURE);
  });

  it('shows the current picture and keeps it without a new upload', async () => {
    const { fetchMock, router } = open({ ...signingUpAthlete, avatar: 'http://localhost/avatar.png' });
    expect(
      (await screen.findByRole('img', { name: 'Profile picture of Ada Skater' })).getAttribute('src'),
    ).toBe('http://localhost/avatar.png');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/congrats'));
    expect(callsTo(fetchMock, AVATAR_PATH, 'PUT')).toHaveLength(0);
  });

  it('shows the server message when the picture cannot be saved', async () => {
    const fetchMock = open().fetchMock;
    const answers = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/avatar/')
        ? json(
            {
              status: 'ERR',
              error: { code: 400, message: 'Invalid fields' },
              invalid_fields: { avatar: ['Unknown file'] },
            },
            400,
          )
        : (answers as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>)(input, init),
    );
    await screen.findByLabelText(/Profile picture/);
    await chooseFile(/Profile picture/, 'me.png', 'image/png');
    save();
    expect(await screen.findByText('Unknown file')).toBeTruthy();
  });
});
