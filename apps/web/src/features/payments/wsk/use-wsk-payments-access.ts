// Who may do what on an event's payments (decision 018): approved WSK staff read every order, and only WSK
// administrators change discounts and payment systems. The server enforces the same; this only keeps
// controls off the screen that would be refused.
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';

export interface WskPaymentsAccess {
  /** The current user is still loading. */
  readonly pending: boolean;
  readonly canRead: boolean;
  readonly canEdit: boolean;
}

export function wskPaymentsAccess(user: User | null | undefined): Omit<WskPaymentsAccess, 'pending'> {
  const flags = roleFlags(user?.role);
  const canRead = user?.role_status === 'approved' && flags.isWSK;
  return { canRead, canEdit: canRead && flags.isAdmin };
}

export function useWskPaymentsAccess(): WskPaymentsAccess {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return { pending: me.isPending && me.fetchStatus !== 'idle', ...wskPaymentsAccess(me.data) };
}
