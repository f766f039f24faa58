// SQL of the users module: a user with role, federations, legal guardian and staff units joined (scoped for
// NF administrators), contact look-ups, the sign-up insert, updates and the erasure of a deleted account.
import { WSK_ID_STATUSES } from '@portal/contract/constants';
import type { Permission, RoleType } from '@portal/contract/roles';
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, preparedPerDatabase } from '../../db/client';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs, organizations } from '../../db/schema/organizations';
import {
  antiDopingCertificates,
  legalGuardians,
  passports,
  postalAddresses,
} from '../../db/schema/personal-details';
import {
  type RegistrationProgressRow,
  type RegistrationSteps,
  registrationProgresses,
} from '../../db/schema/registration';
import { roles } from '../../db/schema/roles';
import { userSocialLinks } from '../../db/schema/social';
import { supportMessages } from '../../db/schema/support';
import { userSports } from '../../db/schema/user-sports';
import { type NewUserRow, type RoleStatus, users } from '../../db/schema/users';
import { wskIdRecords } from '../../db/schema/wsk-ids';
import { organizationColumns, staffUnitColumns } from './unit-columns';

/** The user's own national federation, beside the one an NF administrator administers. */
const nationalFederations = alias(federations, 'national_federations');

const userProfileQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      role: { id: roles.id, name: roles.name, type: roles.type, permission: roles.permission },
      federation: { id: federations.id, name: federations.name, code: federations.code },
      nationalFederation: {
        id: nationalFederations.id,
        name: nationalFederations.name,
        code: nationalFederations.code,
      },
      legalGuardian: {
        id: legalGuardians.id,
        firstName: legalGuardians.firstName,
        lastName: legalGuardians.lastName,
        relation: legalGuardians.relation,
        email: legalGuardians.email,
        phone: legalGuardians.phone,
        antiDopingAcknowledgedAt: legalGuardians.antiDopingAcknowledgedAt,
      },
      organization: organizationColumns,
      ...staffUnitColumns,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, eq(federations.id, users.nfAdminFederationId))
    .leftJoin(nationalFederations, eq(nationalFederations.id, users.federationId))
    .leftJoin(legalGuardians, eq(legalGuardians.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('find_user_profile'),
);

/** The live user with this id, with every nested object of the contract's user (prepared: `me/` reads it). */
export async function findUserProfile(db: Database, params: { readonly id: number }) {
  const [row] = await userProfileQuery(db).execute({ id: params.id });
  return row;
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export async function findRoleId(
  db: Database,
  params: { readonly type: RoleType; readonly permission: Permission | null },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.type, params.type),
        params.permission === null ? isNull(roles.permission) : eq(roles.permission, params.permission),
      ),
    )
    .limit(1);
  return row?.id;
}

export interface AccountRow {
  readonly id: number;
  readonly email: string | null;
  readonly phone: string | null;
  readonly emailVerified: boolean;
  readonly phoneVerified: boolean;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly registrationCompleted: boolean;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
  phoneVerified: users.phoneVerified,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  registrationCompleted: users.registrationCompleted,
};

/** A live account by id. */
export async function findAccountById(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)))
    .limit(1);
  return row as AccountRow | undefined;
}

/**
 * The account (live or not) holding this e-mail (any case) or phone, but `exceptId`: duplicates of
 * sign-up and updates, and the account of a password recovery.
 */
export async function findAccountByContact(
  db: Database,
  params: ({ readonly email: string } | { readonly phone: string }) & { readonly exceptId?: number },
) {
  const where: SQL =
    'email' in params
      ? eq(sql`lower(${users.email})`, params.email.toLowerCase())
      : eq(users.phone, params.phone);
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(where, params.exceptId === undefined ? undefined : ne(users.id, params.exceptId)))
    .limit(1);
  return row as AccountRow | undefined;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('The user insert returned no row');
  return row.id;
}

export async function updateUserRow(
  db: Database,
  params: { readonly id: number; readonly values: Partial<NewUserRow> },
): Promise<void> {
  await db.update(users).set(params.values).where(eq(users.id, params.id));
}

