// `GET client/events/participants/{participantId}/credential/`: what an approved participant's card shows
// (400 while the registration is not approved, 404 to whoever may not see it).
import { getCredential } from '@portal/contract/endpoints/credentials';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** The root of every credential key (the card and its PDF). */
export const CREDENTIALS_KEY = ['credentials'] as const;

export const getCredentialQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...CREDENTIALS_KEY, participantId],
    queryFn: ({ signal }) => apiRequest(getCredential, { params: { participantId }, signal }),
  });
