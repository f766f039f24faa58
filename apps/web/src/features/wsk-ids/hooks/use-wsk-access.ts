// Who may do what on the WSK id database (§6): approved WSK staff read it, and only WSK administrators
// import, search and link. The server enforces the same; this only keeps controls off screen.
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export interface WskAccess {
  /** The current user is still loading. */
  readonly pending: boolean;
  readonly canRead: boolean;
  readonly canEdit: boolean;
}

export function wskAccess(user: User | null | undefined): Omit<WskAccess, 'pending'> {
  const flags = roleFlags(user?.role);
  const canRead = user?.role_status === 'approved' && flags.isWSK;
  return { canRead, canEdit: canRead && flags.isAdmin };
}

export function useWskAccess(): WskAccess {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return { pending: me.isPending && me.fetchStatus !== 'idle', ...wskAccess(me.data) };
}
