// `DELETE client/users/users/{id}/decline_federation|wsk|nf|ito/`: declines a pending request; the user
// becomes a guest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { DECISION_ENDPOINTS, type PendingKind } from '../lib/pending-decision';
import { invalidateUserLists } from './list-users';

export interface DeclinePendingUser {
  readonly userId: number;
  readonly kind: PendingKind;
}

export function declinePendingUser({ userId, kind }: DeclinePendingUser) {
  return apiRequest(DECISION_ENDPOINTS[kind].decline, { params: { id: userId } });
}

export function useDeclinePendingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePendingUser,
    onSuccess: (_reply, { userId }) => invalidateUserLists(queryClient, userId),
  });
}