/** Sets a contact's verified flag, only while the contact is still the one the code was sent to. */
export async function markContactVerified(
  db: Database,
  params: { readonly id: number; readonly kind: 'email' | 'phone'; readonly target: string },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(params.kind === 'email' ? { emailVerified: true } : { phoneVerified: true })
    .where(
      and(
        eq(users.id, params.id),
        params.kind === 'email' ? eq(users.email, params.target) : eq(users.phone, params.target),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Erases the personal data of a deleted account; the row stays, anonymised, for financial records. */
export async function anonymiseUser(db: Database, params: { readonly id: number; readonly now: Date }) {
  await db
    .update(users)
    .set({
      email: null,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      passwordHash: null,
      firstName: '',
      lastName: '',
      middleName: null,
      stageName: null,
      avatar: null,
      activeUntilDate: null,
      antiDopingYearIssued: null,
      birthday: null,
      gender: null,
      wskId: null,
      ageGroup: null,
      position: null,
      deletedAt: params.now,
    })
    .where(eq(users.id, params.id));
}

/**
 * Gives the user a role with its approval state, only while their registration is not completed or their
 * current role is `keepableRoleId` (the guest's); false when that condition does not hold (or no user).
 */
export async function assignRoleIfAllowed(
  db: Database,
  params: {
    readonly id: number;
    readonly roleId: number;
    readonly roleStatus: RoleStatus;
    readonly keepableRoleId: number | undefined;
  },
): Promise<boolean> {
  // One conditional update: the rule is checked against the row as it is when written.
  const rows = await db
    .update(users)
    .set({ roleId: params.roleId, roleStatus: params.roleStatus })
    .where(
      and(
        eq(users.id, params.id),
        isNull(users.deletedAt),
        or(
          eq(users.registrationCompleted, false),
          params.keepableRoleId === undefined ? undefined : eq(users.roleId, params.keepableRoleId),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Creates the user's registration progress unless it exists (at sign-up, or lazily on first read). */
export async function insertProgressIfMissing(
  db: Database,
  params: { readonly userId: number; readonly steps?: RegistrationSteps },
): Promise<void> {
  await db
    .insert(registrationProgresses)
    .values({ userId: params.userId, ...params.steps })
    .onConflictDoNothing({ target: registrationProgresses.userId });
}

/** Sets step flags on the user's progress, creating the row when it is missing. */
export async function upsertProgressSteps(
  db: Database,
  params: { readonly userId: number; readonly steps: RegistrationSteps },
): Promise<void> {
  await db
    .insert(registrationProgresses)
    .values({ userId: params.userId, ...params.steps })
    .onConflictDoUpdate({ target: registrationProgresses.userId, set: { ...params.steps } });
}

/** The user's progress row; undefined when it has not been created yet. */
export async function findProgressByUser(
  db: Database,
  params: { readonly userId: number },
): Promise<RegistrationProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationProgresses)
    .where(eq(registrationProgresses.userId, params.userId))
    .limit(1);
  return row;
}

/** Sets step flags on the progress `id` only if it is the user's own; undefined otherwise. */
export async function updateOwnProgressSteps(
  db: Database,
  params: { readonly id: number; readonly userId: number; readonly steps: RegistrationSteps },
): Promise<RegistrationProgressRow | undefined> {
  const [row] = await db
    .update(registrationProgresses)
    .set({ ...params.steps })
    .where(and(eq(registrationProgresses.id, params.id), eq(registrationProgresses.userId, params.userId)))
    .returning();
  return row;
}

/**
 * Erases the personal records of the sign-up steps (account deletion): passport, postal address,
 * anti-doping certificate, legal guardian, social links, sports (with their palmares) and the user's
 * messages to support, those sent from the contact form with their e-mail address too. The user row itself is
 * anonymised by anonymiseUser.
 */
export async function erasePersonalRecords(
  db: Database,
  params: { readonly userId: number; readonly email: string | null },
): Promise<void> {
  const { userId, email } = params;
  await db.delete(passports).where(eq(passports.userId, userId));
  await db.delete(postalAddresses).where(eq(postalAddresses.userId, userId));
  await db.delete(antiDopingCertificates).where(eq(antiDopingCertificates.userId, userId));
  await db.delete(legalGuardians).where(eq(legalGuardians.userId, userId));
  await db.delete(userSocialLinks).where(eq(userSocialLinks.userId, userId));
  await db.delete(userSports).where(eq(userSports.userId, userId));
  await db
    .delete(supportMessages)
    .where(
      or(eq(supportMessages.userId, userId), email === null ? undefined : eq(supportMessages.email, email)),
    );
  // The person's WSK id record waits for a match again instead of pointing at an anonymised row.
  await db
    .update(wskIdRecords)
    .set({ status: WSK_ID_STATUSES.READY_TO_BE_MATCHED, userId: null })
    .where(eq(wskIdRecords.userId, userId));
}

/** The user's role as stored (requested or approved), locked for the caller's transaction. */
export async function lockUserRole(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({ type: roles.type, permission: roles.permission, roleStatus: users.roleStatus })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, params.id), isNull(users.deletedAt)))
    .limit(1)
    .for('update', { of: users });
  return row;
}

/**
 * Takes the user's role away: no role (the guard asks for one), no administered federation, the
 * registration to be completed again; the role step of the progress is unset with it.
 */
export async function clearRole(db: Database, params: { readonly id: number }): Promise<void> {
  await db
    .update(users)
    .set({
      roleId: null,
      roleStatus: 'approved',
      nfAdminFederationId: null,
      registrationCompleted: false,
      isValidForEvent: false,
    })
    .where(eq(users.id, params.id));
  await db
    .update(registrationProgresses)
    .set({ stepRoleGuestIsSelected: false })
    .where(eq(registrationProgresses.userId, params.id));
}
