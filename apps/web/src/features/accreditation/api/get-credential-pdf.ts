// `GET client/events/participants/{participantId}/credential/pdf/`: the printable card, generated on the
// server. The reply is a PDF, not JSON, so it is fetched here with the access token (as the users export
// is) and kept as a Blob for the browser to save or open.
import { getCredentialPdf } from '@portal/contract/endpoints/credentials';
import { buildPath } from '@portal/contract/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchFile } from '../../../shared/api/fetch-file';
import { tokenManager } from '../../../shared/auth/token-manager';
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
  const { blob } = await fetchFile({
    url: buildPath(getCredentialPdf.path, { participantId }),
    method: getCredentialPdf.method,
    type: PDF_TYPE,
    signal,
    getToken,
  });
  return { blob, fileName: credentialFileName(participantId) };
}

export const getCredentialPdfQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...CREDENTIALS_KEY, participantId, 'pdf'],
    queryFn: ({ signal }) => fetchCredentialPdf({ participantId, signal }),
    // Download and Print after one another use one generated file; a later visit asks again.
    staleTime: 5 * 60_000,
  });
