// Throttling of the endpoints that need no account, per client address: asking for a recovery code,
// typing one, and having a team application's code sent again. Past the hour's limit an address gets 429
// with Retry-After; another address is not affected; known and unknown accounts count alike, so the 429
// tells nothing about which accounts exist.
import { sendTeamApplicationCode } from '@portal/contract/endpoints/team-applications';
import { buildPath } from '@portal/contract/http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { PUBLIC_LIMITS } from '../team-applications/service';
import { RECOVERY_LIMITS, RECOVERY_THROTTLED_MESSAGE } from './service';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const FORGOT = `${USERS}forgot_password/`;
const CONFIRM = `${USERS}confirm_forgot_password_by_code/`;

let addresses = 0;
const newAddress = () => `192.0.2.${++addresses}`;

const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

/** The 429 of a full window: Retry-After within the hour, the message, nothing else. */
function expectThrottled(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(response.json()).toEqual({ error: { code: 429, message } });
}

describe('forgot_password/ per client address', () => {
  it('answers 204 up to the limit, then 429 with Retry-After to that address only', async () => {
    const address = newAddress();
    for (let index = 0; index < RECOVERY_LIMITS.requests; index += 1) {
      // Known and unknown accounts alternate: both count.
      const email = index % 2 === 0 ? 'athlete@portal.test' : `nobody.${index}@portal.test`;
      expect((await post(FORGOT, { email }, address)).statusCode).toBe(204);
    }
    expectThrottled(
      await post(FORGOT, { email: 'nobody.else@portal.test' }, address),
      RECOVERY_THROTTLED_MESSAGE,
    );
    expectThrottled(
      await post(FORGOT, { email: 'athlete@portal.test' }, address),
      RECOVERY_THROTTLED_MESSAGE,
    );
    expect((await post(FORGOT, { email: 'athlete@portal.test' }, newAddress())).statusCode).toBe(204);
  });
});

describe('confirm_forgot_password_by_code/ per client address', () => {
  it('takes the limit of tries from one address, then 429, whichever accounts they name', async () => {
    const address = newAddress();
    for (let index = 0; index < RECOVERY_LIMITS.confirmations; index += 1) {
      const email = `guess.${index}@portal.test`;
      expect((await post(CONFIRM, { email, code: '000000' }, address)).statusCode).toBe(400);
    }
    expectThrottled(
      await post(CONFIRM, { email: 'athlete@portal.test', code: '000000' }, address),
      RECOVERY_THROTTLED_MESSAGE,
    );
    const elsewhere = await post(CONFIRM, { email: 'athlete@portal.test', code: '000000' }, newAddress());
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('send_code/ of a team application per client address', () => {
  it('is refused past the limit before the application is even looked up', async () => {
    const address = newAddress();
    const url = buildPath(sendTeamApplicationCode.path, { id: 987_654 });
    for (let index = 0; index < PUBLIC_LIMITS.codes; index += 1) {
      expect((await post(url, { email: 'team@example.com' }, address)).statusCode).toBe(404);
    }
    const throttled = await post(url, { email: 'team@example.com' }, address);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(url, { email: 'team@example.com' }, newAddress())).statusCode).toBe(404);
  });
});
