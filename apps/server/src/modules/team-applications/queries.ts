// SQL of marathon team applications (decision 019): the open period, the application rows and their
// documents, the e-mail code's state, the review list (filtered and paged in SQL), the row lock of a
// decision, and the team an approval creates.
import type { TeamApplicationStatus } from '@portal/contract/team-application';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  teamApplicationDocuments,
  teamApplicationPeriods,
  teamApplications,
} from '../../db/schema/team-applications';
import { teams } from '../../db/schema/teams';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

/** The period whose days include `day` (YYYY-MM-DD); the latest starting one should two ever touch. */
export async function findPeriodOn(db: Database, day: string) {
  const [row] = await db
    .select({
      id: teamApplicationPeriods.id,
      name: teamApplicationPeriods.name,
      startsOn: teamApplicationPeriods.startsOn,
      endsOn: teamApplicationPeriods.endsOn,
    })
    .from(teamApplicationPeriods)
    .where(and(lte(teamApplicationPeriods.startsOn, day), gte(teamApplicationPeriods.endsOn, day)))
    .orderBy(desc(teamApplicationPeriods.startsOn), desc(teamApplicationPeriods.id))
    .limit(1);
  return row ?? null;
}

/** Whether a team already has this name, whatever the case. */
export async function isTeamNameTaken(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(sql`lower(${teams.name})`, name.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function insertApplication(
  db: Database,
  values: typeof teamApplications.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db.insert(teamApplications).values(values).returning({ id: teamApplications.id });
  if (!row) throw new Error('The team application insert returned no row');
  return row;
}

export async function insertDocuments(
  db: Database,
  params: { readonly applicationId: number; readonly keys: readonly string[] },
): Promise<void> {
  if (params.keys.length === 0) return;
  await db
    .insert(teamApplicationDocuments)
    .values(params.keys.map((uploadKey) => ({ applicationId: params.applicationId, uploadKey })))
    .onConflictDoNothing();
}

/** Stores a new code (its tries start again). */
export async function storeCode(
  db: Database,
  params: { readonly id: number; readonly hash: string; readonly expiresAt: Date; readonly sentAt: Date },
): Promise<void> {
  await db
    .update(teamApplications)
    .set({ codeHash: params.hash, codeExpiresAt: params.expiresAt, codeTries: 0, codeSentAt: params.sentAt })
    .where(eq(teamApplications.id, params.id));
}

const lockedColumns = {
  id: teamApplications.id,
  status: teamApplications.status,
  teamName: teamApplications.teamName,
  countryCode: teamApplications.countryCode,
  contactEmail: teamApplications.contactEmail,
  contactPhone: teamApplications.contactPhone,
  adminFirstName: teamApplications.adminFirstName,
  adminLastName: teamApplications.adminLastName,
  adminEmail: teamApplications.adminEmail,
  applicantUserId: teamApplications.applicantUserId,
  codeHash: teamApplications.codeHash,
  codeExpiresAt: teamApplications.codeExpiresAt,
  codeTries: teamApplications.codeTries,
  codeSentAt: teamApplications.codeSentAt,
};

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** The application, locked until the caller's transaction ends, so decisions on it run one at a time. */
export async function lockApplication(db: Database, id: number) {
  const [row] = await db
    .select(lockedColumns)
    .from(teamApplications)
    .where(eq(teamApplications.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The drafts of a (lower-case) contact e-mail that have a code, locked for the confirmation. */
export async function lockDraftsWithCodeOf(db: Database, email: string) {
  return db
    .select(lockedColumns)
    .from(teamApplications)
    .where(
      and(
        eq(teamApplications.contactEmail, email),
        eq(teamApplications.status, 'draft'),
        isNotNull(teamApplications.codeHash),
      ),
    )
    .orderBy(teamApplications.id)
    .for('update');
}

/** Counts one wrong try on each of these applications' codes. */
export async function countWrongTry(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(teamApplications)
    .set({ codeTries: sql`${teamApplications.codeTries} + 1` })
    .where(inArray(teamApplications.id, [...ids]));
}

/** The draft becomes submitted; its code is spent. */
export async function submitApplication(db: Database, params: { readonly id: number; readonly now: Date }) {
  await db
    .update(teamApplications)
    .set({
      status: 'submitted',
      submittedAt: params.now,
      codeHash: null,
      codeExpiresAt: null,
      codeTries: 0,
    })
    .where(and(eq(teamApplications.id, params.id), eq(teamApplications.status, 'draft')));
}

export async function setDecision(
  db: Database,
  params: {
    readonly id: number;
    readonly status: TeamApplicationStatus;
    readonly reason?: string | null;
    readonly teamId?: number | null;
    readonly decidedBy: number;
    readonly decidedAt: Date;
  },
): Promise<void> {
  await db
    .update(teamApplications)
    .set({
      status: params.status,
      ...(params.reason !== undefined && { reason: params.reason }),
      ...(params.teamId !== undefined && { teamId: params.teamId }),
      decidedBy: params.decidedBy,
      decidedAt: params.decidedAt,
      codeHash: null,
      codeExpiresAt: null,
    })
    .where(eq(teamApplications.id, params.id));
}

/** A new team; null when a team took the name meanwhile (the unique index on lower(name)). */
export async function insertTeam(
  db: Database,
  values: Pick<
    typeof teams.$inferInsert,
    'name' | 'countryCode' | 'adminUserId' | 'contactEmail' | 'contactPhone'
  >,
): Promise<number | null> {
  const [row] = await db.insert(teams).values(values).onConflictDoNothing().returning({ id: teams.id });
  return row?.id ?? null;
}

// Reading ---------------------------------------------------------------------------------------------------

const applicants = alias(users, 'applicants');
const deciders = alias(users, 'deciders');

export interface ApplicationFilters {
  readonly status?: TeamApplicationStatus | undefined;
  readonly country?: string | undefined;
  readonly period?: number | undefined;
  readonly search?: string | undefined;
  readonly applicantUserId?: number | undefined;
  readonly id?: number | undefined;
}

function whereOf(filters: ApplicationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.id !== undefined) conditions.push(eq(teamApplications.id, filters.id));
  if (filters.status !== undefined) conditions.push(eq(teamApplications.status, filters.status));
  if (filters.country !== undefined) conditions.push(eq(teamApplications.countryCode, filters.country));
  if (filters.period !== undefined) conditions.push(eq(teamApplications.periodId, filters.period));
  if (filters.applicantUserId !== undefined) {
    conditions.push(eq(teamApplications.applicantUserId, filters.applicantUserId));
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(teamApplications.teamName, pattern),
        ilike(teamApplications.contactEmail, pattern),
        ilike(teamApplications.adminEmail, pattern),
        ilike(sql`${teamApplications.adminFirstName} || ' ' || ${teamApplications.adminLastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Applications matching the filters, newest first, one page of them. */
export async function listApplications(
  db: Database,
  filters: ApplicationFilters,
  page: { readonly limit: number; readonly offset: number } | null = null,
) {
  const query = db
    .select({
      id: teamApplications.id,
      period: { id: teamApplicationPeriods.id, name: teamApplicationPeriods.name },
      teamName: teamApplications.teamName,
      countryCode: teamApplications.countryCode,
      contactEmail: teamApplications.contactEmail,
      contactPhone: teamApplications.contactPhone,
      adminFirstName: teamApplications.adminFirstName,
      adminLastName: teamApplications.adminLastName,
      adminEmail: teamApplications.adminEmail,
      status: teamApplications.status,
      reason: teamApplications.reason,
      applicant: { id: applicants.id, firstName: applicants.firstName, lastName: applicants.lastName },
      team: { id: teams.id, name: teams.name },
      createdAt: teamApplications.createdAt,
      submittedAt: teamApplications.submittedAt,
      decidedAt: teamApplications.decidedAt,
      decider: { id: deciders.id, firstName: deciders.firstName, lastName: deciders.lastName },
    })
    .from(teamApplications)
    .innerJoin(teamApplicationPeriods, eq(teamApplicationPeriods.id, teamApplications.periodId))
    .leftJoin(applicants, eq(applicants.id, teamApplications.applicantUserId))
    .leftJoin(teams, eq(teams.id, teamApplications.teamId))
    .leftJoin(deciders, eq(deciders.id, teamApplications.decidedBy))
    .where(whereOf(filters))
    .orderBy(desc(teamApplications.id))
    .$dynamic();
  return page === null ? query : query.limit(page.limit).offset(page.offset);
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

export async function countApplications(db: Database, filters: ApplicationFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamApplications).where(whereOf(filters));
  return row?.total ?? 0;
}

/** The uploaded documents of these applications (for a page of the list: one query). */
export async function documentsOf(db: Database, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: teamApplicationDocuments.applicationId,
      key: fileUploads.key,
      contentType: fileUploads.contentType,
    })
    .from(teamApplicationDocuments)
    .innerJoin(fileUploads, eq(fileUploads.key, teamApplicationDocuments.uploadKey))
    .where(
      and(
        inArray(teamApplicationDocuments.applicationId, [...applicationIds]),
        isNotNull(fileUploads.uploadedAt),
      ),
    )
    .orderBy(teamApplicationDocuments.applicationId, teamApplicationDocuments.createdAt, fileUploads.key);
}
