// `GET client/events/{id}/guard-check/{userId}/{roleId}/?token=`: a scanned credential checked by venue
// staff. Every check is audited on the server, so it runs when the screen opens and when the guard asks
// again, never on its own (no refetch on focus, no retry, no cached answer shown on a later visit).
import { checkCredential } from '@portal/contract/endpoints/credentials';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export interface CredentialCheckAddress {
  readonly eventId: number;
  readonly userId: number;
  readonly roleId: number;
  /** The signed token of the QR code as the address carries it; the server judges a missing one. */
  readonly token: string | null;
}

export const checkCredentialQueryOptions = ({ eventId, userId, roleId, token }: CredentialCheckAddress) =>
  queryOptions({
    // The token is part of what is checked: another token is another check.
    queryKey: ['credential-check', eventId, userId, roleId, token],
    queryFn: ({ signal }) =>
      apiRequest(checkCredential, {
        params: { id: eventId, userId, roleId },
        query: { token: token ?? undefined },
        signal,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
