// Rules of the events (decision 015): who sees which event (drafts are WSK staff's only; to anyone else a
// draft is 404 exactly as an unknown id), the status moves draft → published → archived, the checks an
// event sport and its participant windows must pass, and where each window stands today in the event's
// time zone. Every write that spans rows is one transaction, audited in it.
import {
  ARCHIVED_EVENT_MESSAGE,
  CURRENCY_FROZEN_MESSAGE,
  type createEventBodySchema,
  type createEventSportBodySchema,
  DISCIPLINE_OF_OTHER_SPORT_MESSAGE,
  EVENT_STATUS_MESSAGE,
  type eventsQuerySchema,
  ONLY_DRAFT_DELETED_MESSAGE,
  PUBLISH_NEEDS_SPORT_MESSAGE,
  SPORT_ALREADY_IN_EVENT_MESSAGE,
  type setParticipantSettingsBodySchema,
  type updateEventBodySchema,
  type updateEventSportBodySchema,
} from '@portal/contract/endpoints/events';
import {
  EVENT_DATES_MESSAGE,
  type Event,
  type EventListItem,
  type EventSport,
  PARTICIPANT_KINDS,
  type ParticipantSettings,
  windowOf,
} from '@portal/contract/event';
import type { Paged } from '@portal/contract/http';
import {
  dayInTimeZone,
  registrationWindowOutcome,
  windowPhaseOn,
} from '@portal/contract/registration-window';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { NewEventRow } from '../../db/schema/events';
import type { AccessClaims } from '../../platform/auth/tokens';
import { HttpError, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/service';
import { attachUpload, detachUpload, publicFileUrl } from '../uploads/attach';
import {
  countDisciplinesOfSport,
  deleteEventRow,
  deleteEventSportRow,
  type EventDetailRow,
  type EventListRow,
  type EventSportDetailRow,
  type EventSportSummaryRow,
  eventHasSport,
  federationExists,
  findEvent,
  findEventSport,
  findSport,
  hasParticipants,
  hasSportWithWindow,
  insertEvent,
  insertEventSport,
  listDisciplinesOfEventSport,
  listEventPage,
  listParticipantsOfEventSport,
  listSportsOfEvents,
  PUBLIC_EVENT_STATUSES,
  replaceDisciplines,
  replaceParticipants,
  updateEventRow,
  updateEventSportRow,
  type VisibleStatuses,
} from './queries';

/** What reads need: the database, and the site's address for page links and the event files' links. */
export interface EventReadDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl'>;
}

export interface EventsDeps extends EventReadDeps {
  readonly config: Pick<Config, 'publicUrl' | 'uploadUrlTtlSeconds' | 'uploadMaxBytes' | 'startupFlags'>;
  /** Where the event's files (cover, photos, reports) are uploaded to. */
  readonly storage: FileStorage;
}

/** The address event files are linked from: the column keeps the upload key, replies give its link. */
type FileLinks = Pick<Config, 'publicUrl'>;

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const EVENT_SPORT_NOT_FOUND_MESSAGE = 'This sport is not part of the event';
export const UNKNOWN_COUNTRY_MESSAGE = 'Choose a country from the list';
export const UNKNOWN_SPORT_MESSAGE = 'Choose a sport from the list';

/** No list is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

/** What everyone but WSK staff may see. */

/** A request the event's state does not allow (400 with the message, no field to point at). */
export class EventStateError extends HttpError {
  override readonly name = 'EventStateError';
  readonly status = 400;
}

type EventsQuery = z.output<typeof eventsQuerySchema>;
type CreateEventBody = z.output<typeof createEventBodySchema>;
type UpdateEventBody = z.output<typeof updateEventBodySchema>;
type CreateEventSportBody = z.output<typeof createEventSportBodySchema>;
type UpdateEventSportBody = z.output<typeof updateEventSportBodySchema>;
type SetParticipantSettingsBody = z.output<typeof setParticipantSettingsBodySchema>;

/** WSK staff (administrators and viewers) see every status; everyone else published and archived events. */
export function visibleTo(caller: AccessClaims): VisibleStatuses {
  return caller.role === ROLE_TYPES.WSK_ADMIN ? undefined : PUBLIC_EVENT_STATUSES;
}

// Replies ------------------------------------------------------------------------------------------------

