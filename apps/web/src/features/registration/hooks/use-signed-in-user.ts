// The signed-in user for a sign-up step screen (loaded at start-up under ['me']), with its loading state.
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export function useSignedInUser() {
  return useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
}
