// `POST v1/auth/sign_out_everywhere/`: ends every sign-in of one's account, this one included.
import { signOutEverywhere } from '@portal/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest(signOutEverywhere, { body: {} }) });
}