export function sportsByEvent(rows: readonly EventSportSummaryRow[]): Map<number, EventListItem['sports']> {
  const byEvent = new Map<number, EventListItem['sports']>();
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({ id: row.id, sport: row.sport });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

export function toEventListItem(
  row: EventListRow,
  sports: EventListItem['sports'],
  files: FileLinks,
): EventListItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    city: row.city,
    country: row.country,
    cover_image: row.coverImage === null ? null : publicFileUrl(files, row.coverImage),
    sports,
  };
}

function toEvent(row: EventDetailRow, sports: EventListItem['sports'], files: FileLinks): Event {
  return {
    ...toEventListItem(row, sports, files),
    venue: row.venue,
    description: row.description,
    currency: row.currency,
    time_zone: row.timeZone,
    custom_sections: row.customSections,
    show_only_selected_reports: row.showOnlySelectedReports,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/**
 * An amount as the API sends it: exactly two decimals. numeric(12,2) already reads back that way; this
 * keeps the promise should a driver ever drop trailing zeros. Text only: never through a JS number.
 */
export function formatMoney(amount: string | null): string | null {
  if (amount === null) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const kindOrder = (kind: ParticipantSettings['kind']) => PARTICIPANT_KINDS.indexOf(kind);

async function eventSportReply(
  db: Database,
  event: Pick<EventDetailRow, 'timeZone'>,
  row: EventSportDetailRow,
  now: Date,
): Promise<EventSport> {
  const [disciplines, participants] = await Promise.all([
    listDisciplinesOfEventSport(db, { eventSportId: row.id }),
    listParticipantsOfEventSport(db, { eventSportId: row.id }),
  ]);
  const today = dayInTimeZone(now, event.timeZone);
  return {
    id: row.id,
    event: row.eventId,
    sport: row.sport,
    disciplines,
    categories: row.categories,
    need_pre_seed: row.needPreSeed,
    need_extra_quota: row.needExtraQuota,
    need_extra_officials_nto: row.needExtraOfficialsNto,
    allow_self_registration: row.allowSelfRegistration,
    extra_official_rules: row.extraOfficialRules ? { roles: row.extraOfficialRules.roles } : null,
    today,
    participants: participants
      .map((participant) => {
        const window = windowOf({
          opens_on: participant.opensOn,
          reduction_ends_on: participant.reductionEndsOn,
          closes_on: participant.closesOn,
        });
        return {
          kind: participant.kind,
          ...window,
          amount: formatMoney(participant.amount),
          reduced_amount: formatMoney(participant.reducedAmount),
          quota: participant.quota,
          phase: windowPhaseOn(window, today),
          outcome: registrationWindowOutcome(window, today),
        };
      })
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
  };
}

async function eventReply(db: Database, row: EventDetailRow, files: FileLinks): Promise<Event> {
  const sports = await listSportsOfEvents(db, { eventIds: [row.id] });
  return toEvent(
    row,
    sports.map((sport) => ({ id: sport.id, sport: sport.sport })),
    files,
  );
}

// Events -------------------------------------------------------------------------------------------------

/** The events the caller may see under the filters, paged in SQL, soonest first unless told otherwise. */
export async function listEvents(
  deps: EventReadDeps,
  caller: AccessClaims,
  query: EventsQuery,
  links: { readonly requestUrl: string },
): Promise<Paged<EventListItem>> {
  const page = toPageRequest(query);
  const { rows, count } = await listEventPage(deps.db, {
    filters: {
      search: query.search || undefined,
      sportId: query.sport,
      countryFederationId: query.country,
      from: query.from,
      to: query.to,
      // Others may ask for a status too; their visible statuses still apply, so `draft` finds nothing.
      status: query.status,
    },
    visible: visibleTo(caller),
    ordering: query.ordering ?? 'starts_on',
    limit: page.offset > MAX_OFFSET ? 0 : page.limit,
    offset: Math.min(page.offset, MAX_OFFSET),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toEventListItem(row, row.sports, deps.config)),
  });
}

export async function visibleEvent(db: Database, caller: AccessClaims, id: number): Promise<EventDetailRow> {
  const row = await findEvent(db, { id, visible: visibleTo(caller) });
  if (!row) throw new NotFound(EVENT_NOT_FOUND_MESSAGE);
  return row;
}

export async function getEvent(deps: EventReadDeps, caller: AccessClaims, id: number): Promise<Event> {
  return eventReply(deps.db, await visibleEvent(deps.db, caller, id), deps.config);
}

/** The event locked for the caller's transaction (writers are WSK administrators: every status). */
async function lockedEvent(tx: Database, id: number): Promise<EventDetailRow> {
  const row = await findEvent(tx, { id, lock: true });
  if (!row) throw new NotFound(EVENT_NOT_FOUND_MESSAGE);
  return row;
}

export function refuseArchived(event: EventDetailRow): void {
  if (event.status === 'archived') throw new EventStateError(ARCHIVED_EVENT_MESSAGE);
}

/** The event locked for a write of it or its parts: it must exist (404) and not be archived (400). */
export async function writableEvent(tx: Database, eventId: number): Promise<EventDetailRow> {
  const event = await lockedEvent(tx, eventId);
  refuseArchived(event);
  return event;
}

/**
 * The event as the caller sees it (a draft is 404 to all but WSK staff), locked FOR SHARE for a write of
 * one of its parts that may run beside others (registrations): publishing, archiving and editing the event
 * wait for it, and it for them.
 */
export async function visibleEventSharedLock(
  tx: Database,
  caller: AccessClaims,
  id: number,
): Promise<EventDetailRow> {
  const row = await findEvent(tx, { id, visible: visibleTo(caller), lock: 'share' });
  if (!row) throw new NotFound(EVENT_NOT_FOUND_MESSAGE);
  return row;
}

async function checkCountry(tx: Database, id: number): Promise<void> {
  if (!(await federationExists(tx, { id }))) throw new Invalid({ country: [UNKNOWN_COUNTRY_MESSAGE] });
}

/** The columns of the body's fields that are present. */
function eventValues(body: UpdateEventBody): Partial<NewEventRow> {
  const values: Partial<NewEventRow> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.kind !== undefined) values.kind = body.kind;
  if (body.starts_on !== undefined) values.startsOn = body.starts_on;
  if (body.ends_on !== undefined) values.endsOn = body.ends_on;
  if (body.city !== undefined) values.city = body.city;
  if (body.country !== undefined) values.countryFederationId = body.country;
  if (body.venue !== undefined) values.venue = body.venue;
  if (body.description !== undefined) values.description = body.description;
  if (body.currency !== undefined) values.currency = body.currency;
  if (body.time_zone !== undefined) values.timeZone = body.time_zone;
  if (body.custom_sections !== undefined) values.customSections = body.custom_sections;
  if (body.show_only_selected_reports !== undefined)
    values.showOnlySelectedReports = body.show_only_selected_reports;
  return values;
}

/** Creates a draft event of the caller; audited. */
export async function createEvent(db: Database, caller: AccessClaims, body: CreateEventBody): Promise<Event> {
  const id = await db.transaction(async (tx) => {
    await checkCountry(tx, body.country);
    const values = eventValues(body);
    const eventId = await insertEvent(tx, {
      name: body.name,
      kind: body.kind,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      city: body.city,
      currency: body.currency,
      timeZone: body.time_zone,
      ...values,
      status: 'draft',
      createdBy: caller.userId,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event.create',
      details: { event: eventId, name: body.name },
    });
    return eventId;
  });
  // A new event has no cover (the create body cannot carry one): no file link is built.
  return eventReply(db, await eventAfterWrite(db, id), NO_FILE_LINKS);
}

const NO_FILE_LINKS: FileLinks = { publicUrl: '' };

/** The event after a write (its transaction committed), for the reply. */
async function eventAfterWrite(db: Database, id: number): Promise<EventDetailRow> {
  const row = await findEvent(db, { id });
  if (!row) throw new NotFound(EVENT_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Changes the given fields of an event that is not archived; the dates are checked against the stored
 * ones when only one of them changes. Audited with the names of the fields sent. A new `cover_image` (the
 * caller's uploaded picture) is attached in the same transaction and the one it replaces detached; null
 * removes the cover.
 */
export async function updateEvent(
  deps: EventReadDeps & Pick<EventsDeps, 'storage'>,
  caller: AccessClaims,
  id: number,
  body: UpdateEventBody,
): Promise<Event> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const event = await writableEvent(tx, id);
    const startsOn = body.starts_on ?? event.startsOn;
    const endsOn = body.ends_on ?? event.endsOn;
    if (startsOn > endsOn) throw new Invalid({ ends_on: [EVENT_DATES_MESSAGE] });
    if (body.country !== undefined) await checkCountry(tx, body.country);
    // Fees were frozen, and orders opened, in the event's currency: it stays once anyone is registered.
    if (body.currency !== undefined && body.currency !== event.currency && (await hasParticipants(tx, id))) {
      throw new Invalid({ currency: [CURRENCY_FROZEN_MESSAGE] });
    }
    const values = eventValues(body);
    if (body.cover_image !== undefined && body.cover_image !== event.coverImage) {
      await replaceCover(tx, deps.storage, caller, event, body.cover_image);
      values.coverImage = body.cover_image;
    }
    await updateEventRow(tx, { id, values });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event.update',
      details: { event: id, fields: Object.keys(body).sort() },
    });
  });
  return eventReply(db, await eventAfterWrite(db, id), deps.config);
}

