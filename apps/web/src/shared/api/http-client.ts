// The one way the web app calls the API: takes a contract endpoint, so the path, the method and the
// types of params, query, body and reply come from the contract (ARCHITECTURE.md), and applies the
// conventions of spec §7 (headers, query strings) and §8 (error normalisation, api-error, maintenance), and
// sends an administrator who must set up two-factor sign-in to the set-up (decision 026).

import { APP_EVENTS } from '@portal/contract/app-events';
import { MAINTENANCE_STATUS_CODES } from '@portal/contract/constants';
import {
  type AnyEndpoint,
  buildPath,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@portal/contract/http';
import { appEvents } from '../events/app-events';
import { isOnMaintenanceOrNotFound, MAINTENANCE_PATH, navigateTo } from '../navigation';
import { type ApiError, abortedError, normalizeError } from './api-error';

export type AccessTokenProvider = () => Promise<string | null>;

const noToken: AccessTokenProvider = async () => null;
let accessTokenProvider: AccessTokenProvider = noToken;
let apiOrigin = '';

/**
 * Where access tokens come from; the token manager plugs itself in here, so this module never knows
 * about storage or refresh. Returns the function that puts the previous provider back.
 */
export function setAccessTokenProvider(provider: AccessTokenProvider): () => void {
  const previous = accessTokenProvider;
  accessTokenProvider = provider;
  return () => {
    if (accessTokenProvider === provider) accessTokenProvider = previous;
  };
}

/**
 * Origin put before `/api/...`. Empty in the browser: the app and the API share an origin in production
 * and behind the Vite proxy. Tests and non-browser callers set an absolute one.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/**
 * Spec §7: array values repeat the key; only non-empty strings, finite numbers and booleans enter.
 * Returns the string without its leading '?', empty when nothing entered.
 */
export function buildQueryString(query: Readonly<Record<string, unknown>> | null | undefined): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' ? value !== '' : typeof value === 'boolean' || Number.isFinite(value)) {
      search.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return search.toString();
}

// An option is required exactly when the endpoint's schema does not accept undefined.
type Slot<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

export type ApiRequestOptions<E extends AnyEndpoint> = Slot<'params', EndpointParams<E>> &
  Slot<'query', EndpointQuery<E>> &
  Slot<'body', EndpointBody<E>> & {
    signal?: AbortSignal;
    /**
     * Overrides the provider: a string is sent as is (a token from a sign-in link), null sends none.
     * Left out, token and optional endpoints ask the provider (optional ones go without a token when it
     * has none) and public ones send none.
     */
    token?: string | null;
  };

type OptionsArg<E extends AnyEndpoint> =
  Record<never, never> extends ApiRequestOptions<E>
    ? [options?: ApiRequestOptions<E>]
    : [options: ApiRequestOptions<E>];

function pathParams(params: unknown): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  if (typeof params !== 'object' || params === null) return result;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  return result;
}

async function authorization(endpoint: AnyEndpoint, token: string | null | undefined) {
  if (token !== undefined) return token;
  // Public endpoints never ask: the provider may refresh tokens through a public endpoint (§4), and
  // asking there would wait on itself. §7 also sends the sign-in calls without the header.
  if (endpoint.access.auth === 'public') return null;
  // `optional` endpoints (applying with a marathon team) serve visitors and signed-in users alike: the
  // stored token goes along when there is one, and when there is none, or it cannot be had (an expired
  // session), the call goes without it rather than failing or asking the user to sign in.
  if (endpoint.access.auth === 'optional') return accessTokenProvider().catch(() => null);
  return accessTokenProvider();
}

function readJson(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * Failed replies: normalised, announced on the bus (every error reply with a response, §8); 418/503 send
 * the browser to the maintenance page, and the 403 of a two-factor set-up still owed to the settings.
 * Network failures and aborts are thrown without an event: there is no reply to talk about, and an abort
 * is the caller's own decision (ApiError#aborted).
 */
export async function apiRequest<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: OptionsArg<E>
): Promise<EndpointResponse<E>> {
  // The generic slots cannot be read while E is open; the contract's types already checked the call.
  const { params, query, body, signal, token } = (options ?? {}) as {
    params?: unknown;
    query?: Readonly<Record<string, unknown>>;
    body?: unknown;
    signal?: AbortSignal;
    token?: string | null;
  };
  const search = buildQueryString(query);
  const url = `${apiOrigin}${buildPath(endpoint.path, pathParams(params))}${search ? `?${search}` : ''}`;

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const hasBody = endpoint.method !== 'GET' && body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    const accessToken = await authorization(endpoint, token);
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
    // Read inside the try: an abort or a dropped connection can also happen while the body streams in.
    text = await response.text();
  } catch (error) {
    throw signal?.aborted ? abortedError(signal.reason) : normalizeError(error);
  }

  if (!response.ok) throw failedReply(response, text);

  try {
    return readJson(text) as EndpointResponse<E>;
  } catch (error) {
    // A success status with a body that is not JSON (a proxy's HTML page): a failure, but not an
    // error reply of the API, so no api-error.
    throw normalizeError(error);
  }
}

function failedReply(response: Response, text: string): ApiError {
  const error = normalizeError({ response, body: text });
  appEvents.emit(APP_EVENTS.API_ERROR, error);
  if (MAINTENANCE_STATUS_CODES.includes(response.status) && !isOnMaintenanceOrNotFound()) {
    navigateTo(MAINTENANCE_PATH);
  } else if (response.status === 403) {
    // Only a 403 can be that refusal; the check (with the contract's two-factor module) loads with the first.
    void import('../auth/two-factor-required')
      .then(({ openTwoFactorSetupIfRequired }) => openTwoFactorSetupIfRequired(error))
      .catch(() => undefined);
  }
  return error;
}
