// Rules of the users module; for now the signed-in user's own profile (GET me/).
import type { User } from '@portal/contract/user';
import type { Database } from '../../db/client';
import { NotFound } from '../../platform/http/errors';
import { findUserProfile, type UserProfileRow } from './queries';

type Unit = { id: number; name: string; organizationType: string | null } | null;
const unitOf = (unit: Unit) =>
  unit ? { id: unit.id, name: unit.name, organization_type: unit.organizationType } : null;

/** The row of findUserProfile in the contract's user shape. */
export function toUser(row: UserProfileRow): User {
  const { user, role, federation, group } = row;
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    phone: user.phone,
    phone_verified: user.phoneVerified,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    stage_name: user.stageName,
    avatar: user.avatar,
    role: role ? { id: role.id, name: role.name, type: role.type, permission: role.permission } : null,
    nf_admin_federation: federation
      ? { id: federation.id, name: federation.name, code: federation.code }
      : null,
    registration_completed: user.registrationCompleted,
    legal_guardian: user.legalGuardianId === null ? null : { id: user.legalGuardianId },
    organization: unitOf(row.organization),
    department: unitOf(row.department),
    group: group
      ? {
          id: group.id,
          name: group.name,
          organization_type: group.organizationType,
          allow_sports: group.allowSports,
        }
      : null,
    job: unitOf(row.job),
    wsk_id: user.wskId,
    active_until_date: user.activeUntilDate,
    anti_doping_year_issued: user.antiDopingYearIssued,
    not_belong_to_any_federation: user.notBelongToAnyFederation,
    age_group: user.ageGroup,
  };
}

export async function getCurrentUser(db: Database, userId: number): Promise<User> {
  const row = await findUserProfile(db, { id: userId });
  // The access guard has just found the user's session, so only a concurrent deletion gets here.
  if (!row) throw new NotFound('User not found');
  return toUser(row);
}