/** Inside the event's transaction: attaches the new cover (null: none), detaches the old one; audited. */
async function replaceCover(
  tx: Database,
  storage: FileStorage,
  caller: AccessClaims,
  event: EventDetailRow,
  key: string | null,
): Promise<void> {
  if (key !== null) {
    await attachUpload(tx, {
      key,
      ownerUserId: caller.userId,
      purpose: 'event_cover',
      field: 'cover_image',
      storage,
    });
  }
  // Whoever uploaded the old cover: it no longer serves the event.
  if (event.coverImage !== null) await detachUpload(tx, event.coverImage);
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action: 'event.cover',
    details: { event: event.id, cover_image: key, replaced: event.coverImage },
  });
}

/** Deletes a draft event with its sports; audited. */
export async function deleteEvent(db: Database, caller: AccessClaims, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    if (event.status !== 'draft') throw new EventStateError(ONLY_DRAFT_DELETED_MESSAGE);
    await deleteEventRow(tx, { id });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event.delete',
      details: { event: id, name: event.name },
    });
  });
  return null;
}

/** Publishes a draft that has a sport with a participant window; audited. */
export async function publishEvent(deps: EventReadDeps, caller: AccessClaims, id: number): Promise<Event> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    if (event.status !== 'draft') throw new EventStateError(EVENT_STATUS_MESSAGE);
    if (!(await hasSportWithWindow(tx, { eventId: id }))) {
      throw new EventStateError(PUBLISH_NEEDS_SPORT_MESSAGE);
    }
    await updateEventRow(tx, { id, values: { status: 'published' } });
    await recordAudit(tx, { actorUserId: caller.userId, action: 'event.publish', details: { event: id } });
  });
  return eventReply(db, await eventAfterWrite(db, id), deps.config);
}

