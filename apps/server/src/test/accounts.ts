// Helpers of the account tests: sign-up through the API and reading codes and links from the dev outbox.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import type { OutboxMessage } from '@portal/contract/endpoints/dev';
import type { User } from '@portal/contract/user';
import { expect } from 'vitest';
import type { TestApp } from './harness';

export const SIGN_UP = '/api/client/users/users/';
export const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
export const GOOD_PASSWORD = 'Skate-fast-2026!';

let counter = 0;
/** A fresh e-mail address and phone number for each call. */
export function nextContact() {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(6, '0');
  return { email: `skater${suffix}@portal.test`, phone: `+3906${suffix}` };
}

export async function outbox(ctx: TestApp, to: string): Promise<OutboxMessage[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/dev/outbox/?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The six digits of the newest message to `to`. */
export async function lastCode(ctx: TestApp, to: string): Promise<string> {
  const [message] = await outbox(ctx, to);
  const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox of ${to}`);
  return code;
}

/** uid, token and code of the newest e-mailed link of `screen` to `to`. */
export async function lastLink(ctx: TestApp, to: string, screen: string) {
  const [message] = await outbox(ctx, to);
  const match = new RegExp(`http://portal\\.test/${screen}/([^/\\s]+)/([^/\\s]+)/(\\d{6})`).exec(
    message?.text ?? '',
  );
  if (!match) throw new Error(`No ${screen} link in the outbox of ${to}`);
  return { uid: match[1] ?? '', token: match[2] ?? '', code: match[3] ?? '' };
}

export async function signUp(
  ctx: TestApp,
  contact: { email?: string; phone?: string },
  password = GOOD_PASSWORD,
): Promise<{ user: User; tokens: TokenSet }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: SIGN_UP,
    payload: { ...contact, first_name: 'Ada', last_name: 'Roll', password, agreement: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function signIn(
  ctx: TestApp,
  credentials: { email?: string; phone?: string },
  password = GOOD_PASSWORD,
) {
  counter += 1;
  return ctx.app.inject({
    method: 'POST',
    url: SIGN_IN,
    payload: { ...credentials, password },
    // Each call from its own address, so that failed sign-ins of one test do not throttle another.
    remoteAddress: `10.9.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
  });
}
