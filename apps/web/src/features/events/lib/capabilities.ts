// What the signed-in user may do on the event screens (decision 015). The server enforces every rule; this
// only keeps controls off the screen that would be refused.
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';

export interface EventCapabilities {
  /** WSK staff (viewers and administrators): see drafts and filter by status. */
  readonly isWskStaff: boolean;
  /** WSK administrators: create, edit, publish, archive and delete events and fill their sports. */
  readonly canManage: boolean;
  /** NF staff (administrators and viewers): their federation's quotas and NF management. */
  readonly isNfStaff: boolean;
  /** WSK and NF administrators: register and withdraw a federation's athletes (viewers only read). */
  readonly canRegister: boolean;
  /** Approved athletes: register themselves where an event sport allows it. */
  readonly isAthlete: boolean;
}

export function eventCapabilities(user: User | null | undefined): EventCapabilities {
  const flags = roleFlags(user?.role);
  const approved = user?.role_status === 'approved';
  const isWskStaff = approved && flags.isWSK;
  const isNfStaff = approved && flags.isNF;
  return {
    isWskStaff,
    canManage: isWskStaff && flags.isAdmin,
    isNfStaff,
    canRegister: (isWskStaff || isNfStaff) && flags.isAdmin,
    isAthlete: approved && flags.isAthlete,
  };
}