/** Archives a published event; audited. */
export async function archiveEvent(deps: EventReadDeps, caller: AccessClaims, id: number): Promise<Event> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    if (event.status !== 'published') throw new EventStateError(EVENT_STATUS_MESSAGE);
    await updateEventRow(tx, { id, values: { status: 'archived' } });
    await recordAudit(tx, { actorUserId: caller.userId, action: 'event.archive', details: { event: id } });
  });
  return eventReply(db, await eventAfterWrite(db, id), deps.config);
}

// Event sports -------------------------------------------------------------------------------------------

/** The sports of an event the caller may see, in the order they were added. */
export async function listEventSports(db: Database, caller: AccessClaims, id: number) {
  await visibleEvent(db, caller, id);
  const rows = await listSportsOfEvents(db, { eventIds: [id] });
  return rows.map((row) => ({ id: row.id, sport: row.sport }));
}

/** The sport profile with each participant window's phase on the event's day of `now`. */
export async function getEventSport(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly sportId: number },
  now = new Date(),
): Promise<EventSport> {
  const event = await visibleEvent(db, caller, params.id);
  const row = await findEventSport(db, { eventId: event.id, id: params.sportId });
  if (!row) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return eventSportReply(db, event, row, now);
}

/** PostgreSQL's unique_violation, however deep the driver and the ORM wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

async function checkDisciplines(tx: Database, sportId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await countDisciplinesOfSport(tx, { sportId, ids: unique })) !== unique.length) {
    throw new Invalid({ disciplines: [DISCIPLINE_OF_OTHER_SPORT_MESSAGE] });
  }
}

/** The flags of the body that are present, as columns. */
function eventSportFlags(body: UpdateEventSportBody) {
  return {
    ...(body.need_pre_seed !== undefined && { needPreSeed: body.need_pre_seed }),
    ...(body.need_extra_quota !== undefined && { needExtraQuota: body.need_extra_quota }),
    ...(body.need_extra_officials_nto !== undefined && {
      needExtraOfficialsNto: body.need_extra_officials_nto,
    }),
    ...(body.extra_official_rules !== undefined && { extraOfficialRules: body.extra_official_rules }),
    ...(body.allow_self_registration !== undefined && {
      allowSelfRegistration: body.allow_self_registration,
    }),
  };
}

