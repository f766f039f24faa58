// `PATCH client/users/users/{id}/approve_federation|wsk|nf|ito/`: approves a pending request with the call
// its kind needs; staff requests may be granted another permission than the one asked for.
import type { Permission } from '@portal/contract/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { DECISION_ENDPOINTS, type PendingKind } from '../lib/pending-decision';
import { invalidateUserLists } from './list-users';

export interface ApprovePendingUser {
  readonly userId: number;
  readonly kind: PendingKind;
  /** WSK and NF requests only; the permission the user asked for when left out. */
  readonly permission?: Permission;
}

export function approvePendingUser({ userId, kind, permission }: ApprovePendingUser) {
  const params = { id: userId };
  switch (kind) {
    case 'federation':
      return apiRequest(DECISION_ENDPOINTS.federation.approve, { params });
    case 'wsk':
      return apiRequest(DECISION_ENDPOINTS.wsk.approve, { params, body: permission ? { permission } : {} });
    case 'nf':
      return apiRequest(DECISION_ENDPOINTS.nf.approve, { params, body: permission ? { permission } : {} });
    case 'ito':
      return apiRequest(DECISION_ENDPOINTS.ito.approve, { params });
  }
}

export function useApprovePendingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePendingUser,
    onSuccess: (_user, { userId }) => invalidateUserLists(queryClient, userId),
  });
}
