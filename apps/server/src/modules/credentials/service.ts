// Rules of accreditation (decision 017): an approved participant's credential and its printable card, to
// the person, their federation's NF staff and WSK staff (404 to others, 400 while not approved); and the
// check venue staff make by scanning the card, for WSK staff and the event's staff and LOC roster (403 to
// others). A check never fails on a bad token: the token's verdict, the address and the registration's
// status give the result, and every check is audited (without the token).

import { CREDENTIAL_MESSAGES, CREDENTIAL_TOKEN_PARAM } from '@portal/contract/endpoints/credentials';
import { uploadKeySchema } from '@portal/contract/endpoints/uploads';
import { EVENT_ROLE_LABELS } from '@portal/contract/event-parts';
import {
  CREDENTIAL_CHECK_MESSAGES,
  type Credential,
  type CredentialCheck,
  type CredentialCheckResult,
  type ParticipantStatus,
} from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, NotFound } from '../../platform/http/errors';
import { sniffContentType } from '../../platform/storage/sniff';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/service';
import { fullName } from '../events/people-service';
import { EventStateError, visibleTo } from '../events/service';
import { getParticipant } from '../participants/service';
import { avatarLink } from '../users/service';
import { type CardContent, renderCard } from './card';
import {
  type CredentialRow,
  type CredentialScope,
  findCheckedParticipant,
  findCredential,
  isOnEventRoster,
} from './queries';
import {
  addDays,
  type CredentialClaims,
  credentialExpiry,
  credentialKey,
  signCredentialToken,
  verifyCredentialToken,
} from './token';

export interface CredentialsDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
  /** Where profile pictures are read from for the card. */
  readonly storage: Pick<FileStorage, 'read'>;
}

export interface CredentialParams {
  readonly participantId: number;
}

/** The address of a check: the event, the person and the credential (the participant's id). */
export interface CheckParams {
  readonly id: number;
  readonly userId: number;
  readonly roleId: number;
}

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

// Credentials -----------------------------------------------------------------------------------------------

function scopeOf(caller: AccessClaims): CredentialScope {
  if (isWskStaff(caller)) return { kind: 'all' };
  return { kind: 'own', callerId: caller.userId, nfStaff: caller.role === ROLE_TYPES.NF_ADMIN };
}

/** The approved participant the caller may see: 404 when unseen, 400 while not approved. */
async function approvedCredential(
  deps: CredentialsDeps,
  caller: AccessClaims,
  participantId: number,
): Promise<CredentialRow> {
  const row = await findCredential(deps.db, {
    participantId,
    scope: scopeOf(caller),
    visible: visibleTo(caller),
  });
  if (!row) throw new NotFound(CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND);
  if (row.status !== 'approved') throw new EventStateError(CREDENTIAL_MESSAGES.NOT_APPROVED);
  return row;
}

/** The signed check address of a credential and when its token expires. */
async function checkAddress(deps: CredentialsDeps, row: CredentialRow, now: Date) {
  const claims: CredentialClaims = { event: row.event.id, user: row.user.id, participant: row.id };
  const validUntil = credentialExpiry(row.event.endsOn, row.event.timeZone);
  const token = await signCredentialToken(claims, credentialKey(deps.config.jwtSecret), {
    issuedAt: now,
    expiresAt: validUntil,
  });
  const query = new URLSearchParams({ [CREDENTIAL_TOKEN_PARAM]: token });
  return {
    url: `${deps.config.publicUrl}/guard-check/${claims.event}/${claims.user}/${claims.participant}?${query}`,
    validUntil,
  };
}

/** An approved participant's credential: what the card shows and its signed check address. */
export async function getCredential(
  deps: CredentialsDeps,
  caller: AccessClaims,
  params: CredentialParams,
  now = new Date(),
): Promise<Credential> {
  const row = await approvedCredential(deps, caller, params.participantId);
  const [participant, address] = await Promise.all([
    getParticipant(deps, caller, { id: row.event.id, participantId: row.id }),
    checkAddress(deps, row, now),
  ]);
  return {
    participant,
    event: {
      id: row.event.id,
      name: row.event.name,
      starts_on: row.event.startsOn,
      ends_on: row.event.endsOn,
      city: row.event.city,
    },
    role: EVENT_ROLE_LABELS[row.kind],
    check_url: address.url,
    valid_until: address.validUntil.toISOString(),
  };
}

/**
 * The profile picture for the card when it is a stored JPEG or PNG (judged by its bytes); null otherwise.
 * Older rows hold a full link instead of an upload key: it is never fetched.
 */
