// Rules of the job information (spec §2 job-information step, §7): the world federation's organisation
// chart; the organisation > department > group > job of a WSK user, set by themselves during sign-up or by
// a WSK administrator; the federation and position of an NF user, their own only while the NF role awaits
// approval (the approval confirms the federation).
import type {
  nfJobInformationBodySchema,
  nfViewerJobBodySchema,
  OrganizationChart,
  wskJobInformationBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { PERMISSIONS, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import {
  findOrganizationChartLevels,
  findRequestedRoleForUpdate,
  findUnitParents,
  isChoosableFederation,
  updateUserJob,
} from './job-information-queries';
import { markSteps } from './progress';
import { getCurrentUser, USER_NOT_FOUND_MESSAGE, type UsersDeps } from './service';

export const CHOOSE_ORGANIZATION_MESSAGE = 'Choose an organisation';
export const CHOOSE_DEPARTMENT_MESSAGE = 'Choose a department of this organisation';
export const CHOOSE_GROUP_MESSAGE = 'Choose a group of this department';
export const CHOOSE_JOB_MESSAGE = 'Choose a job of this group';
export const CHOOSE_FEDERATION_MESSAGE = 'Choose a national federation';
export const NF_FEDERATION_FIXED_MESSAGE = 'Your federation can only be changed by the world federation';

type WskJobInformation = z.output<typeof wskJobInformationBodySchema>;
type NfJobInformation = z.output<typeof nfJobInformationBodySchema>;
type NfViewerJob = z.output<typeof nfViewerJobBodySchema>;

type JobDeps = Pick<UsersDeps, 'db' | 'config'>;

type UnitRow = { id: number; name: string; organizationType: string | null };
const unitOf = (row: UnitRow) => ({ id: row.id, name: row.name, organization_type: row.organizationType });

/** Rows that share a parent, in the order they came (by name). */
function byParent<T extends { parentId: number | null }>(rows: readonly T[]): Map<number, T[]> {
  const children = new Map<number, T[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  return children;
}

/** The whole chart as a tree, each level ordered by name; units without a parent are not part of it. */
export async function getOrganizationChart(db: Database): Promise<OrganizationChart> {
  const { organizationRows, departmentRows, groupRows, jobRows } = await findOrganizationChartLevels(db);
  const departmentsOf = byParent(departmentRows);
  const groupsOf = byParent(groupRows);
  const jobsOf = byParent(jobRows);
  return {
    organizations: organizationRows.map((organization) => ({
      ...unitOf(organization),
      departments: (departmentsOf.get(organization.id) ?? []).map((department) => ({
        ...unitOf(department),
        groups: (groupsOf.get(department.id) ?? []).map((group) => ({
          ...unitOf(group),
          allow_sports: group.allowSports,
          jobs: (jobsOf.get(group.id) ?? []).map(unitOf),
        })),
      })),
    })),
  };
}

const isWskAdministrator = (caller: AccessClaims) =>
  caller.role === ROLE_TYPES.WSK_ADMIN && caller.permission === PERMISSIONS.ADMIN;

/**
 * Who may set user `id`'s job information, checked inside the write's transaction: an approved WSK
 * administrator anyone (an unknown user is a 404), a user their own when they asked for a role of `type`
 * (approved or not, unless `pendingOnly`). Everyone else is refused.
 */
async function authorizeJobWrite(
  tx: Database,
  caller: AccessClaims,
  id: number,
  own: { readonly type: RoleType; readonly pendingOnly?: { readonly message: string } },
): Promise<void> {
  if (isWskAdministrator(caller)) {
    if (!(await findRequestedRoleForUpdate(tx, { id }))) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    return;
  }
  if (id !== caller.userId) throw new Forbidden();
  const requested = await findRequestedRoleForUpdate(tx, { id });
  if (requested?.type !== own.type) throw new Forbidden();
  if (own.pendingOnly && requested.status !== 'pending') throw new Forbidden(own.pendingOnly.message);
}

/** 400 on the first chosen unit that does not exist or is not inside the one before it. */
async function assertUnitChain(tx: Database, body: WskJobInformation): Promise<void> {
  const parents = await findUnitParents(tx, body);
  if (parents.organization !== body.organization) {
    throw new Invalid({ organization: [CHOOSE_ORGANIZATION_MESSAGE] });
  }
  if (parents.department !== body.organization) {
    throw new Invalid({ department: [CHOOSE_DEPARTMENT_MESSAGE] });
  }
  if (parents.group !== body.department) throw new Invalid({ group: [CHOOSE_GROUP_MESSAGE] });
  if (parents.job !== body.group) throw new Invalid({ job: [CHOOSE_JOB_MESSAGE] });
}

/**
 * Sets a WSK user's organisation, department, group and job; `complete` marks the job-information step.
 * Either way the registration may now be complete (the group decides whether sports are asked for).
 */
export async function editWskJobInformation(
  deps: JobDeps,
  caller: AccessClaims,
  id: number,
  body: WskJobInformation,
): Promise<User> {
  await deps.db.transaction(async (tx) => {
    await authorizeJobWrite(tx, caller, id, { type: ROLE_TYPES.WSK_ADMIN });
    await assertUnitChain(tx, body);
    await updateUserJob(tx, {
      id,
      values: {
        organizationId: body.organization,
        departmentId: body.department,
        groupId: body.group,
        jobId: body.job,
      },
    });
    await markSteps(tx, id, body.complete ? { stepJobInformation: true } : {});
  });
  return getCurrentUser(deps.db, id, deps.config);
}

/** Sets the federation an NF user works for and, when given, their position. */
export async function editNfJobInformation(
  deps: JobDeps,
  caller: AccessClaims,
  id: number,
  body: NfJobInformation,
): Promise<User> {
  await deps.db.transaction(async (tx) => {
    await authorizeJobWrite(tx, caller, id, {
      type: ROLE_TYPES.NF_ADMIN,
      pendingOnly: { message: NF_FEDERATION_FIXED_MESSAGE },
    });
    if (!(await isChoosableFederation(tx, { id: body.nf_admin_federation }))) {
      throw new Invalid({ nf_admin_federation: [CHOOSE_FEDERATION_MESSAGE] });
    }
    await updateUserJob(tx, {
      id,
      values: {
        nfAdminFederationId: body.nf_admin_federation,
        ...(body.position !== undefined && { position: positionOf(body.position) }),
      },
    });
    await markSteps(tx, id, {});
  });
  return getCurrentUser(deps.db, id, deps.config);
}

/** An NF user sets their own position. */
export async function setNfPosition(
  deps: JobDeps,
  caller: AccessClaims,
  id: number,
  body: NfViewerJob,
): Promise<User> {
  if (id !== caller.userId) throw new Forbidden();
  await deps.db.transaction(async (tx) => {
    const requested = await findRequestedRoleForUpdate(tx, { id });
    if (requested?.type !== ROLE_TYPES.NF_ADMIN) throw new Forbidden();
    if (body.position !== undefined) {
      await updateUserJob(tx, { id, values: { position: positionOf(body.position) } });
    }
  });
  return getCurrentUser(deps.db, id, deps.config);
}

/** A blank position is no position. */
const positionOf = (position: string | null) => position?.trim() || null;
