// Accounts made through the API for journeys that start after the sign-up (profile, dialogs, deletion):
// the same calls the sign-up screens make, uploads included.
import { expect } from 'vitest';
import { PDF_FILE, PNG_FILE } from './files';

export interface ApiAccount {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly token: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as the token's holder (or anonymously); fails the test on an error status; answers the JSON. */
export async function callApi(
  url: string,
  method: Method,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Presigns and uploads a file as the token's user; answers its stored name. */
async function upload(url: string, token: string, file: typeof PDF_FILE): Promise<string> {
  const presign = (await callApi(url, 'POST', '/api/client/users/users/presign_url/', token, {
    file_name: file.name,
  })) as { url: string; fields: Record<string, string>; new_file_name: string };
  const form = new FormData();
  for (const [key, value] of Object.entries(presign.fields)) form.append(key, value);
  form.append('file', new Blob([file.buffer], { type: file.mimeType }), file.name);
  const response = await fetch(presign.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(204);
  return presign.new_file_name;
}

export interface CompletedAthleteOptions {
  /** Passport expiry, YYYY-MM-DD. */
  readonly passportExpiry: string;
  /** Year the anti-doping certificate was issued. */
  readonly antiDopingYear: number;
}

/** A new athlete who went through every required step (and the anti-doping one) through the API. */
export async function createCompletedAthlete(
  url: string,
  label: string,
  options: CompletedAthleteOptions,
): Promise<ApiAccount> {
  const email = `${label}-${Date.now()}@portal.test`;
  const password = 'Rolling-2026!';
  const signedUp = (await callApi(url, 'POST', '/api/client/users/users/', null, {
    email,
    first_name: 'Paola',
    last_name: label[0]?.toUpperCase() + label.slice(1),
    password,
    agreement: true,
  })) as { user: { id: number; first_name: string; last_name: string }; tokens: { access: string } };
  const { id } = signedUp.user;
  const token = signedUp.tokens.access;
  await callApi(url, 'POST', '/api/client/users/users/set_is_athlete/', token);

  const sports = (await callApi(url, 'GET', '/api/client/sport/sports/?ordering=name', null)) as {
    id: number;
    type: string;
  }[];
  const speed = sports.find((sport) => sport.type === 'INLINE_SPEED_SKATING');
  await callApi(url, 'POST', '/api/client/sport/user-sports/', token, { sport: speed?.id });
  await callApi(url, 'PUT', `/api/client/users/users/${id}/passport_details/`, token, {
    first_name: 'Paola',
    last_name: signedUp.user.last_name,
    birthday: '1996-03-08',
    gender: 'F',
    nationality: 'IT',
    passport_number: 'YC1122334',
    active_until_date: options.passportExpiry,
    passport_scan: await upload(url, token, PDF_FILE),
  });
  await callApi(url, 'PUT', `/api/client/users/users/${id}/anti_doping/`, token, {
    anti_doping_year_issued: options.antiDopingYear,
    certificate: await upload(url, token, PDF_FILE),
  });
  const federations = (await callApi(url, 'GET', '/api/client/sport/federations/?search=ITA', null)) as {
    results: { id: number; code: string }[];
  };
  const italy = federations.results.find((federation) => federation.code === 'ITA');
  await callApi(url, 'PUT', `/api/client/users/users/${id}/national_federation/`, token, {
    federation: italy?.id,
  });
  const user = (await callApi(url, 'PUT', `/api/client/users/users/${id}/avatar/`, token, {
    avatar: await upload(url, token, PNG_FILE),
  })) as { registration_completed: boolean };
  expect(user.registration_completed).toBe(true);
  return { id, email, password, token, name: `Paola ${signedUp.user.last_name}` };
}
