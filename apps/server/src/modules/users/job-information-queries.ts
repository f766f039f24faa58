// SQL of the job information: the organisation chart level by level, the parents of the chosen units,
// the role a user asked for (whatever its approval), and the updates of a user's units and NF job.
import type { RoleType } from '@portal/contract/roles';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs, organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { type RoleStatus, users } from '../../db/schema/users';
import { departmentColumns, groupColumns, jobColumns, organizationColumns } from './unit-columns';

/** Every unit of the chart, one query per level, each ordered by name (then id, for a stable order). */
export async function findOrganizationChartLevels(db: Database) {
  const organizationRows = await db
    .select(organizationColumns)
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.id));
  const departmentRows = await db
    .select({ ...departmentColumns, parentId: departments.organizationId })
    .from(departments)
    .orderBy(asc(departments.name), asc(departments.id));
  const groupRows = await db
    .select({ ...groupColumns, parentId: groups.departmentId })
    .from(groups)
    .orderBy(asc(groups.name), asc(groups.id));
  const jobRows = await db
    .select({ ...jobColumns, parentId: jobs.groupId })
    .from(jobs)
    .orderBy(asc(jobs.name), asc(jobs.id));
  return { organizationRows, departmentRows, groupRows, jobRows };
}

/**
 * For each chosen unit, whether it exists and the parent it belongs to: `organization` is the
 * organisation's id when it exists, the others their parent's id (null when unknown or without a parent).
 */
export async function findUnitParents(
  db: Database,
  params: {
    readonly organization: number;
    readonly department: number;
    readonly group: number;
    readonly job: number;
  },
) {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, params.organization));
  const [department] = await db
    .select({ parentId: departments.organizationId })
    .from(departments)
    .where(eq(departments.id, params.department));
  const [group] = await db
    .select({ parentId: groups.departmentId })
    .from(groups)
    .where(eq(groups.id, params.group));
  const [job] = await db.select({ parentId: jobs.groupId }).from(jobs).where(eq(jobs.id, params.job));
  return {
    organization: organization?.id ?? null,
    department: department?.parentId ?? null,
    group: group?.parentId ?? null,
    job: job?.parentId ?? null,
  };
}

/**
 * The role a live user asked for (users.role_id, approved or not) and its approval state, locking the
 * user's row for the rest of the transaction so that an approval cannot slip in between check and write.
 * undefined when there is no such user; type null when the user has no role yet.
 */
export async function findRequestedRoleForUpdate(
  db: Database,
  params: { readonly id: number },
): Promise<{ readonly type: RoleType | null; readonly status: RoleStatus } | undefined> {
  const [row] = await db
    .select({ type: roles.type, status: users.roleStatus })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)))
    .limit(1)
    .for('update', { of: users });
  return row;
}

/** Whether `id` is a federation other than the default one ("no federation"). */
export async function isChoosableFederation(db: Database, params: { readonly id: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: federations.id })
    .from(federations)
    .where(and(eq(federations.id, params.id), eq(federations.isDefault, false)))
    .limit(1);
  return row !== undefined;
}

/** Sets a live user's job fields; false when there is no such user. */
export async function updateUserJob(
  db: Database,
  params: {
    readonly id: number;
    readonly values: Partial<{
      organizationId: number;
      departmentId: number;
      groupId: number;
      jobId: number;
      nfAdminFederationId: number;
      position: string | null;
    }>;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
