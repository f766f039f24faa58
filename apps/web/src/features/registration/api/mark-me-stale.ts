// A saved step changes fields of the current user (expiry, age group, guardian, certificate year). The
// step navigation reloads the user right after every save (useStepNavigation.goNext), so the saves only
// mark it stale here instead of loading it a second time.
import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';

export function markMeStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey, refetchType: 'none' });
}
