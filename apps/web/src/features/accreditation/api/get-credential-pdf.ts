// `GET client/events/participants/{participantId}/credential/pdf/`: the printable card, generated on the
// server. The reply is a PDF, not JSON, so it is fetched here with the access token (as the users export
// is) and kept as a Blob for the browser to save or open.
import { APP_EVENTS } from '@portal/contract/app-events';
import { getCredentialPdf } from '@portal/contract/endpoints/credentials';
import { buildPath } from '@portal/contract/http';
import { queryOptions } from '@tanstack/react-query';
import { abortedError, normalizeError } from '../../../shared/api/api-error';
import { tokenManager } from '../../../shared/auth/token-manager';
import { appEvents } from '../../../shared/events/app-events';
import type { CredentialFile } from '../lib/credential-file';
import { credentialFileName } from '../lib/credential-file';
import { CREDENTIALS_KEY } from './get-credential';

const PDF_TYPE = 'application/pdf';

export interface FetchCredentialPdfOptions {
  readonly participantId: number;
  readonly signal?: AbortSignal;
  /** The access token; the token manager's (refreshed when needed) unless given. */
  readonly getToken?: () => Promise<string | null>;
}

export async function fetchCredentialPdf({
  participantId,
  signal,
  getToken = tokenManager.getAccessToken,
}: FetchCredentialPdfOptions): Promise<CredentialFile> {
  try {
    const token = await getToken();
    const response = await fetch(buildPath(getCredentialPdf.path, { participantId }), {
      method: getCredentialPdf.method,
      headers: {
        Accept: `${PDF_TYPE}, application/json`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
    if (!response.ok) {
      const error = normalizeError({ response, body: await response.text() });
      // As the http client does for every error reply (§8).
      appEvents.emit(APP_EVENTS.API_ERROR, error);
      throw error;
    }
    const bytes = await response.arrayBuffer();
    return { blob: new Blob([bytes], { type: PDF_TYPE }), fileName: credentialFileName(participantId) };
  } catch (error) {
    throw signal?.aborted ? abortedError(signal.reason) : normalizeError(error);
  }
}

export const getCredentialPdfQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...CREDENTIALS_KEY, participantId, 'pdf'],
    queryFn: ({ signal }) => fetchCredentialPdf({ participantId, signal }),
    // Download and Print after one another use one generated file; a later visit asks again.
    staleTime: 5 * 60_000,
  });
