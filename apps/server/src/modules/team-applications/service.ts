// Rules of marathon team applications (decision 019): the period open today; applying (with or without an
// account) while one is, for a team name no team has; the code e-mailed to the contact and its
// confirmation; who reads which applications; withdrawing; WSK administrators' decision, where an approval
// creates the team and its administrator's account in one transaction and a rejection e-mails its reason.
// E-mails go out after the commit.

import { CONFIRMATION_CODE_RESEND_SECONDS } from '@portal/contract/endpoints/verification';
import type { Paged } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import {
  mayChangeApplicationStatus,
  TEAM_APPLICATION_MESSAGES,
  type TeamApplication,
  type TeamApplicationDecision,
  type TeamApplicationPeriod,
  type TeamApplicationReceipt,
  type TeamApplicationStatus,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from '@portal/contract/team-application';
import type { PresignedUpload } from '@portal/contract/user';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { NON_FIELD_ERRORS } from '../../platform/http/error-handler';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, type PageRequest } from '../../platform/http/paging';
import type { Messaging } from '../../platform/messaging/messaging';
import { teamApplicationCodeEmail, teamApplicationRejectedEmail } from '../../platform/messaging/templates';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { throttle } from '../../platform/rate-limit/throttle';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/service';
import { fullName } from '../events/people-service';
import { attachOwnerlessUploads, signedStoredFile } from '../uploads/attach';
import { presignUpload } from '../uploads/service';
import { findOrCreateTeamAdministrator, sendTeamAdministratorInvitation } from '../users/invitations';
import { CODE_MESSAGES } from '../verification/codes';
import { assertResendAllowed, codeMatches, isLiveCode, newApplicationCode } from './codes';
import * as queries from './queries';

export interface TeamApplicationsServiceDeps {
  readonly db: Database;
  readonly config: Config;
  readonly messaging: Messaging;
  readonly storage: FileStorage;
  readonly rateLimitStore: RateLimitStore;
}

/** Calls of one client address in an hour that need no account: applications, document uploads, codes sent. */
export const PUBLIC_LIMITS = {
  applications: 10,
  documents: 60,
  codes: 20,
  windowMs: 60 * 60 * 1000,
} as const;
export const PUBLIC_THROTTLED_MESSAGE = 'Too many requests from this address; try again later';

/** Counts one no-token call of `kind` from the address; refuses it (429) past the hour's limit. */
function throttleAddress(
  store: RateLimitStore,
  kind: 'applications' | 'documents' | 'codes',
  clientAddress: string,
) {
  return throttle(store, `team-application-${kind}:${clientAddress}`, {
    limit: PUBLIC_LIMITS[kind],
    windowMs: PUBLIC_LIMITS.windowMs,
    message: PUBLIC_THROTTLED_MESSAGE,
  });
}

const DOCUMENT_PURPOSE = 'team_application_document';

const notFound = () => new NotFound(TEAM_APPLICATION_MESSAGES.APPLICATION_NOT_FOUND);
const nonField = (message: string) => new Invalid({ [NON_FIELD_ERRORS]: [message] }, message);
const nameTaken = () => new Invalid({ team_name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] });

/** Today as a UTC calendar day, YYYY-MM-DD. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;
const isWskAdmin = (caller: AccessClaims) => isWskStaff(caller) && caller.permission === 'admin';

// Periods ---------------------------------------------------------------------------------------------------

/** The period open today (UTC); all null when teams cannot apply. */
export async function currentPeriod(db: Database, now = new Date()): Promise<TeamApplicationPeriod> {
  const period = await queries.findPeriodOn(db, utcDay(now));
  return period
    ? { id: period.id, name: period.name, starts_on: period.startsOn, ends_on: period.endsOn }
    : { id: null, name: null, starts_on: null, ends_on: null };
}

// Applying --------------------------------------------------------------------------------------------------

/** A single-use upload URL for an application document, without a token: the upload has no owner. */
export async function presignDocument(
  deps: Pick<TeamApplicationsServiceDeps, 'db' | 'config' | 'storage' | 'rateLimitStore'>,
  body: { readonly file_name: string },
  clientAddress: string,
): Promise<PresignedUpload> {
  await throttleAddress(deps.rateLimitStore, 'documents', clientAddress);
  return presignUpload(deps, {
    ownerUserId: null,
    fileName: body.file_name,
    purpose: DOCUMENT_PURPOSE,
    isPrivate: true,
  });
}

