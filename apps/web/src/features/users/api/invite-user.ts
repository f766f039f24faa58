// `POST client/users/users/invite_athlete|wsk|nf|ito/`: invites a person into a role; they get a one-time
// sign-in link by e-mail. Inviting the same e-mail again re-sends the link.
import { inviteAthlete, inviteIto, inviteNf, inviteWsk } from '@portal/contract/endpoints/user-management';
import type { EndpointBody } from '@portal/contract/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateUserLists } from './list-users';

export type InviteKind = 'athlete' | 'wsk' | 'nf' | 'ito';

export type InviteRequest =
  | { readonly kind: 'athlete' | 'ito'; readonly body: EndpointBody<typeof inviteAthlete> }
  | { readonly kind: 'wsk'; readonly body: EndpointBody<typeof inviteWsk> }
  | { readonly kind: 'nf'; readonly body: EndpointBody<typeof inviteNf> };

export function inviteUser(request: InviteRequest) {
  switch (request.kind) {
    case 'athlete':
      return apiRequest(inviteAthlete, { body: request.body });
    case 'ito':
      return apiRequest(inviteIto, { body: request.body });
    case 'wsk':
      return apiRequest(inviteWsk, { body: request.body });
    case 'nf':
      return apiRequest(inviteNf, { body: request.body });
  }
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => invalidateUserLists(queryClient, user.id),
  });
}
