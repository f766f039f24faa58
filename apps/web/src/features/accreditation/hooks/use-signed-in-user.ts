// The signed-in user (loaded at start-up under ['me']), or null while nobody is.
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useSignedInUser(): User | null {
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return data ?? null;
}
