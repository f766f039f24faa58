// Rules of the users module: sign-up, reading an account within the caller's scope, updating and deleting
// one's own, and the account look-ups the verification module builds on.
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { uploadKeySchema } from '@portal/contract/endpoints/uploads';
import type { SignUpBody, UpdateUserBody } from '@portal/contract/endpoints/users';
import { ROLE_TYPES } from '@portal/contract/roles';
import { AGE_GROUPS, type AgeGroup, type User } from '@portal/contract/user';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { NewUserRow } from '../../db/schema/users';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/password';
import type { AccessClaims } from '../../platform/auth/tokens';
import { type CaptchaVerifier, requireCaptcha } from '../../platform/captcha/captcha';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { deleteEmailJobsMentioning } from '../../platform/messaging/email-job';
import type { Messaging } from '../../platform/messaging/messaging';
import { deleteOutboxMessagesMentioning } from '../../platform/messaging/outbox';
import { DatabaseRateLimitStore, deleteRateLimitWindowsOf } from '../../platform/rate-limit/shared-stores';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import type { FileStorage } from '../../platform/storage/storage';
import { endUserSessions, forgetLoginLinks, openSession } from '../auth/service';
import { forgetTwoFactor } from '../auth/two-factor';
import { publicFileUrl } from '../uploads/attach';
import { forgetUploadsOf } from '../uploads/service';
import { deliverCode, forgetCodes, type IssuedCode, issueCode } from '../verification/codes';
import { requireUserReadAccess } from './access';
import {
  type AccountRow,
  anonymiseUser,
  erasePersonalRecords,
  findAccountByContact,
  findAccountById,
  findRoleId,
  findUserProfile,
  insertProgressIfMissing,
  insertUser,
  lockUserRole,
  markContactVerified,
  type UserProfileRow,
  updateUserRow,
  upsertProgressSteps,
} from './queries';

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this e-mail already exists';
export const DUPLICATE_PHONE_MESSAGE = 'A user with this phone number already exists';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

export interface UsersDeps {
  readonly db: Database;
  readonly config: Config;
  readonly messaging: Messaging;
  readonly captcha: CaptchaVerifier | null;
  readonly storage: FileStorage;
  readonly rateLimitStore: RateLimitStore;
}

/** What erasing an account needs; `log` takes what could not be forgotten after the commit. */
export type ErasureDeps = Pick<UsersDeps, 'db' | 'storage' | 'rateLimitStore'> & {
  readonly log: FastifyBaseLogger;
};

type Unit = { id: number; name: string; organizationType: string | null } | null;
/** An organisation unit of a joined row in the contract's shape. */
export const unitOf = (unit: Unit) =>
  unit ? { id: unit.id, name: unit.name, organization_type: unit.organizationType } : null;

/** A stored avatar is an upload key (served as a public file) or, on older rows, already a full link. */
export function avatarLink(config: Pick<Config, 'publicUrl'>, avatar: string | null): string | null {
  if (avatar === null || !uploadKeySchema.safeParse(avatar).success) return avatar;
  return publicFileUrl(config, avatar);
}

const ageGroupOf = (value: string | null): AgeGroup | null =>
  value === AGE_GROUPS.MINOR || value === AGE_GROUPS.ADULT ? value : null;

/** The row of findUserProfile in the contract's user shape. */
export function toUser(row: UserProfileRow, config: Pick<Config, 'publicUrl'>): User {
  const { user, role, federation, nationalFederation, legalGuardian, group } = row;
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
    avatar: avatarLink(config, user.avatar),
    role: role ? { id: role.id, name: role.name, type: role.type, permission: role.permission } : null,
    role_status: user.roleStatus,
    nf_admin_federation: federation
      ? { id: federation.id, name: federation.name, code: federation.code }
      : null,
    registration_completed: user.registrationCompleted,
    legal_guardian: legalGuardian
      ? {
          id: legalGuardian.id,
          first_name: legalGuardian.firstName,
          last_name: legalGuardian.lastName,
          relation: legalGuardian.relation,
          email: legalGuardian.email,
          phone: legalGuardian.phone,
          anti_doping_acknowledged: legalGuardian.antiDopingAcknowledgedAt !== null,
        }
      : null,
    national_federation: nationalFederation
      ? { id: nationalFederation.id, name: nationalFederation.name, code: nationalFederation.code }
      : null,
    position: user.position,
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
    age_group: ageGroupOf(user.ageGroup),
  };
}

/**
 * The user in the contract's shape. Pass `config` so a stored picture reads as its full public link;
 * callers without it get a same-origin link.
 */
