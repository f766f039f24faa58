// A fetch mock for the auth screens' tests: config without captcha, the signed-in athlete, and per-path
// answers given by the test.
import { vi } from 'vitest';
import { athlete, completeProgress } from './athlete';
import { publicConfig } from './public-config';

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const testTokens = { access: 'acc', refresh: 'ref', exp_access: 4102444800, exp_refresh: 4102444800 };

export function mockAuthApi(
  answers: Record<string, () => Response> = {},
  captchaSiteKey: string | null = null,
) {
  const config = publicConfig({ captcha_site_key: captchaSiteKey });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer) return answer();
    if (url.pathname === '/api/config/') return json(config);
    if (url.pathname.endsWith('/users/users/me/')) return json(athlete);
    if (url.pathname === '/api/client/users/register-progresses/my/') return json(completeProgress);
    if (url.pathname === '/api/client/sport/user-sports/my/') return json([]);
    if (url.pathname === '/api/client/teams/teams/my/') return json([]);
    if (url.pathname === '/api/client/teams/team-application-periods/now/') {
      return json({ id: null, name: null, starts_on: null, ends_on: null });
    }
    if (url.pathname === '/api/client/payment/currencies/') return json([]);
    if (url.pathname === '/api/client/payment/payment-systems/') return json([]);
    if (url.pathname === '/api/client/new_payments/orders/not_paid_orders/') return json([]);
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the first call to a path ending with `suffix`. */
export function sentBody(fetchMock: ReturnType<typeof mockAuthApi>, suffix: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix)) as unknown as
    | [string, RequestInit]
    | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

/** The Authorization header of the first call to a path ending with `suffix`. */
export function authorizationOf(
  fetchMock: ReturnType<typeof mockAuthApi>,
  suffix: string,
): string | undefined {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix)) as unknown as
    | [string, RequestInit]
    | undefined;
  return (call?.[1].headers as Record<string, string> | undefined)?.Authorization;
}
