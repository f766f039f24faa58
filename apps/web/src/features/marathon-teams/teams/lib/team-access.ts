// What the signed-in user may do on a team page: the team's administrator and WSK administrators edit it and
// its roster, WSK staff (viewers too) see the roster, WSK administrators alone ban and unban (§6).
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { Team } from '@portal/contract/team';
import type { User } from '@portal/contract/user';

export interface TeamAccess {
  readonly isTeamAdmin: boolean;
  readonly isWskStaff: boolean;
  readonly isWskAdmin: boolean;
  /** Name, contacts and logo. */
  readonly canEdit: boolean;
  readonly canBan: boolean;
  readonly seesRoster: boolean;
  /** Add and remove athletes (never while the team is banned: its roster cannot change). */
  readonly canChangeRoster: boolean;
}

/** Approved WSK staff, administrators and viewers alike. */
export function isWskStaff(user: User | null): boolean {
  return user?.role_status === 'approved' && user.role?.type === ROLE_TYPES.WSK_ADMIN;
}

export function teamAccess(user: User | null, team: Pick<Team, 'administrator' | 'ban'>): TeamAccess {
  const wskStaff = isWskStaff(user);
  const wskAdmin = wskStaff && user?.role?.permission === PERMISSIONS.ADMIN;
  const teamAdmin = user !== null && team.administrator?.id === user.id;
  const editor = teamAdmin || wskAdmin;
  return {
    isTeamAdmin: teamAdmin,
    isWskStaff: wskStaff,
    isWskAdmin: wskAdmin,
    canEdit: editor,
    canBan: wskAdmin,
    seesRoster: teamAdmin || wskStaff,
    canChangeRoster: editor && team.ban === null,
  };
}