export async function getCurrentUser(
  db: Database,
  userId: number,
  config: Pick<Config, 'publicUrl'>,
): Promise<User> {
  const row = await findUserProfile(db, { id: userId });
  // The access guard has just found the user's session, so only a concurrent deletion gets here.
  if (!row) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return toUser(row, config);
}

/** 400 {password} when the password is one of the most common ones. */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new Invalid({ [field]: [COMMON_PASSWORD_MESSAGE] });
}

/** 400 on `email` / `phone` when another account holds them (sign-up and updates say so on purpose). */
async function assertContactsFree(
  db: Database,
  contacts: { email?: string | undefined; phone?: string | undefined },
  exceptId?: number,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  const except = exceptId === undefined ? {} : { exceptId };
  if (contacts.email && (await findAccountByContact(db, { email: contacts.email, ...except }))) {
    fields.email = [DUPLICATE_EMAIL_MESSAGE];
  }
  if (contacts.phone && (await findAccountByContact(db, { phone: contacts.phone, ...except }))) {
    fields.phone = [DUPLICATE_PHONE_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
}

/** The body of sign-up as the contract's schema outputs it. */
type ParsedSignUp = Omit<SignUpBody, 'agreement'> & { readonly agreement: boolean };

/**
 * Creates a guest account and its confirmation code(s) in one transaction, sends the codes, and signs
 * the new user in.
 */
export async function signUp(
  deps: UsersDeps,
  body: ParsedSignUp,
  clientAddress: string,
): Promise<{ user: User; tokens: TokenSet }> {
  await requireCaptcha(deps.captcha, body.captcha, clientAddress);
  assertPasswordNotCommon(body.password);
  const email = body.email ? body.email.toLowerCase() : undefined;
  const phone = body.phone || undefined;
  await assertContactsFree(deps.db, { email, phone });
  const passwordHash = await hashPassword(body.password);
  // The session is opened with the account, so a failure leaves neither: a reply of 500 means no account.
  const { userId, issued, tokens } = await deps.db.transaction(async (tx) => {
    const roleId = await findRoleId(tx, { type: ROLE_TYPES.GUEST, permission: null });
    const id = await insertUser(tx, {
      email: email ?? null,
      phone: phone ?? null,
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash,
      roleId: roleId ?? null,
    });
    // The sign-up form's names are the main information step (§4); the guard reads the row at once.
    await insertProgressIfMissing(tx, {
      userId: id,
      steps: { stepUserMainInformation: hasMainInformation(body.first_name, body.last_name) },
    });
    const codes: IssuedCode[] = [];
    const secret = deps.config.jwtSecret;
    if (email)
      codes.push(await issueCode(tx, secret, { userId: id, purpose: 'confirm_email', target: email }));
    if (phone)
      codes.push(await issueCode(tx, secret, { userId: id, purpose: 'confirm_phone', target: phone }));
    const { sessionId: _, ...session } = await openSession({ ...deps, db: tx }, id);
    return { userId: id, issued: codes, tokens: session };
  });
  for (const code of issued) await deliverCode(deps, code);
  return { user: await getCurrentUser(deps.db, userId, deps.config), tokens };
}

/** The main information step (sign-up-operations, §4) is done once both names are filled in. */
const hasMainInformation = (firstName: string, lastName: string) =>
  firstName.trim() !== '' && lastName.trim() !== '';

/** One's own account, or one within the caller's read scope (users/access.ts): else 403 (WSK: 404). */
export async function getUser(
  deps: Pick<UsersDeps, 'db' | 'config'>,
  caller: AccessClaims,
  id: number,
): Promise<User> {
  await requireUserReadAccess(deps.db, caller, id);
  const row = await findUserProfile(deps.db, { id });
  if (!row) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return toUser(row, deps.config);
}

/** Updates one's own main information; a changed e-mail or phone is unconfirmed and gets a new code. */
export async function updateUser(
  deps: UsersDeps,
  caller: AccessClaims,
  id: number,
  body: UpdateUserBody,
): Promise<User> {
  if (id !== caller.userId) throw new Forbidden();
  const account = await findAccountById(deps.db, { id });
  if (!account) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  const email = body.email?.toLowerCase();
  const newEmail = email !== undefined && email !== account.email ? email : undefined;
  const newPhone = body.phone !== undefined && body.phone !== account.phone ? body.phone : undefined;
  await assertContactsFree(deps.db, { email: newEmail, phone: newPhone }, id);
  const values: Partial<NewUserRow> = {
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name }),
    ...(body.middle_name !== undefined && { middleName: body.middle_name }),
    ...(body.stage_name !== undefined && { stageName: body.stage_name }),
    ...(newEmail !== undefined && { email: newEmail, emailVerified: false }),
    ...(newPhone !== undefined && { phone: newPhone, phoneVerified: false }),
  };
  const issued = await deps.db.transaction(async (tx) => {
    if (Object.keys(values).length > 0) await updateUserRow(tx, { id, values });
    if (hasMainInformation(body.first_name ?? account.firstName, body.last_name ?? account.lastName))
      await upsertProgressSteps(tx, { userId: id, steps: { stepUserMainInformation: true } });
    const codes: IssuedCode[] = [];
    const secret = deps.config.jwtSecret;
    if (newEmail)
      codes.push(await issueCode(tx, secret, { userId: id, purpose: 'confirm_email', target: newEmail }));
    if (newPhone)
      codes.push(await issueCode(tx, secret, { userId: id, purpose: 'confirm_phone', target: newPhone }));
    return codes;
  });
  for (const code of issued) await deliverCode(deps, code);
  return getCurrentUser(deps.db, id, deps.config);
}