async function eventSportAfterWrite(db: Database, eventId: number, id: number, now: Date) {
  const event = await eventAfterWrite(db, eventId);
  const row = await findEventSport(db, { eventId, id });
  if (!row) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return eventSportReply(db, event, row, now);
}

/**
 * Adds a reference sport to an event that is not archived, with disciplines of that sport and categories;
 * the flags not given are copied from the sport. Audited.
 */
export async function createEventSport(
  db: Database,
  caller: AccessClaims,
  eventId: number,
  body: CreateEventSportBody,
  now = new Date(),
): Promise<EventSport> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await writableEvent(tx, eventId);
      const sport = await findSport(tx, { id: body.sport });
      if (!sport) throw new Invalid({ sport: [UNKNOWN_SPORT_MESSAGE] });
      if (await eventHasSport(tx, { eventId, sportId: sport.id })) {
        throw new Invalid({ sport: [SPORT_ALREADY_IN_EVENT_MESSAGE] });
      }
      await checkDisciplines(tx, sport.id, body.disciplines);
      const eventSportId = await insertEventSport(tx, {
        eventId,
        sportId: sport.id,
        needPreSeed: sport.needPreSeed,
        needExtraQuota: sport.needExtraQuota,
        needExtraOfficialsNto: sport.needExtraOfficialsNto,
        extraOfficialRules: sport.extraOfficialRules,
        categories: body.categories,
        ...eventSportFlags(body),
      });
      await replaceDisciplines(tx, { eventSportId, disciplineIds: body.disciplines });
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'event_sport.create',
        details: { event: eventId, event_sport: eventSportId, sport: sport.id },
      });
      return eventSportId;
    });
  } catch (error) {
    // Two administrators adding the same sport at once: the unique (event, sport) refuses the second.
    if (isUniqueViolation(error)) throw new Invalid({ sport: [SPORT_ALREADY_IN_EVENT_MESSAGE] });
    throw error;
  }
  return eventSportAfterWrite(db, eventId, id, now);
}

/** Changes the disciplines, categories or flags of a sport of an event that is not archived. Audited. */
export async function updateEventSport(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly sportId: number },
  body: UpdateEventSportBody,
  now = new Date(),
): Promise<EventSport> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const row = await findEventSport(tx, { eventId: params.id, id: params.sportId, lock: true });
    if (!row) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
    if (body.disciplines !== undefined) {
      await checkDisciplines(tx, row.sport.id, body.disciplines);
      await replaceDisciplines(tx, { eventSportId: row.id, disciplineIds: body.disciplines });
    }
    await updateEventSportRow(tx, {
      id: row.id,
      values: {
        ...eventSportFlags(body),
        ...(body.categories !== undefined && { categories: body.categories }),
      },
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_sport.update',
      details: { event: params.id, event_sport: row.id, fields: Object.keys(body).sort() },
    });
  });
  return eventSportAfterWrite(db, params.id, params.sportId, now);
}

/** Removes a sport (with its windows) from a draft event. Audited. */
export async function deleteEventSport(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly sportId: number },
): Promise<null> {
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, params.id);
    const row = await findEventSport(tx, { eventId: params.id, id: params.sportId, lock: true });
    if (!row) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
    if (event.status !== 'draft') throw new EventStateError(EVENT_STATUS_MESSAGE);
    await deleteEventSportRow(tx, { id: row.id });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_sport.delete',
      details: { event: params.id, event_sport: row.id, sport: row.sport.id },
    });
  });
  return null;
}

/**
 * Replaces every participant kind of an event sport (window and fees) in one transaction: a kind left out
 * no longer registers. Not on an archived event. Audited.
 */
export async function setParticipantSettings(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly sportId: number },
  body: SetParticipantSettingsBody,
  now = new Date(),
): Promise<EventSport> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const row = await findEventSport(tx, { eventId: params.id, id: params.sportId, lock: true });
    if (!row) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
    await replaceParticipants(tx, {
      eventSportId: row.id,
      rows: body.participants.map((participant) => ({
        kind: participant.kind,
        opensOn: participant.opens_on,
        reductionEndsOn: participant.reduction_ends_on,
        closesOn: participant.closes_on,
        amount: participant.amount,
        reducedAmount: participant.reduced_amount,
        quota: participant.quota,
      })),
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_sport.set_participants',
      details: {
        event: params.id,
        event_sport: row.id,
        kinds: body.participants.map((participant) => participant.kind),
      },
    });
  });
  return eventSportAfterWrite(db, params.id, params.sportId, now);
}
