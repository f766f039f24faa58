// The signed-in user's payer roles, from the session's `me`.
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { type PayerRoles, payerRoles } from '../../../shared/payments/payer-roles';

export function usePayerRoles(): PayerRoles & { readonly federationName: string | null } {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return { ...payerRoles(me.data), federationName: me.data?.nf_admin_federation?.name ?? null };
}
