// The credentials pick-up of an event (spec §2 `credentials-pickup`, decision 017): who collects a
// federation's credentials at the accreditation desk. WSK staff read any federation's, NF staff their own;
// the federation's NF administrators and WSK administrators name the person while the event is published
// and not over (its last day in its own time zone). Written in one transaction with its audit row.

import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import type { credentialsPickupBodySchema } from '@portal/contract/endpoints/participants';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import type { FederationCredentialsPickup } from '@portal/contract/participant';
import { dayInTimeZone } from '@portal/contract/registration-window';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, NotFound } from '../../platform/http/errors';
import { recordAudit } from '../audit/service';
import { fullName } from '../events/people-service';
import {
  type EventReadDeps,
  EventStateError,
  refuseArchived,
  visibleEvent,
  visibleEventSharedLock,
} from '../events/service';
import { type CredentialsPickupRow, findCredentialsPickup, upsertCredentialsPickup } from './pickup-queries';
import { type FederationRow, findNationalFederation, nfFederationIdOf } from './queries';

type CredentialsPickupBody = z.output<typeof credentialsPickupBodySchema>;
type EventRow = Awaited<ReturnType<typeof visibleEvent>>;

export interface EventFederationParams {
  readonly id: number;
  readonly federationId: number;
}

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

/** Whether the event's last day has passed in its time zone. */
function isOver(event: EventRow, now: Date): boolean {
  return dayInTimeZone(now, event.timeZone) > event.endsOn;
}

/** Whether the caller may name the person now (their scope is checked already). */
function isEditable(caller: AccessClaims, event: EventRow, now: Date): boolean {
  return caller.permission === PERMISSIONS.ADMIN && event.status === 'published' && !isOver(event, now);
}

/** The federation, once the caller may open it: WSK staff any, NF staff their own (403 otherwise). */
async function scopedFederation(
  db: Database,
  caller: AccessClaims,
  federationId: number,
): Promise<FederationRow> {
  if (!isWskStaff(caller)) {
    const own =
      caller.role === ROLE_TYPES.NF_ADMIN ? await nfFederationIdOf(db, { userId: caller.userId }) : null;
    if (own !== federationId) throw new Forbidden(PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY);
  }
  const federation = await findNationalFederation(db, { id: federationId });
  if (!federation) throw new NotFound(EVENT_PART_MESSAGES.FEDERATION_NOT_FOUND);
  return federation;
}

function toReply(
  caller: AccessClaims,
  event: EventRow,
  federation: FederationRow,
  row: CredentialsPickupRow | undefined,
  now: Date,
): FederationCredentialsPickup {
  return {
    event: event.id,
    federation: { id: federation.id, name: federation.name, code: federation.code },
    pickup:
      row === undefined
        ? null
        : {
            full_name: row.fullName,
            email: row.email,
            phone: row.phone,
            note: row.note,
            updated_by:
              row.updatedBy === null ? null : { id: row.updatedBy.id, full_name: fullName(row.updatedBy) },
            updated: row.updatedAt.toISOString(),
          },
    editable: isEditable(caller, event, now),
  };
}

export async function getCredentialsPickup(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventFederationParams,
  now = new Date(),
): Promise<FederationCredentialsPickup> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const federation = await scopedFederation(deps.db, caller, params.federationId);
  const row = await findCredentialsPickup(deps.db, { eventId: event.id, federationId: federation.id });
  return toReply(caller, event, federation, row, now);
}

/** Names who collects the federation's credentials (one row per event and federation). Audited. */
export async function setCredentialsPickup(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventFederationParams,
  body: CredentialsPickupBody,
  now = new Date(),
): Promise<FederationCredentialsPickup> {
  await deps.db.transaction(async (tx) => {
    const event = await visibleEventSharedLock(tx, caller, params.id);
    const federation = await scopedFederation(tx, caller, params.federationId);
    refuseArchived(event);
    if (event.status === 'draft') throw new EventStateError(PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED);
    if (isOver(event, now)) throw new EventStateError(PARTICIPANT_MESSAGES.EVENT_OVER);
    await upsertCredentialsPickup(tx, {
      eventId: event.id,
      federationId: federation.id,
      fullName: body.full_name,
      email: body.email,
      phone: body.phone,
      note: body.note,
      updatedBy: caller.userId,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_credentials_pickup.set',
      details: { event: event.id, federation: federation.id },
    });
  });
  return getCredentialsPickup(deps, caller, params, now);
}
