// Rules of an event's people (decision 016): staff and LOC members (a person once per group), assigned ITOs
// (approved ITOs only, once per sport of the event) and the accounts WSK may pick for them. The lists are
// readable exactly as the event (a draft is 404 to all but WSK staff) and never show an e-mail; every
// write locks the event, refuses an archived one and is audited in its transaction. Each list change
// carries the person's participant of that kind along in the same transaction (decision 017: credentials
// come from approved participants): added approves (or creates) it, a new function updates it, removed
// withdraws it.
import {
  type addStaffMemberBodySchema,
  type assignItoBodySchema,
  EVENT_PART_MESSAGES,
  type listItoCandidates as itoCandidatesEndpoint,
  type listEventItos,
  type listEventStaff,
  type updateItoAssignmentBodySchema,
  type updateStaffMemberBodySchema,
} from '@portal/contract/endpoints/event-parts';
import type { EventPerson, ItoAssignment, StaffMember } from '@portal/contract/event-parts';
import type { Paged } from '@portal/contract/http';
import type { StaffCandidate } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { approveForRoster, updateRosterFunction, withdrawForRoster } from '../participants/roster-sync';
import { avatarLink } from '../users/service';
import { validityDayOf } from '../users/user-lists';
import {
  activeUserExists,
  type CandidateRow,
  deleteItoAssignment,
  deleteStaffMember,
  eventSportOfEvent,
  findItoAssignment,
  findStaffMember,
  type ItoRow,
  insertItoAssignment,
  insertStaffMember,
  isApprovedIto,
  isAssignedIto,
  isStaffMember,
  listCandidatePage,
  listItoPage,
  listStaffPage,
  type StaffRow,
  updateItoFunction,
  updateStaffFunction,
} from './people-queries';
import { type EventReadDeps, isUniqueViolation, visibleEvent, writableEvent } from './service';

/** No list is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

type PublicUrl = Pick<Config, 'publicUrl'>;
type StaffQuery = z.output<NonNullable<(typeof listEventStaff)['query']>>;
type ItosQuery = z.output<NonNullable<(typeof listEventItos)['query']>>;
type CandidatesQuery = z.output<NonNullable<(typeof itoCandidatesEndpoint)['query']>>;
type AddStaffMemberBody = z.output<typeof addStaffMemberBodySchema>;
type UpdateStaffMemberBody = z.output<typeof updateStaffMemberBodySchema>;
type AssignItoBody = z.output<typeof assignItoBodySchema>;
type UpdateItoAssignmentBody = z.output<typeof updateItoAssignmentBodySchema>;

export interface ListLinks {
  readonly requestUrl: string;
}

/** limit and offset of a page request, capped like the other lists. */
export function sqlPage(page: ReturnType<typeof toPageRequest>) {
  return { limit: page.offset > MAX_OFFSET ? 0 : page.limit, offset: Math.min(page.offset, MAX_OFFSET) };
}

export const fullName = (person: { readonly firstName: string; readonly lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

function toEventPerson(row: Pick<StaffRow, 'user' | 'federation'>, config: PublicUrl): EventPerson {
  return {
    id: row.user.id,
    full_name: fullName(row.user),
    avatar: avatarLink(config, row.user.avatar),
    federation: row.federation,
  };
}

function toStaffMember(row: StaffRow, config: PublicUrl): StaffMember {
  return {
    id: row.id,
    event: row.eventId,
    group: row.group,
    user: toEventPerson(row, config),
    function: row.function,
    created: row.createdAt.toISOString(),
  };
}

function toItoAssignment(row: ItoRow, config: PublicUrl): ItoAssignment {
  return {
    id: row.id,
    event: row.eventId,
    event_sport: { id: row.eventSportId, sport: row.sport },
    user: toEventPerson(row, config),
    function: row.function,
    created: row.createdAt.toISOString(),
  };
}

function toStaffCandidate(row: CandidateRow, config: PublicUrl): StaffCandidate {
  return {
    id: row.id,
    avatar: avatarLink(config, row.avatar),
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row),
    has_anti_doping: row.hasAntiDoping,
    has_passport: row.hasPassport,
    is_valid_for_event: row.isValidForEvent,
    registration_completed: row.registrationCompleted,
    passport_expire_date: row.activeUntilDate,
  };
}

// Staff and LOC -------------------------------------------------------------------------------------------

/** The event's staff and LOC members, to whoever sees the event; by group, then name. */
export async function listStaff(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: StaffQuery,
  links: ListLinks,
): Promise<Paged<StaffMember>> {
  await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await listStaffPage(deps.db, { eventId, group: query.group, ...sqlPage(page) });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toStaffMember(row, deps.config)),
  });
}