async function photoOf(
  storage: CredentialsDeps['storage'],
  avatar: string | null,
): Promise<CardContent['photo']> {
  if (avatar === null || !uploadKeySchema.safeParse(avatar).success) return null;
  const file = await storage.read(avatar);
  if (!file) return null;
  const bytes = Buffer.concat((await file.stream.toArray()) as Buffer[]);
  const type = await sniffContentType(bytes);
  if (type === 'image/jpeg') return { type: 'jpeg', bytes };
  if (type === 'image/png') return { type: 'png', bytes };
  return null;
}

/** The printable card of an approved participant's credential, as a PDF. */
export async function getCredentialPdf(
  deps: CredentialsDeps,
  caller: AccessClaims,
  params: CredentialParams,
  now = new Date(),
): Promise<{ readonly filename: string; readonly bytes: Uint8Array }> {
  const row = await approvedCredential(deps, caller, params.participantId);
  const [address, photo] = await Promise.all([
    checkAddress(deps, row, now),
    photoOf(deps.storage, row.user.avatar),
  ]);
  const federation = row.federation ?? row.userFederation;
  const bytes = await renderCard({
    event: {
      name: row.event.name,
      startsOn: row.event.startsOn,
      endsOn: row.event.endsOn,
      city: row.event.city,
    },
    person: { firstName: row.user.firstName, lastName: row.user.lastName },
    photo,
    federation: federation && { name: federation.name, code: federation.code },
    role: EVENT_ROLE_LABELS[row.kind],
    function: row.function,
    sport: row.sport?.name ?? null,
    participantId: row.id,
    checkUrl: address.url,
    // The token expires as the day after the event's last day ends: that day is the last one accepted.
    validThrough: addDays(row.event.endsOn, 1),
  });
  return { filename: `credential-${row.id}.pdf`, bytes };
}

// Checks ----------------------------------------------------------------------------------------------------

const RESULT_OF_STATUS: Readonly<Record<ParticipantStatus, CredentialCheckResult>> = {
  approved: 'valid',
  pending: 'pending',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

const namesAddress = (claims: CredentialClaims, params: CheckParams) =>
  claims.event === params.id && claims.user === params.userId && claims.participant === params.roleId;

function toCheck(
  result: CredentialCheckResult,
  row: CredentialRow | undefined,
  config: Pick<Config, 'publicUrl'>,
  now: Date,
): CredentialCheck {
  return {
    valid: result === 'valid',
    result,
    message: CREDENTIAL_CHECK_MESSAGES[result],
    person: row
      ? {
          id: row.user.id,
          full_name: fullName(row.user),
          avatar: avatarLink(config, row.user.avatar),
          federation: row.userFederation,
        }
      : null,
    role: row
      ? { kind: row.kind, label: EVENT_ROLE_LABELS[row.kind], function: row.function, sport: row.sport }
      : null,
    event: row ? { id: row.event.id, name: row.event.name } : null,
    checked_at: now.toISOString(),
  };
}

/**
 * Checks a scanned credential, for WSK staff and the event's staff and LOC roster (403 to others). In
 * order: the token's signature and purpose (`tampered`), its expiry (`expired`), that it names the
 * address's event, person and credential (`mismatch`), that the credential exists (`not_found`), then the
 * registration's status. The person is shown only once the credential is found. Audited with the result.
 */
export async function checkCredential(
  deps: CredentialsDeps,
  caller: AccessClaims,
  params: CheckParams,
  query: { readonly token?: string | undefined },
  now = new Date(),
): Promise<CredentialCheck> {
  if (
    !isWskStaff(caller) &&
    !(await isOnEventRoster(deps.db, { eventId: params.id, userId: caller.userId }))
  ) {
    throw new Forbidden(CREDENTIAL_MESSAGES.CHECK_NOT_ALLOWED);
  }
  const verdict = await verifyCredentialToken(query.token, credentialKey(deps.config.jwtSecret), now);
  let result: CredentialCheckResult;
  let row: CredentialRow | undefined;
  if (verdict.outcome !== 'genuine') result = verdict.outcome;
  else if (!namesAddress(verdict.claims, params)) result = 'mismatch';
  else {
    row = await findCheckedParticipant(deps.db, {
      eventId: params.id,
      userId: params.userId,
      participantId: params.roleId,
    });
    result = row ? RESULT_OF_STATUS[row.status] : 'not_found';
  }
  await recordAudit(deps.db, {
    actorUserId: caller.userId,
    action: 'credential.check',
    targetUserId: row?.user.id ?? null,
    // The address as scanned and the result, never the token: whoever reads the log could present it.
    details: { event: params.id, user: params.userId, participant: params.roleId, result },
  });
  return toCheck(result, row, deps.config, now);
}
