// A reply that is a file to save or open (a PDF, a JSON download), not data for a screen: fetched with the
// access token as the http client sends it, a failed reply normalised and announced as the client does
// (§8), the bytes kept as a Blob.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { HttpMethod } from '@portal/contract/http';
import { tokenManager } from '../auth/token-manager';
import { appEvents } from '../events/app-events';
import { abortedError, normalizeError } from './api-error';

export interface FetchFileOptions {
  /** The path, with its query string. */
  readonly url: string;
  readonly method?: HttpMethod;
  /** The file's content type; a failure still answers JSON. */
  readonly type: string;
  readonly signal?: AbortSignal | undefined;
  /** The access token; the token manager's (refreshed when needed) unless given. */
  readonly getToken?: () => Promise<string | null>;
}

export interface FetchedFile {
  readonly blob: Blob;
  /** The reply's Content-Disposition, which names the file. */
  readonly disposition: string | null;
}

export async function fetchFile({
  url,
  method = 'GET',
  type,
  signal,
  getToken = tokenManager.getAccessToken,
}: FetchFileOptions): Promise<FetchedFile> {
  try {
    const token = await getToken();
    const response = await fetch(url, {
      method,
      headers: {
        Accept: type === 'application/json' ? type : `${type}, application/json`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(signal && { signal }),
    });
    if (!response.ok) {
      const error = normalizeError({ response, body: await response.text() });
      appEvents.emit(APP_EVENTS.API_ERROR, error);
      throw error;
    }
    const bytes = await response.arrayBuffer();
    return {
      blob: new Blob([bytes], { type }),
      disposition: response.headers.get('content-disposition'),
    };
  } catch (error) {
    throw signal?.aborted ? abortedError(signal.reason) : normalizeError(error);
  }
}
