// `POST client/users/users/update_password/`: changes the signed-in user's password; needs the current one.
import { updatePassword } from '@portal/contract/endpoints/verification';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export interface UpdatePasswordBody {
  readonly current_password: string;
  readonly password: string;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: (body: UpdatePasswordBody) => apiRequest(updatePassword, { body }) });
}
