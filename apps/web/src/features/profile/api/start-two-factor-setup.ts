// `POST client/users/users/me/two_factor/setup/`: a new secret, not yet in force, with its QR code for the
// authenticator app; a second call replaces an unfinished set-up.
import { startTwoFactorSetup } from '@portal/contract/endpoints/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest(startTwoFactorSetup, { body: {} }) });
}
