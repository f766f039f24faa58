// The signed-in user for components, or null while nobody is (no stored tokens, failed load, no id).
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { tokenManager } from '../../../shared/auth/token-manager';
import { getMeQueryOptions } from '../api/get-me';

export function useCurrentUser(): User | null {
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return data ?? null;
}
