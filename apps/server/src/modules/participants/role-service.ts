// Rules of staff, LOC and ITO applications (decision 017): any signed-in person applies to an event's staff
// or LOC, an approved ITO to officiate one of its sports, with a function; the application is a pending
// participant (no federation, team or fee) until WSK administrators decide it. Judged on a completed
// registration, a passport valid on the event's last day and not already applying or serving; no
// anti-doping, age, gender, federation or quota rule. One transaction per application, the event locked FOR
// SHARE, audited; a double submit ends on the partial unique indexes as "already registered".

import { ARCHIVED_EVENT_MESSAGE } from '@portal/contract/endpoints/events';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import {
  ROLE_REGISTRATION_MESSAGES,
  type roleRegistrationBodySchema,
} from '@portal/contract/endpoints/role-registration';
import type { StaffGroup } from '@portal/contract/event-parts';
import {
  INELIGIBILITY_MESSAGES,
  INELIGIBILITY_REASONS,
  type IneligibilityReason,
  isActiveStatus,
  type Participant,
  type RegistrationCandidate,
  type RoleRegistration,
  type RoleRegistrationKind,
} from '@portal/contract/participant';
import { dayInTimeZone } from '@portal/contract/registration-window';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { recordAudit } from '../audit/service';
import { fullName } from '../events/people-service';
import {
  EVENT_SPORT_NOT_FOUND_MESSAGE,
  type EventReadDeps,
  EventStateError,
  isUniqueViolation,
  refuseArchived,
  visibleEvent,
  visibleEventSharedLock,
} from '../events/service';
import { avatarLink } from '../users/service';
import { ageGroupAt, type EventJudgement, judgementOf } from './eligibility';
import { findParticipant, findRegistrationSport, insertParticipant } from './queries';
import {
  findRoleApplicant,
  latestRoleParticipantId,
  type RoleApplicantRow,
  type RoleTarget,
} from './role-queries';
import { roleWindowClosedMessage, roleWindowOf } from './role-window';
import { toParticipants } from './service';

type RoleRegistrationBody = z.output<typeof roleRegistrationBodySchema>;
type EventRow = Awaited<ReturnType<typeof visibleEvent>>;
type Links = Pick<EventReadDeps['config'], 'publicUrl'>;

export interface StaffRegistrationParams {
  readonly id: number;
  readonly group: StaffGroup;
}
export interface ItoRegistrationParams {
  readonly id: number;
  readonly sportId: number;
}

/** What is applied for: staff or LOC (`group`), or ITO of the event sport `sportId`. */
type Applied = { readonly kind: StaffGroup } | { readonly kind: 'ito'; readonly sportId: number };

/** The target of the application and the event sport it names (ITOs; 404 for a sport of another event). */
async function targetOf(db: Database, event: EventRow, applied: Applied) {
  if (applied.kind !== 'ito') {
    return { target: { eventId: event.id, kind: applied.kind, eventSportId: null }, eventSport: null };
  }
  const sport = await findRegistrationSport(db, {
    eventId: event.id,
    eventSportId: applied.sportId,
    kind: 'ito',
  });
  if (!sport) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return {
    target: { eventId: event.id, kind: 'ito' as const, eventSportId: sport.id } satisfies RoleTarget,
    eventSport: { id: sport.id, sport: sport.sport },
  };
}

/** Why the person may not apply, in the contract's order; empty when they may. */
export function roleIneligibilityReasons(
  facts: Pick<
    RoleApplicantRow,
    'approvedIto' | 'registrationCompleted' | 'hasPassport' | 'passportValid' | 'applicationId' | 'onRoster'
  >,
  kind: RoleRegistrationKind,
): IneligibilityReason[] {
  const reasons = new Set<IneligibilityReason>();
  if (kind === 'ito' && !facts.approvedIto) reasons.add('not_an_ito');
  if (!facts.registrationCompleted) reasons.add('registration_not_completed');
  if (!facts.hasPassport) reasons.add('passport_missing');
  else if (!facts.passportValid) reasons.add('passport_expires');
  if (facts.applicationId !== null || facts.onRoster) reasons.add('already_registered');
  return INELIGIBILITY_REASONS.filter((reason) => reasons.has(reason));
}

/** The message a refused application names on `user`: who the person is first, then what they lack. */
function refusalMessage(row: RoleApplicantRow, reasons: readonly IneligibilityReason[]): string | undefined {
  const reason = reasons.includes('not_an_ito') ? 'not_an_ito' : reasons[0];
  if (reason === undefined) return undefined;
  if (reason === 'already_registered' && row.onRoster && row.applicationId === null) {
    return ROLE_REGISTRATION_MESSAGES.ALREADY_SERVING;
  }
  return INELIGIBILITY_MESSAGES[reason];
}

function toCandidate(
  row: RoleApplicantRow,
  kind: RoleRegistrationKind,
  judgement: EventJudgement,
  config: Links,
): RegistrationCandidate {
  const reasons = roleIneligibilityReasons(row, kind);
  return {
    id: row.id,
    full_name: fullName(row),
    avatar: avatarLink(config, row.avatar),
    gender: row.gender,
    age_group: ageGroupAt(row.birthday, judgement),
    wsk_id: row.wskId,
    federation: row.federation,
    eligible: reasons.length === 0,
    reasons,
    // Staff, LOC and ITOs enter no disciplines.
    categories: [],
    participant:
      row.applicationId === null || row.applicationStatus === null || !isActiveStatus(row.applicationStatus)
        ? null
        : { id: row.applicationId, status: row.applicationStatus as 'pending' | 'approved' },
  };
}