export interface ApplicationBody {
  readonly team_name: string;
  readonly country_code: string;
  readonly contact_email: string;
  readonly contact_phone: string;
  readonly administrator_first_name: string;
  readonly administrator_last_name: string;
  readonly administrator_email: string;
  readonly documents: readonly string[];
}

const receiptOf = (row: {
  id: number;
  status: TeamApplicationStatus;
  contactEmail: string;
  teamName: string;
}): TeamApplicationReceipt => ({
  id: row.id,
  status: row.status,
  contact_email: row.contactEmail,
  team_name: row.teamName,
});

/**
 * Applies with a team while a period is open: a draft with its documents and a code, which is e-mailed to
 * the contact once the transaction has committed. `caller` (a signed-in applicant) is recorded.
 */
export async function apply(
  deps: TeamApplicationsServiceDeps,
  caller: AccessClaims | null,
  body: ApplicationBody,
  clientAddress: string,
): Promise<TeamApplicationReceipt> {
  // A signed-in applicant is known; the throttle is for the calls no account stands behind.
  if (!caller) await throttleAddress(deps.rateLimitStore, 'applications', clientAddress);
  const contactEmail = body.contact_email.toLowerCase();
  const teamName = body.team_name.trim();
  const { id, code } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const period = await queries.findPeriodOn(tx, utcDay(now));
    if (!period) throw nonField(TEAM_APPLICATION_MESSAGES.PERIOD_CLOSED);
    if (await queries.isTeamNameTaken(tx, teamName)) throw nameTaken();
    const documents = [...new Set(body.documents)];
    const application = await queries.insertApplication(tx, {
      periodId: period.id,
      teamName,
      countryCode: body.country_code,
      contactEmail,
      contactPhone: body.contact_phone,
      adminFirstName: body.administrator_first_name,
      adminLastName: body.administrator_last_name,
      adminEmail: body.administrator_email.toLowerCase(),
      status: 'draft',
      applicantUserId: caller?.userId ?? null,
    });
    await attachOwnerlessUploads(tx, {
      keys: documents,
      purpose: DOCUMENT_PURPOSE,
      field: 'documents',
      message: TEAM_APPLICATION_MESSAGES.DOCUMENT_UNKNOWN,
      storage: deps.storage,
    });
    await queries.insertDocuments(tx, { applicationId: application.id, keys: documents });
    const issued = newApplicationCode(deps.config.jwtSecret, application.id, now);
    await queries.storeCode(tx, { id: application.id, ...issued });
    return { id: application.id, code: issued.code };
  });
  await sendCode(deps, { email: contactEmail, code, teamName });
  return { id, status: 'draft', contact_email: contactEmail, team_name: teamName };
}

function sendCode(
  deps: Pick<TeamApplicationsServiceDeps, 'config' | 'messaging'>,
  params: { readonly email: string; readonly code: string; readonly teamName: string },
): Promise<void> {
  return deps.messaging.mailer.send({
    to: params.email,
    ...teamApplicationCodeEmail(deps.config.publicUrl, params),
  });
}

/**
 * Sends a new code for a draft, to its contact e-mail only (404 when `email` is not the application's, as
 * for an unknown id); at most once per resend interval (429).
 */
export async function resendCode(
  deps: TeamApplicationsServiceDeps,
  applicationId: number,
  body: { readonly email: string },
  clientAddress: string,
): Promise<{ detail: string; resend_in: number }> {
  await throttleAddress(deps.rateLimitStore, 'codes', clientAddress);
  const email = body.email.toLowerCase();
  const sent = await deps.db.transaction(async (tx) => {
    const row = await queries.lockApplication(tx, applicationId);
    if (!row || row.contactEmail !== email) throw notFound();
    if (row.status !== 'draft') throw nonField(TEAM_APPLICATION_MESSAGES.ALREADY_CONFIRMED);
    const now = new Date();
    assertResendAllowed(row, now);
    const issued = newApplicationCode(deps.config.jwtSecret, row.id, now);
    await queries.storeCode(tx, { id: row.id, ...issued });
    return { code: issued.code, teamName: row.teamName };
  });
  await sendCode(deps, { email, ...sent });
  return { detail: TEAM_APPLICATION_MESSAGES.CODE_SENT, resend_in: CONFIRMATION_CODE_RESEND_SECONDS };
}

/**
 * Submits the draft of `email` whose live code is `code`. A wrong code counts a try on every live draft of
 * the address (committed before the 400); with no live code left the answer says to ask for a new one.
 */
