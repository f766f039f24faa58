// Who may leave their own role (clearProfileRole): anyone with one, except an approved WSK administrator,
// whose role only another administrator can clear (the server refuses it with LAST_ADMIN_ROLE_MESSAGE).
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';

export function canLeaveRole(user: Pick<User, 'role' | 'role_status'>): boolean {
  if (!user.role) return false;
  const flags = roleFlags(user.role);
  return !(flags.isWSK && flags.isAdmin && user.role_status === 'approved');
}