async function participantReply(deps: EventReadDeps, eventId: number, id: number): Promise<Participant> {
  const row = await findParticipant(deps.db, { eventId, id });
  const [reply] = row ? await toParticipants(deps.db, [row], deps.config) : [];
  if (!reply) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  return reply;
}

/** Why the event takes no application now: its state, else the window; null while open. */
function closedMessageOf(event: EventRow, windowMessage: string | null): string | null {
  if (event.status === 'draft') return PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED;
  if (event.status === 'archived') return ARCHIVED_EVENT_MESSAGE;
  return windowMessage;
}

// Reads -----------------------------------------------------------------------------------------------------

async function roleRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  applied: Applied,
  now: Date,
): Promise<RoleRegistration> {
  const event = await visibleEvent(deps.db, caller, eventId);
  const { target, eventSport } = await targetOf(deps.db, event, applied);
  const judgement = judgementOf(event);
  const [row, window, latest] = await Promise.all([
    findRoleApplicant(deps.db, { target, userId: caller.userId, validity: judgement.validity }),
    roleWindowOf(deps.db, event, target),
    latestRoleParticipantId(deps.db, { target, userId: caller.userId }),
  ]);
  if (!row) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  const closed = closedMessageOf(event, roleWindowClosedMessage(window, dayInTimeZone(now, event.timeZone)));
  return {
    kind: target.kind,
    event: event.id,
    event_sport: eventSport,
    open: closed === null,
    closed_message: closed,
    opens_on: window.opensOn,
    closes_on: window.closesOn,
    candidate: toCandidate(row, target.kind, judgement, deps.config),
    participant: latest === undefined ? null : await participantReply(deps, event.id, latest),
    on_roster: row.onRoster,
  };
}

/** The signed-in person's standing for the event's staff or LOC: window, reasons, latest application. */
export function getStaffRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: StaffRegistrationParams,
  now = new Date(),
): Promise<RoleRegistration> {
  return roleRegistration(deps, caller, params.id, { kind: params.group }, now);
}

/** The signed-in person's standing as an ITO of the event sport (`not_an_ito` without the role). */
export function getItoRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ItoRegistrationParams,
  now = new Date(),
): Promise<RoleRegistration> {
  return roleRegistration(deps, caller, params.id, { kind: 'ito', sportId: params.sportId }, now);
}

// Applications ----------------------------------------------------------------------------------------------

async function apply(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  applied: Applied,
  body: RoleRegistrationBody,
  now: Date,
): Promise<Participant> {
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      // FOR SHARE: publishing, archiving and WSK's list changes wait for the application, and it for them.
      const event = await visibleEventSharedLock(tx, caller, eventId);
      refuseArchived(event);
      if (event.status === 'draft') throw new EventStateError(PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED);
      const { target } = await targetOf(tx, event, applied);
      const closed = roleWindowClosedMessage(
        await roleWindowOf(tx, event, target),
        dayInTimeZone(now, event.timeZone),
      );
      if (closed !== null) throw new EventStateError(closed);
      const judgement = judgementOf(event);
      const row = await findRoleApplicant(tx, {
        target,
        userId: caller.userId,
        validity: judgement.validity,
      });
      if (!row) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
      const refusal = refusalMessage(row, roleIneligibilityReasons(row, target.kind));
      if (refusal !== undefined) throw new Invalid({ user: [refusal] });
      const participantId = await insertParticipant(
        tx,
        {
          eventId: event.id,
          eventSportId: target.eventSportId,
          kind: target.kind,
          userId: caller.userId,
          federationId: null,
          status: 'pending',
          registeredBy: caller.userId,
          feeAmount: null,
          feeReduced: false,
          currency: event.currency,
          extraQuota: false,
          function: body.function,
          createdAt: now,
          updatedAt: now,
        },
        [],
      );
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'event_participant.register',
        targetUserId: caller.userId,
        details: {
          event: event.id,
          event_sport: target.eventSportId,
          participant: participantId,
          kind: target.kind,
          status: 'pending',
          self: true,
          function: body.function,
        },
      });
      return participantId;
    });
  } catch (error) {
    // Two submits at once: the one-active-application indexes refuse the second.
    if (isUniqueViolation(error)) throw new Invalid({ user: [INELIGIBILITY_MESSAGES.already_registered] });
    throw error;
  }
  return participantReply(deps, eventId, id);
}

/** The signed-in person applies to the event's staff or LOC: pending until WSK decides. */
export function applyForStaff(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: StaffRegistrationParams,
  body: RoleRegistrationBody,
  now = new Date(),
): Promise<Participant> {
  return apply(deps, caller, params.id, { kind: params.group }, body, now);
}

/** An approved ITO applies to officiate the event sport: pending until WSK decides. */
export function applyAsIto(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ItoRegistrationParams,
  body: RoleRegistrationBody,
  now = new Date(),
): Promise<Participant> {
  return apply(deps, caller, params.id, { kind: 'ito', sportId: params.sportId }, body, now);
}
