// SQL of the users export by e-mail: the caller as stored now, read when the request is made and again when
// its job runs (their role, federation or address may have changed in between).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';

export interface ExportRequester {
  readonly email: string | null;
  readonly firstName: string;
  /** As the access guard sees it (platform/auth/caller.ts): a role pending approval counts as none. */
  readonly role: AccessClaims['role'];
  readonly permission: AccessClaims['permission'];
}

/** A live user's address, name and approved role; null for an unknown or deleted user. */
export async function findExportRequester(db: Database, userId: number): Promise<ExportRequester | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      roleStatus: users.roleStatus,
      role: roles.type,
      permission: roles.permission,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const approved = row.roleStatus === 'approved';
  return {
    email: row.email,
    firstName: row.firstName,
    role: approved ? row.role : null,
    permission: approved ? row.permission : null,
  };
}