/**
 * Erases an account in one transaction (decisions 012 and 025): personal data and records erased, the row
 * kept anonymised (financial records point to it), uploads, codes, sign-in links and the two-factor secret
 * and backup codes forgotten, outbox messages, e-mail jobs and rate-limit windows naming their e-mail
 * address or phone deleted, every session ended; the stored files are removed, and the rate-limit store's
 * windows (Redis's) forgotten, once it has committed. `alongside` runs in the same transaction (an
 * administrator's audit row). False, with nothing changed, when there is no live account with this id.
 */
export async function eraseAccount(
  deps: ErasureDeps,
  id: number,
  alongside?: (tx: Database, role: NonNullable<Awaited<ReturnType<typeof lockUserRole>>>) => Promise<void>,
): Promise<boolean> {
  const erased = await deps.db.transaction(async (tx) => {
    // Locks the live row, so two deletions of one account cannot both go ahead.
    const role = await lockUserRole(tx, { id });
    if (!role) return null;
    const account = await findAccountById(tx, { id });
    const email = account?.email ?? null;
    await anonymiseUser(tx, { id, now: new Date() });
    await erasePersonalRecords(tx, { userId: id, email });
    // What the platform kept of their e-mail address and phone: messages, e-mail jobs, rate-limit windows.
    const contacts = [email, account?.phone ?? null].filter((contact) => contact !== null);
    await deleteOutboxMessagesMentioning(tx, contacts);
    await deleteEmailJobsMentioning(tx, contacts);
    await deleteRateLimitWindowsOf(tx, contacts);
    const forgotten = await forgetUploadsOf(tx, id);
    await forgetCodes(tx, id);
    await forgetLoginLinks(tx, id);
    await forgetTwoFactor(tx, id);
    await endUserSessions(tx, { userId: id, reason: 'account_deleted' });
    await alongside?.(tx, role);
    return { uploads: forgotten, contacts };
  });
  if (!erased) return false;
  // The database store's windows went with the transaction; another store's (Redis's) go now. Those end
  // within hours anyway, so a failure there is logged rather than failing a deletion that has happened.
  if (!(deps.rateLimitStore instanceof DatabaseRateLimitStore)) {
    await deps.rateLimitStore.forget(erased.contacts).catch((error: unknown) => {
      deps.log.error(
        { err: error, userId: id },
        'The rate-limit windows of an erased account were not forgotten',
      );
    });
  }
  // The rows are gone with the transaction; the stored files follow once it has committed.
  await erased.uploads.removeFiles(deps.storage);
  return true;
}

/** Deletes one's own account (eraseAccount). */
export async function deleteMe(deps: ErasureDeps, caller: AccessClaims, id: number): Promise<void> {
  if (id !== caller.userId) throw new Forbidden();
  // The access guard has just found the user's session, so only a concurrent deletion gets here.
  if (!(await eraseAccount(deps, id))) throw new NotFound(USER_NOT_FOUND_MESSAGE);
}

/** A live account by id (the verification module's look-up). */
export function getAccount(db: Database, id: number): Promise<AccountRow | undefined> {
  return findAccountById(db, { id });
}

/** The live account of an e-mail (any case) or phone number; undefined when there is none. */
export async function findAccount(
  db: Database,
  contact: { email: string } | { phone: string },
): Promise<AccountRow | undefined> {
  const account = await findAccountByContact(db, contact);
  return account && (account.email !== null || account.phone !== null) ? account : undefined;
}

/** Marks the e-mail or phone confirmed if it is still `target`; false when it changed meanwhile. */
export function confirmContact(
  db: Database,
  params: { id: number; kind: 'email' | 'phone'; target: string },
): Promise<boolean> {
  return markContactVerified(db, params);
}

/** Stores a new password hash for a user. */
export async function storePassword(db: Database, id: number, password: string): Promise<void> {
  await updateUserRow(db, { id, values: { passwordHash: await hashPassword(password) } });
}
