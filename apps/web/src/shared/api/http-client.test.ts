import { APP_EVENTS } from '@portal/contract/app-events';
import { getHealth } from '@portal/contract/endpoints/system';
import { TWO_FACTOR_MESSAGES } from '@portal/contract/endpoints/two-factor';
import { defineEndpoint, idParamsSchema, pagedSchema, pageQuerySchema } from '@portal/contract/http';
import { referenceRecordSchema } from '@portal/contract/user';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { appEvents } from '../events/app-events';
import { registerNavigation } from '../navigation';
import { ApiError } from './api-error';
import { apiRequest, buildQueryString, setAccessTokenProvider, setApiOrigin } from './http-client';

const listReferences = defineEndpoint({
  name: 'listReferences',
  method: 'GET',
  path: '/api/v1/client/references/:id/',
  access: { auth: 'token' },
  summary: 'test',
  tags: ['test'],
  params: idParamsSchema,
  query: pageQuerySchema,
  response: pagedSchema(referenceRecordSchema),
});

const createReference = defineEndpoint({
  name: 'createReference',
  method: 'POST',
  path: '/api/v1/client/references/',
  access: { auth: 'token' },
  summary: 'test',
  tags: ['test'],
  body: referenceRecordSchema,
  response: referenceRecordSchema,
});

const deleteReference = defineEndpoint({
  name: 'deleteReference',
  method: 'DELETE',
  path: '/api/v1/client/references/:id/',
  access: { auth: 'token' },
  summary: 'test',
  tags: ['test'],
  params: idParamsSchema,
  response: referenceRecordSchema.optional(),
  status: 204,
});

const ORIGIN = 'http://portal.test';
const reference = { id: 3, name: 'Inline', code: 'INL', number: '007' };

let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(path: string) => void>;
let path = '/profile/account-details';
let notFound = false;
const restore: (() => void)[] = [];

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setApiOrigin(ORIGIN);
  navigate = vi.fn();
  path = '/profile/account-details';
  notFound = false;
  restore.push(
    registerNavigation({ navigate, currentPath: () => path, isNotFoundPage: () => notFound }),
    setAccessTokenProvider(async () => 'access-1'),
  );
});

afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
  setApiOrigin('');
  vi.unstubAllGlobals();
});