async function candidates(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: CandidatesQuery,
  links: ListLinks,
  options: { readonly itosOnly: boolean; readonly now: Date },
): Promise<Paged<StaffCandidate>> {
  await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await listCandidatePage(deps.db, {
    search: query.search || undefined,
    itosOnly: options.itosOnly,
    day: validityDayOf(options.now),
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toStaffCandidate(row, deps.config)),
  });
}

/** Active accounts found by name or e-mail, with their validity for events today (shown, not filtered). */
export function listStaffCandidates(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: CandidatesQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<StaffCandidate>> {
  return candidates(deps, caller, eventId, query, links, { itosOnly: false, now });
}

/** Approved ITOs found by name or e-mail, with their validity for events today. */
export function listItoCandidates(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: CandidatesQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<StaffCandidate>> {
  return candidates(deps, caller, eventId, query, links, { itosOnly: true, now });
}

async function staffMemberReply(deps: EventReadDeps, eventId: number, id: number): Promise<StaffMember> {
  const row = await findStaffMember(deps.db, { eventId, id });
  if (!row) throw new NotFound(EVENT_PART_MESSAGES.STAFF_MEMBER_NOT_FOUND);
  return toStaffMember(row, deps.config);
}

/** Adds an active account to the event's staff or LOC, once per group. Audited. */
export async function addStaffMember(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  body: AddStaffMemberBody,
  now = new Date(),
): Promise<StaffMember> {
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const event = await writableEvent(tx, eventId);
      if (!(await activeUserExists(tx, { id: body.user }))) {
        throw new Invalid({ user: [EVENT_PART_MESSAGES.UNKNOWN_USER] });
      }
      if (await isStaffMember(tx, { eventId, userId: body.user, group: body.group })) {
        throw new Invalid({ user: [EVENT_PART_MESSAGES.ALREADY_STAFF] });
      }
      const memberId = await insertStaffMember(tx, {
        eventId,
        userId: body.user,
        group: body.group,
        function: body.function,
      });
      const { participantId, change } = await approveForRoster(
        tx,
        { kind: body.group, eventId, userId: body.user },
        { function: body.function, actorId: caller.userId, currency: event.currency, now },
      );
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'event_staff.add',
        targetUserId: body.user,
        details: {
          event: eventId,
          staff_member: memberId,
          group: body.group,
          participant: participantId,
          participant_change: change,
        },
      });
      return memberId;
    });
  } catch (error) {
    // Two administrators adding the same person at once: the unique (event, group, user) refuses the second.
    if (isUniqueViolation(error)) throw new Invalid({ user: [EVENT_PART_MESSAGES.ALREADY_STAFF] });
    throw error;
  }
  return staffMemberReply(deps, eventId, id);
}

/** Changes a staff or LOC member's function. Audited. */
export async function updateStaffMember(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly memberId: number },
  body: UpdateStaffMemberBody,
  now = new Date(),
): Promise<StaffMember> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const updated = await updateStaffFunction(tx, {
      eventId: params.id,
      id: params.memberId,
      function: body.function,
    });
    if (!updated) throw new NotFound(EVENT_PART_MESSAGES.STAFF_MEMBER_NOT_FOUND);
    await updateRosterFunction(
      tx,
      { kind: updated.group, eventId: params.id, userId: updated.userId },
      { function: body.function, now },
    );
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_staff.update',
      details: { event: params.id, staff_member: params.memberId },
    });
  });
  return staffMemberReply(deps, params.id, params.memberId);
}

/** Removes a person from the event's staff or LOC. Audited. */
export async function removeStaffMember(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly memberId: number },
  now = new Date(),
): Promise<null> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const removed = await deleteStaffMember(tx, { eventId: params.id, id: params.memberId });
    if (!removed) throw new NotFound(EVENT_PART_MESSAGES.STAFF_MEMBER_NOT_FOUND);
    const participantId = await withdrawForRoster(
      tx,
      { kind: removed.group, eventId: params.id, userId: removed.userId },
      { actorId: caller.userId, now },
    );
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_staff.remove',
      targetUserId: removed.userId,
      details: {
        event: params.id,
        staff_member: params.memberId,
        group: removed.group,
        participant: participantId ?? null,
      },
    });
  });
  return null;
}

