// What the signed-in staff member may do on /users (§6). The server enforces every rule; this only keeps
// controls off the screen that would be refused.
import { roleFlags } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';

export interface UsersCapabilities {
  /** Approved WSK or NF staff: may open the lists at all. */
  readonly canView: boolean;
  readonly isWsk: boolean;
  readonly isNf: boolean;
  /** Approve and decline athletes, invite athletes (WSK or NF administrators). */
  readonly canDecide: boolean;
  /** WSK administrators: WSK/NF/ITO requests, staff invitations, WSK ids, deleting users. */
  readonly isWskAdmin: boolean;
  /** The Pending WSK tab lists requests only the world federation decides on. */
  readonly seesWskRequests: boolean;
  /** NF staff are scoped to their federation by the server, so the filter would only mislead. */
  readonly seesFederationFilter: boolean;
}

export function usersCapabilities(user: User | null): UsersCapabilities {
  const flags = roleFlags(user?.role);
  const approved = user?.role_status === 'approved';
  const isWsk = approved && flags.isWSK;
  const isNf = approved && flags.isNF;
  return {
    canView: isWsk || isNf,
    isWsk,
    isNf,
    canDecide: (isWsk || isNf) && flags.isAdmin,
    isWskAdmin: isWsk && flags.isAdmin,
    seesWskRequests: isWsk,
    seesFederationFilter: isWsk,
  };
}