export async function confirmEmail(
  deps: Pick<TeamApplicationsServiceDeps, 'db' | 'config'>,
  body: { readonly email: string; readonly code: string },
): Promise<TeamApplicationReceipt> {
  const email = body.email.toLowerCase();
  const outcome = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const drafts = await queries.lockDraftsWithCodeOf(tx, email);
    const live = drafts.filter((row) => isLiveCode(row, now));
    // Every live draft's hash is computed and compared, so the time taken does not tell which one matched.
    const matches = live.map((row) => codeMatches(deps.config.jwtSecret, row, body.code, now));
    const matched = live.find((_, index) => matches[index]);
    if (matched) {
      await queries.submitApplication(tx, { id: matched.id, now });
      return { kind: 'submitted', row: matched } as const;
    }
    if (live.length === 0) return { kind: 'dead', anyDraft: drafts.length > 0 } as const;
    await queries.countWrongTry(
      tx,
      live.map((row) => row.id),
    );
    return { kind: 'wrong' } as const;
  });
  switch (outcome.kind) {
    case 'submitted':
      return receiptOf({ ...outcome.row, status: 'submitted' });
    case 'dead':
      throw new Invalid({ code: [outcome.anyDraft ? CODE_MESSAGES.dead : CODE_MESSAGES.incorrect] });
    case 'wrong':
      throw new Invalid({ code: [CODE_MESSAGES.incorrect] });
  }
}

// Reading ---------------------------------------------------------------------------------------------------

type ReadDeps = Pick<TeamApplicationsServiceDeps, 'db' | 'config' | 'storage'>;

const personOf = (row: { id: number; firstName: string; lastName: string } | null) =>
  row === null ? null : { id: row.id, full_name: fullName(row) };

/** The applications of these rows with their documents, read in one query and given signed links. */
async function toApplications(deps: ReadDeps, rows: readonly queries.ApplicationRow[]) {
  const documents = await queries.documentsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  // Signing may be asynchronous (a bucket's presigned GETs): the documents' links are made first.
  const links = await Promise.all(documents.map((document) => signedStoredFile(deps, document)));
  return rows.map(
    (row): TeamApplication => ({
      id: row.id,
      period: row.period,
      team_name: row.teamName,
      country_code: row.countryCode,
      contact_email: row.contactEmail,
      contact_phone: row.contactPhone,
      administrator: {
        first_name: row.adminFirstName,
        last_name: row.adminLastName,
        email: row.adminEmail,
      },
      documents: links.filter((_, index) => documents[index]?.applicationId === row.id),
      status: row.status,
      reason: row.reason,
      applicant: personOf(row.applicant),
      team: row.team,
      created: row.createdAt.toISOString(),
      submitted: row.submittedAt?.toISOString() ?? null,
      decided: row.decidedAt?.toISOString() ?? null,
      decided_by: personOf(row.decider),
    }),
  );
}

async function readApplication(deps: ReadDeps, id: number): Promise<TeamApplication | null> {
  const rows = await queries.listApplications(deps.db, { id });
  const [application] = await toApplications(deps, rows);
  return application ?? null;
}

export interface ApplicationsQuery {
  readonly status?: TeamApplicationStatus | undefined;
  readonly country?: string | undefined;
  readonly period?: number | undefined;
  readonly search?: string | undefined;
}

/** WSK's review list (the contract lets WSK staff only), newest first, one page. */
export async function listApplications(
  deps: ReadDeps,
  query: ApplicationsQuery,
  page: PageRequest,
  requestUrl: string,
): Promise<Paged<TeamApplication>> {
  const filters = {
    status: query.status,
    country: query.country,
    period: query.period,
    search: query.search || undefined,
  };
  const [rows, total] = await Promise.all([
    queries.listApplications(deps.db, filters, page),
    queries.countApplications(deps.db, filters),
  ]);
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl,
    page,
    count: total,
    results: await toApplications(deps, rows),
  });
}

/** The applications the caller made while signed in, newest first. */
export async function listMyApplications(deps: ReadDeps, caller: AccessClaims): Promise<TeamApplication[]> {
  const rows = await queries.listApplications(deps.db, { applicantUserId: caller.userId });
  return toApplications(deps, rows);
}

