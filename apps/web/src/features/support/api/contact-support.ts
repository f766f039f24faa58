// `POST client/support/contact_us/`: a message to the federation's support (stored and e-mailed).
import { type ContactSupportBody, contactSupport } from '@portal/contract/endpoints/support';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useContactSupport() {
  return useMutation({ mutationFn: (body: ContactSupportBody) => apiRequest(contactSupport, { body }) });
}