describe('buildQueryString', () => {
  it('repeats the key for array values', () => {
    expect(buildQueryString({ a: [1, 2], b: 'x' })).toBe('a=1&a=2&b=x');
  });

  it('lets in only non-empty strings, finite numbers and booleans', () => {
    expect(
      buildQueryString({
        s: 'text',
        empty: '',
        n: 0,
        f: 1.5,
        nan: Number.NaN,
        inf: Number.POSITIVE_INFINITY,
        t: true,
        no: false,
        nil: null,
        undef: undefined,
        obj: { a: 1 },
        date: new Date(0),
        list: ['', 'a', null, 2, Number.NaN, { x: 1 }, false],
      }),
    ).toBe('s=text&n=0&f=1.5&t=true&no=false&list=a&list=2&list=false');
  });

  it('encodes values and is empty when nothing enters', () => {
    expect(buildQueryString({ q: 'a b&c=d' })).toBe('q=a+b%26c%3Dd');
    expect(buildQueryString({ a: null, b: [] })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('apiRequest', () => {
  it('builds the URL from origin, path, params and query and parses the JSON reply', async () => {
    const page = { count: 1, next: null, previous: null, results: [reference] };
    fetchMock.mockResolvedValue(json(page));
    const result = await apiRequest(listReferences, { params: { id: 7 }, query: { page: 2, page_size: 20 } });
    expect(result).toEqual(page);
    const { url, init } = lastRequest();
    expect(url).toBe(`${ORIGIN}/api/v1/client/references/7/?page=2&page_size=20`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('uses a relative /api/ URL when no origin is set', async () => {
    setApiOrigin('');
    fetchMock.mockResolvedValue(json({ status: 'ok', database: 'ok', version: '1' }));
    await apiRequest(getHealth);
    expect(lastRequest().url).toBe('/api/health/');
  });

  it('always sends X-Requested-With and the bearer token of the provider on token endpoints', async () => {
    fetchMock.mockResolvedValue(json(reference));
    await apiRequest(createReference, { body: reference });
    const { headers, init } = lastRequest();
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify(reference));
  });

  it('sends no Authorization header when the provider has no token', async () => {
    restore.push(setAccessTokenProvider(async () => null));
    fetchMock.mockResolvedValue(json(reference));
    await apiRequest(createReference, { body: reference });
    const { headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('does not ask the provider on public endpoints', async () => {
    const provider = vi.fn(async () => 'access-1');
    restore.push(setAccessTokenProvider(provider));
    fetchMock.mockResolvedValue(json({ status: 'ok', database: 'ok', version: '1' }));
    await apiRequest(getHealth);
    expect(provider).not.toHaveBeenCalled();
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token on optional endpoints when there is one, and goes without one otherwise', async () => {
    const applyOptionally = defineEndpoint({
      name: 'applyOptionally',
      method: 'POST',
      path: '/api/v1/client/applications/',
      access: { auth: 'optional' },
      summary: 'test',
      tags: ['test'],
      body: referenceRecordSchema,
      response: referenceRecordSchema,
    });
    fetchMock.mockImplementation(async () => json(reference));
    await apiRequest(applyOptionally, { body: reference });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer access-1');

    restore.push(setAccessTokenProvider(async () => null));
    await apiRequest(applyOptionally, { body: reference });
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    // A token that cannot be had (the session is gone) does not stop the call.
    restore.push(
      setAccessTokenProvider(async () => {
        throw new Error('storage blocked');
      }),
    );
    await expect(apiRequest(applyOptionally, { body: reference })).resolves.toEqual(reference);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('lets an explicit token override the provider, and null send none', async () => {
    fetchMock.mockImplementation(async () => json(reference));
    await apiRequest(createReference, { body: reference, token: 'from-link' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer from-link');
    await apiRequest(createReference, { body: reference, token: null });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('resolves an empty 204 reply to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest(deleteReference, { params: { id: 3 } })).resolves.toBeUndefined();
    expect(lastRequest().init.method).toBe('DELETE');
  });

  it('throws the normalised error of an error reply and emits it as api-error', async () => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockResolvedValue(
      json(
        { error: { code: 400, message: 'Invalid' }, invalid_fields: { name: ['Required'] } },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const failure = await apiRequest(createReference, { body: reference }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).toJSON()).toEqual({
      status: 'ERR',
      error: { code: 400, message: 'Invalid' },
      invalid_fields: { name: ['Required'] },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(failure);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('normalises a text error reply with its HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('Not here', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest(getHealth)).rejects.toMatchObject({
      status: 'ERR',
      statusCode: 404,
      error: { code: 404, message: 'Not here' },
    });
  });

  it('emits no api-error on success', async () => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockResolvedValue(json({ status: 'ok', database: 'ok', version: '1' }));
    await apiRequest(getHealth);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a network error with its own message and without api-error', async () => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(getHealth)).rejects.toMatchObject({
      error: { code: -1, message: 'Failed to fetch' },
      aborted: false,
    });
    expect(listener).not.toHaveBeenCalled();
  });

  it('is abortable: an abort rejects with an aborted ApiError, no api-error, no navigation', async () => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const request = apiRequest(getHealth, { signal: controller.signal });
    await vi.waitFor(() => expect(lastRequest().init.signal).toBe(controller.signal));
    controller.abort();
    const failure = await request.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).aborted).toBe(true);
    expect((failure as ApiError).error.code).toBe(-1);
    expect(listener).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an abort as such whatever the signal was aborted with', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      throw init?.signal?.reason;
    });
    const controller = new AbortController();
    controller.abort('left the page');
    await expect(apiRequest(getHealth, { signal: controller.signal })).rejects.toMatchObject({
      aborted: true,
      error: { code: -1, message: 'left the page' },
    });
  });

  it.each([418, 503])('emits api-error and goes to /maintenance on HTTP %i', async (status) => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockResolvedValue(new Response('', { status, statusText: 'Down' }));
    await expect(apiRequest(getHealth)).rejects.toMatchObject({ error: { code: status, message: 'Down' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/maintenance');
  });

  it('does not go to /maintenance when already on the maintenance page', async () => {
    path = '/maintenance';
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await expect(apiRequest(getHealth)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not go to /maintenance when the not-found page shows', async () => {
    notFound = true;
    fetchMock.mockResolvedValue(new Response('', { status: 418 }));
    await expect(apiRequest(getHealth)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([500, 502, 401])('does not go to /maintenance on HTTP %i', async (status) => {
    fetchMock.mockResolvedValue(new Response('', { status }));
    await expect(apiRequest(getHealth)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('two-factor sign-in required (decision 026)', () => {
    const refusal = (message: string) =>
      json({ error: { code: 403, message } }, { status: 403, statusText: 'Forbidden' });

    it('sends the user to the two-factor section of the settings', async () => {
      fetchMock.mockResolvedValue(refusal(TWO_FACTOR_MESSAGES.required));
      await expect(apiRequest(getHealth)).rejects.toMatchObject({ statusCode: 403 });
      await vi.waitFor(() =>
        expect(navigate).toHaveBeenCalledWith('/profile/settings?two_factor=required#settings-two-factor'),
      );
    });

    /** The check loads with the first 403; this waits for it to have run. */
    const settled = async () => {
      await import('../auth/two-factor-required');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };

    it('stays put when the settings already show', async () => {
      path = '/profile/settings';
      fetchMock.mockResolvedValue(refusal(TWO_FACTOR_MESSAGES.required));
      await expect(apiRequest(getHealth)).rejects.toBeInstanceOf(ApiError);
      await settled();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('leaves any other 403 alone', async () => {
      fetchMock.mockResolvedValue(refusal('You do not have permission to perform this action.'));
      await expect(apiRequest(getHealth)).rejects.toBeInstanceOf(ApiError);
      await settled();
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('rejects a success reply whose body is not JSON without api-error', async () => {
    const listener = vi.fn();
    restore.push(appEvents.on(APP_EVENTS.API_ERROR, listener));
    fetchMock.mockResolvedValue(new Response('<html>proxy</html>', { status: 200 }));
    await expect(apiRequest(getHealth)).rejects.toMatchObject({ error: { code: -1 } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('requires the params and body the endpoint declares (types)', () => {
    fetchMock.mockImplementation(async () => json(reference));
    // @ts-expect-error the id parameter is required
    void apiRequest(listReferences).catch(() => {});
    // @ts-expect-error the body is required
    void apiRequest(createReference).catch(() => {});
    // @ts-expect-error no body on an endpoint without one
    void apiRequest(getHealth, { body: reference });
  });
});
