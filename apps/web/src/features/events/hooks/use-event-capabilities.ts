// The signed-in user's event capabilities, from the session's `me`.
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { type EventCapabilities, eventCapabilities } from '../lib/capabilities';

export function useEventCapabilities(): EventCapabilities {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return eventCapabilities(me.data ?? null);
}
