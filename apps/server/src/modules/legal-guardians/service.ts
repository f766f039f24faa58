// Rules of legal guardians (spec §7): a minor records their guardian once, with the signed consent, which
// marks the guardian step; the minor alone changes it and records the guardian's anti-doping
// acknowledgement; the readers of the minor's records read it, the consent link only for those who may
// see documents.
import {
  GUARDIAN_EXISTS_MESSAGE,
  type LegalGuardian,
  type legalGuardianBodyObject,
  type legalGuardianPatchSchema,
  ONLY_MINORS_MESSAGE,
} from '@portal/contract/endpoints/legal-guardians';
import type { PresignUploadBody } from '@portal/contract/endpoints/uploads';
import type { PresignedUpload } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LegalGuardianRow } from '../../db/schema/personal-details';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { attachUpload, storedFileFor } from '../uploads/attach';
import { presignUpload } from '../uploads/service';
import { userReadAccess } from '../users/access';
import { markSteps } from '../users/progress';
import {
  findGuardianById,
  findOwnGuardianForUpdate,
  insertGuardianIfNone,
  needsLegalGuardian,
  updateGuardian,
} from './queries';

export const GUARDIAN_NOT_FOUND_MESSAGE = 'Legal guardian not found';

export interface LegalGuardiansDeps {
  readonly db: Database;
  readonly config: Config;
  readonly storage: FileStorage;
}

type GuardianBody = z.output<typeof legalGuardianBodyObject>;
type GuardianPatch = z.output<typeof legalGuardianPatchSchema>;

const CONSENT = { purpose: 'guardian_consent', field: 'consent_document' } as const;

async function toGuardian(
  deps: LegalGuardiansDeps,
  row: LegalGuardianRow,
  mayReadDocuments: boolean,
): Promise<LegalGuardian> {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    relation: row.relation,
    email: row.email,
    phone: row.phone,
    anti_doping_acknowledged: row.antiDopingAcknowledgedAt !== null,
    consent_document: await storedFileFor(deps, row.consentDocument, mayReadDocuments),
  };
}

/**
 * Records the caller's guardian with the consent and marks the guardian step, in one transaction: 403 when
 * the caller's progress does not ask for a guardian, 409 when one is already recorded.
 */
export async function createGuardian(
  deps: LegalGuardiansDeps,
  caller: AccessClaims,
  body: GuardianBody,
): Promise<LegalGuardian> {
  const { userId } = caller;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await needsLegalGuardian(tx, { userId }))) throw new Forbidden(ONLY_MINORS_MESSAGE);
    const inserted = await insertGuardianIfNone(tx, {
      userId,
      values: {
        firstName: body.first_name,
        lastName: body.last_name,
        relation: body.relation,
        email: body.email,
        phone: body.phone,
        consentDocument: body.consent_document,
      },
    });
    if (!inserted) throw new Conflict(GUARDIAN_EXISTS_MESSAGE);
    await attachUpload(tx, {
      ...CONSENT,
      key: body.consent_document,
      ownerUserId: userId,
      storage: deps.storage,
    });
    await markSteps(tx, userId, { stepGuardianDetails: true });
    return inserted;
  });
  return toGuardian(deps, row, true);
}

/**
 * Changes the caller's own guardian (another's, or an unknown id, is a 404): any of its fields, a new
 * consent, and the anti-doping acknowledgement, whose first time is kept.
 */
export async function changeGuardian(
  deps: LegalGuardiansDeps,
  caller: AccessClaims,
  id: number,
  body: GuardianPatch,
): Promise<LegalGuardian> {
  const { userId } = caller;
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwnGuardianForUpdate(tx, { id, userId });
    if (!current) throw new NotFound(GUARDIAN_NOT_FOUND_MESSAGE);
    if (body.consent_document !== undefined) {
      await attachUpload(tx, {
        ...CONSENT,
        key: body.consent_document,
        ownerUserId: userId,
        currentKey: current.consentDocument,
        storage: deps.storage,
      });
    }
    return updateGuardian(tx, {
      id,
      values: {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.relation !== undefined && { relation: body.relation }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.consent_document !== undefined && { consentDocument: body.consent_document }),
      },
      acknowledgeAntiDoping: body.anti_doping_acknowledged === true,
    });
  });
  return toGuardian(deps, row, true);
}

/**
 * A guardian for whoever may read the minor's records (users/access.ts); everyone else gets the same 404
 * as for an unknown id, so guardian ids cannot be probed.
 */
export async function getGuardian(
  deps: LegalGuardiansDeps,
  caller: AccessClaims,
  id: number,
): Promise<LegalGuardian> {
  const row = await findGuardianById(deps.db, { id });
  const access = row && (await userReadAccess(deps.db, caller, row.userId));
  if (!row || !access) throw new NotFound(GUARDIAN_NOT_FOUND_MESSAGE);
  return toGuardian(deps, row, access.documents);
}

/** An upload URL for the consent: a private document of the caller, as the users' presign_url/. */
export function presignConsentUpload(
  deps: LegalGuardiansDeps,
  caller: AccessClaims,
  body: PresignUploadBody,
): Promise<PresignedUpload> {
  return presignUpload(deps, {
    ownerUserId: caller.userId,
    fileName: body.file_name,
    purpose: 'user_document',
    isPrivate: true,
  });
}
