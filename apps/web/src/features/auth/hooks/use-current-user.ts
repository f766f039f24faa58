// The signed-in user for components, or null while nobody is (no stored tokens, failed load, no id).
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useCurrentUser(): User | null {
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return data ?? null;
}