/** One application: WSK staff, or its signed-in applicant; 404 for anyone else. */
export async function getApplication(
  deps: ReadDeps,
  caller: AccessClaims,
  id: number,
): Promise<TeamApplication> {
  const application = await readApplication(deps, id);
  if (!application) throw notFound();
  if (!isWskStaff(caller) && application.applicant?.id !== caller.userId) throw notFound();
  return application;
}

// Withdrawing and deciding ----------------------------------------------------------------------------------

/**
 * Withdraws a draft or submitted application: its signed-in applicant or a WSK administrator (a WSK
 * viewer is 403; anyone else 404). The row stays, withdrawn. Audited.
 */
export async function withdrawApplication(
  deps: Pick<TeamApplicationsServiceDeps, 'db'>,
  caller: AccessClaims,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await queries.lockApplication(tx, id);
    if (!row) throw notFound();
    const isApplicant = row.applicantUserId === caller.userId;
    if (!isApplicant) {
      if (!isWskStaff(caller)) throw notFound();
      if (!isWskAdmin(caller)) throw new Forbidden();
    }
    if (!WITHDRAWABLE_APPLICATION_STATUSES.includes(row.status)) {
      throw nonField(TEAM_APPLICATION_MESSAGES.NOT_WITHDRAWABLE);
    }
    await queries.setDecision(tx, {
      id,
      status: 'withdrawn',
      decidedBy: caller.userId,
      decidedAt: new Date(),
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team_application.withdraw',
      details: { application: id, team_name: row.teamName, from: row.status, by_applicant: isApplicant },
    });
  });
}

/** What a decision leaves to do once its transaction has committed. */
type AfterCommit =
  | { readonly kind: 'invite'; readonly userId: number; readonly email: string; readonly teamName: string }
  | { readonly kind: 'rejected'; readonly email: string; readonly teamName: string; readonly reason: string };

/**
 * WSK administrators decide a submitted application, the row locked for the decision. Approving creates
 * the team (400 on `team_name` when a team has the name by now) with its administrator's account found or
 * created, then e-mails them a one-time sign-in link; rejecting stores the reason and e-mails it to the
 * contact. Audited.
 */
export async function changeStatus(
  deps: TeamApplicationsServiceDeps,
  caller: AccessClaims,
  id: number,
  body: { readonly status: TeamApplicationDecision; readonly reason?: string | undefined },
): Promise<TeamApplication> {
  const after = await deps.db.transaction(async (tx): Promise<AfterCommit> => {
    const row = await queries.lockApplication(tx, id);
    if (!row) throw notFound();
    if (!mayChangeApplicationStatus(row.status, body.status)) {
      throw new Invalid({ status: [TEAM_APPLICATION_MESSAGES.STATUS_NOT_ALLOWED] });
    }
    const now = new Date();
    if (body.status === 'rejected') {
      // The contract requires the reason of a rejection; checked again for a caller outside it.
      const reason = body.reason?.trim();
      if (!reason) throw new Invalid({ reason: [TEAM_APPLICATION_MESSAGES.REASON_REQUIRED] });
      await queries.setDecision(tx, {
        id,
        status: 'rejected',
        reason,
        decidedBy: caller.userId,
        decidedAt: now,
      });
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'team_application.reject',
        details: { application: id, team_name: row.teamName, reason },
      });
      return { kind: 'rejected', email: row.contactEmail, teamName: row.teamName, reason };
    }
    if (await queries.isTeamNameTaken(tx, row.teamName)) throw nameTaken();
    const admin = await findOrCreateTeamAdministrator(tx, {
      email: row.adminEmail,
      firstName: row.adminFirstName,
      lastName: row.adminLastName,
    });
    const teamId = await queries.insertTeam(tx, {
      name: row.teamName,
      countryCode: row.countryCode,
      adminUserId: admin.userId,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
    });
    if (teamId === null) throw nameTaken();
    await queries.setDecision(tx, {
      id,
      status: 'approved',
      reason: null,
      teamId,
      decidedBy: caller.userId,
      decidedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'team_application.approve',
      targetUserId: admin.userId,
      details: { application: id, team: teamId, team_name: row.teamName, account_created: admin.created },
    });
    return { kind: 'invite', userId: admin.userId, email: row.adminEmail, teamName: row.teamName };
  });
  if (after.kind === 'invite') {
    await sendTeamAdministratorInvitation(deps, after);
  } else {
    await deps.messaging.mailer.send({
      to: after.email,
      ...teamApplicationRejectedEmail(after.teamName, after.reason),
    });
  }
  const application = await readApplication(deps, id);
  if (!application) throw notFound();
  return application;
}
