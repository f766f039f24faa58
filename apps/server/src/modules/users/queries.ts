// SQL of the users module: the current user with role, administered federation and staff units joined.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs, organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** One row: the user and every nested object of the contract's user, each null when not joined. */
export async function findUserProfile(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({
      user: users,
      role: { id: roles.id, name: roles.name, type: roles.type, permission: roles.permission },
      federation: { id: federations.id, name: federations.name, code: federations.code },
      organization: {
        id: organizations.id,
        name: organizations.name,
        organizationType: organizations.organizationType,
      },
      department: {
        id: departments.id,
        name: departments.name,
        organizationType: departments.organizationType,
      },
      group: {
        id: groups.id,
        name: groups.name,
        organizationType: groups.organizationType,
        allowSports: groups.allowSports,
      },
      job: { id: jobs.id, name: jobs.name, organizationType: jobs.organizationType },
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, eq(federations.id, users.nfAdminFederationId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(eq(users.id, params.id))
    .limit(1);
  return row;
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;
