// Fixtures of the sign-up step screens' tests: an athlete half-way through the sign-up, the federations
// list, the upload endpoints and helpers to fill a step form.
import { ROLE_TYPES } from '@portal/contract/roles';
import type { NationalFederation } from '@portal/contract/sport';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { athlete, completeProgress } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

export const ME_PATH = '/api/client/users/users/me/';
export const PROGRESS_PATH = '/api/client/users/register-progresses/my/';
export const FEDERATIONS_PATH = '/api/client/sport/federations/';
export const USER_PRESIGN_PATH = '/api/client/users/users/presign_url/';
export const USER_SPORTS_PATH = '/api/client/sport/user-sports/my/';
export const SOCIAL_LINKS_PATH = '/api/v1/client/socials/user-links/my/';
export const GUARDIAN_PRESIGN_PATH = '/api/client/users/legal-guardians/presign_url/';

export const athleteRole = { id: 2, name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null };

/** An athlete who has chosen their sport and goes on with the other steps. */
export const signingUpAthlete: User = { ...athlete, role: athleteRole, registration_completed: false };

export const athleteProgress: RegistrationProgress = {
  ...completeProgress,
  user__registration_completed: false,
  step_passport_details: false,
  step_postal_address_details: false,
  step_social_profiles: false,
  step_anti_doping_details: false,
  step_national_federation: false,
  step_add_profile_picture: false,
};

export const federations: NationalFederation[] = [
  { id: 1, name: 'Netherlands', code: 'NED', country_code: 'NL', flag: '🇳🇱', is_default: false },
  { id: 2, name: 'Germany', code: 'GER', country_code: 'DE', flag: '🇩🇪', is_default: false },
  {
    id: 3,
    name: 'Not belonging to any federation',
    code: 'XXX',
    country_code: 'XX',
    flag: '',
    is_default: true,
  },
];

export const federationsReply = () =>
  json({ count: federations.length, next: null, previous: null, results: federations });

/** Stored name of an upload, as the presign call hands it out. */
export const uploadedName = (extension = 'pdf', char = 'a') => `${char.repeat(32)}.${extension}`;

/** Answers for a presign path and its upload target: the upload succeeds with 204. */
export function uploadAnswers(presignPath: string, newFileName: string): Record<string, () => Response> {
  const target = `/api/uploads/${newFileName}/`;
  return {
    [presignPath]: () =>
      json({
        url: `http://localhost${target}`,
        fields: { key: newFileName, signature: 'sig' },
        new_file_name: newFileName,
      }),
    [target]: () => new Response(null, { status: 204 }),
  };
}

type FetchMock = ReturnType<typeof mockAuthApi>;

/** Every call to a path ending with `suffix` with the given method. */
export function callsTo(fetchMock: FetchMock, suffix: string, method = 'GET'): RequestInit[] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][])
    .filter(
      ([url, init]) =>
        new URL(String(url), 'http://localhost').pathname.endsWith(suffix) &&
        (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => init ?? {});
}

/** The JSON body of the first `method` call to a path ending with `suffix`. */
export function bodyOf(fetchMock: FetchMock, suffix: string, method: string): unknown {
  const init = callsTo(fetchMock, suffix, method)[0];
  return init ? JSON.parse(String(init.body)) : undefined;
}

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Chooses a file in the upload field `label` and waits for the upload to finish. */
export async function chooseFile(label: string | RegExp, name: string, type: string) {
  const file = new File(['bytes'], name, { type });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  await waitFor(() => expect(screen.queryByText(/^Uploading/)).toBeNull());
  await screen.findByText(name);
}

/** Picks `option` in the Mantine select `label`. */
export async function selectOption(label: string | RegExp, option: string | RegExp) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  // jsdom runs no transitions, so the dropdown stays styled as hidden while its options are there.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

export function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}

/** An answer of the mocked API; it gets the request's init (method, body). */
export type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * The API of a step screen: answers by `'METHOD /path'` or by path, over the signing-up athlete, their
 * progress and the federations (each replaceable), then the auth mock's defaults.
 */
export function mockStepApi(answers: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    [ME_PATH]: () => json(signingUpAthlete),
    [PROGRESS_PATH]: () => json(athleteProgress),
    [FEDERATIONS_PATH]: federationsReply,
    // A start-up load of every signed-in page.
    [USER_SPORTS_PATH]: () => json([]),
    ...answers,
  };
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = all[`${init?.method ?? 'GET'} ${path}`] ?? all[path];
    if (answer) return answer(init);
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  return fetchMock;
}
