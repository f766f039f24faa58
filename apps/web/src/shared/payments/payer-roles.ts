// Which payer the signed-in user is (decision 018, "Who sees what"): NF staff for their federation's orders
// (administrators move lines, viewers read), an approved athlete for their own. Team administrators are
// known from their team (`useTeamAdminTeam`), whatever their role. The server enforces every rule; this only
// keeps screens and controls away from people they would be refused to.
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';

export interface PayerRoles {
  readonly isNfStaff: boolean;
  /** NF administrators: move an athlete's line between the federation's order and the athlete's own. */
  readonly isNfAdmin: boolean;
  readonly isAthlete: boolean;
  readonly isWskStaff: boolean;
}

export function payerRoles(user: User | null | undefined): PayerRoles {
  const flags = roleFlags(user?.role);
  const approved = user?.role_status === 'approved';
  return {
    isNfStaff: approved && flags.isNF,
    isNfAdmin: approved && flags.isNF && flags.isAdmin,
    isAthlete: approved && flags.isAthlete,
    isWskStaff: approved && flags.isWSK,
  };
}
