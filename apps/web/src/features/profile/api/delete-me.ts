// `DELETE client/users/users/{id}/delete_me/`: deletes one's own account; every sign-in is revoked.
import { deleteMe } from '@portal/contract/endpoints/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useDeleteMe() {
  return useMutation({ mutationFn: (userId: number) => apiRequest(deleteMe, { params: { id: userId } }) });
}