// ITOs ----------------------------------------------------------------------------------------------------

/** The event's assigned ITOs, to whoever sees the event; by sport, then name. */
export async function listItos(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: ItosQuery,
  links: ListLinks,
): Promise<Paged<ItoAssignment>> {
  await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await listItoPage(deps.db, {
    eventId,
    eventSportId: query.event_sport,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toItoAssignment(row, deps.config)),
  });
}

async function itoAssignmentReply(deps: EventReadDeps, eventId: number, id: number): Promise<ItoAssignment> {
  const row = await findItoAssignment(deps.db, { eventId, id });
  if (!row) throw new NotFound(EVENT_PART_MESSAGES.ITO_ASSIGNMENT_NOT_FOUND);
  return toItoAssignment(row, deps.config);
}

/** Assigns an approved ITO to a sport of the event, once per sport. Audited. */
export async function assignIto(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  body: AssignItoBody,
  now = new Date(),
): Promise<ItoAssignment> {
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const event = await writableEvent(tx, eventId);
      const [isSport, isIto] = [
        await eventSportOfEvent(tx, { eventId, id: body.event_sport }),
        await isApprovedIto(tx, { userId: body.user }),
      ];
      if (!isSport || !isIto) {
        throw new Invalid({
          ...(!isSport && { event_sport: [EVENT_PART_MESSAGES.NOT_A_SPORT_OF_EVENT] }),
          ...(!isIto && { user: [EVENT_PART_MESSAGES.NOT_AN_ITO] }),
        });
      }
      if (await isAssignedIto(tx, { eventSportId: body.event_sport, userId: body.user })) {
        throw new Invalid({ user: [EVENT_PART_MESSAGES.ALREADY_ITO] });
      }
      const assignmentId = await insertItoAssignment(tx, {
        eventId,
        eventSportId: body.event_sport,
        userId: body.user,
        function: body.function,
      });
      const { participantId, change } = await approveForRoster(
        tx,
        { kind: 'ito', eventId, eventSportId: body.event_sport, userId: body.user },
        { function: body.function, actorId: caller.userId, currency: event.currency, now },
      );
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'event_ito.assign',
        targetUserId: body.user,
        details: {
          event: eventId,
          event_sport: body.event_sport,
          assignment: assignmentId,
          participant: participantId,
          participant_change: change,
        },
      });
      return assignmentId;
    });
  } catch (error) {
    // Two administrators assigning the same official at once: the unique (sport, user) refuses the second.
    if (isUniqueViolation(error)) throw new Invalid({ user: [EVENT_PART_MESSAGES.ALREADY_ITO] });
    throw error;
  }
  return itoAssignmentReply(deps, eventId, id);
}

/** Changes an assigned ITO's function. Audited. */
export async function updateItoAssignment(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly assignmentId: number },
  body: UpdateItoAssignmentBody,
  now = new Date(),
): Promise<ItoAssignment> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const updated = await updateItoFunction(tx, {
      eventId: params.id,
      id: params.assignmentId,
      function: body.function,
    });
    if (!updated) throw new NotFound(EVENT_PART_MESSAGES.ITO_ASSIGNMENT_NOT_FOUND);
    await updateRosterFunction(
      tx,
      { kind: 'ito', eventId: params.id, eventSportId: updated.eventSportId, userId: updated.userId },
      { function: body.function, now },
    );
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_ito.update',
      details: { event: params.id, assignment: params.assignmentId },
    });
  });
  return itoAssignmentReply(deps, params.id, params.assignmentId);
}

/** Removes an ITO from a sport of the event. Audited. */
export async function removeItoAssignment(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly assignmentId: number },
  now = new Date(),
): Promise<null> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const removed = await deleteItoAssignment(tx, { eventId: params.id, id: params.assignmentId });
    if (!removed) throw new NotFound(EVENT_PART_MESSAGES.ITO_ASSIGNMENT_NOT_FOUND);
    const participantId = await withdrawForRoster(
      tx,
      { kind: 'ito', eventId: params.id, eventSportId: removed.eventSportId, userId: removed.userId },
      { actorId: caller.userId, now },
    );
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_ito.remove',
      targetUserId: removed.userId,
      details: {
        event: params.id,
        event_sport: removed.eventSportId,
        assignment: params.assignmentId,
        participant: participantId ?? null,
      },
    });
  });
  return null;
}
