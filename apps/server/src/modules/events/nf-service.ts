// Rules of quotas per national federation and NF management (decision 016). WSK staff see every
// federation; NF staff (admin or viewer) the one they administer, in the SQL. The quota that applies to a
// federation is its own, else the sport's default; eligibility is the `is_valid_for_event` rule judged on
// the event's last day. Quotas are replaced in one transaction that locks the event, audited in it.
import {
  EVENT_PART_MESSAGES,
  type listNfManagement as nfManagementEndpoint,
  type setFederationQuotasBodySchema,
} from '@portal/contract/endpoints/event-parts';
import { PARTICIPANT_KINDS, type ParticipantKind } from '@portal/contract/event';
import type { FederationQuota, NfManagementDetail, NfManagementRow } from '@portal/contract/event-parts';
import type { Paged } from '@portal/contract/http';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import type { ValidityDay } from '../users/user-list-queries';
import { validityDayOf } from '../users/user-lists';
import {
  administeredFederation,
  countEligibleAthletes,
  countNationalFederations,
  type FederationScope,
  findNationalFederation,
  listKindQuotas,
  listNfContacts,
  listNfManagementPage,
  listQuotasOfEventSport,
  registeredKinds,
  replaceQuotas,
} from './nf-queries';
import { fullName, type ListLinks, sqlPage } from './people-service';
import { findEventSport, listSportsOfEvents } from './queries';
import { EVENT_SPORT_NOT_FOUND_MESSAGE, type EventReadDeps, visibleEvent, writableEvent } from './service';

type NfManagementQuery = z.output<NonNullable<(typeof nfManagementEndpoint)['query']>>;
type SetFederationQuotasBody = z.output<typeof setFederationQuotasBodySchema>;

type EventSportParams = { readonly id: number; readonly sportId: number };

/** WSK staff read every federation, NF staff their own; the endpoints admit no one else. */
function scopeOf(caller: AccessClaims): FederationScope {
  if (caller.role === ROLE_TYPES.WSK_ADMIN) return { kind: 'all' };
  if (caller.role === ROLE_TYPES.NF_ADMIN) return { kind: 'nf', callerId: caller.userId };
  throw new Forbidden();
}

/** Eligibility is judged on the event's last day (its anti-doping year too). */
const judgedOn = (endsOn: string): ValidityDay => validityDayOf(new Date(`${endsOn}T00:00:00Z`));

const kindOrder = (kind: ParticipantKind) => PARTICIPANT_KINDS.indexOf(kind);

function toQuotas(rows: Awaited<ReturnType<typeof listQuotasOfEventSport>>): FederationQuota[] {
  return rows.map((row) => ({ federation: row.federation, kind: row.kind, quota: row.quota }));
}

// Quotas -----------------------------------------------------------------------------------------------------

/** The federations' own quotas of an event sport the caller may see: every federation's or their own. */
export async function listFederationQuotas(
  db: Database,
  caller: AccessClaims,
  params: EventSportParams,
): Promise<FederationQuota[]> {
  const scope = scopeOf(caller);
  const event = await visibleEvent(db, caller, params.id);
  const eventSport = await findEventSport(db, { eventId: event.id, id: params.sportId });
  if (!eventSport) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return toQuotas(await listQuotasOfEventSport(db, { eventSportId: eventSport.id, scope }));
}

/**
 * Replaces every federation's own quota of an event sport in one transaction; each kind must register for
 * the sport and each federation be a national one. Not on an archived event. Audited.
 */
export async function setFederationQuotas(
  db: Database,
  caller: AccessClaims,
  params: EventSportParams,
  body: SetFederationQuotasBody,
): Promise<FederationQuota[]> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const eventSport = await findEventSport(tx, { eventId: params.id, id: params.sportId, lock: true });
    if (!eventSport) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
    const kinds = new Set(await registeredKinds(tx, { eventSportId: eventSport.id }));
    const federationIds = [...new Set(body.quotas.map((row) => row.federation))];
    const errors: string[] = [];
    if (body.quotas.some((row) => !kinds.has(row.kind))) errors.push(EVENT_PART_MESSAGES.KIND_NOT_REGISTERED);
    if ((await countNationalFederations(tx, { ids: federationIds })) !== federationIds.length) {
      errors.push(EVENT_PART_MESSAGES.UNKNOWN_FEDERATION);
    }
    if (errors.length > 0) throw new Invalid({ quotas: errors });
    await replaceQuotas(tx, {
      eventSportId: eventSport.id,
      rows: body.quotas.map((row) => ({ federationId: row.federation, kind: row.kind, quota: row.quota })),
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_sport.set_quotas',
      details: { event: params.id, event_sport: eventSport.id, quotas: body.quotas.length },
    });
  });
  return toQuotas(await listQuotasOfEventSport(db, { eventSportId: params.sportId, scope: { kind: 'all' } }));
}

// NF management ----------------------------------------------------------------------------------------------

/** National federations in the caller's scope with what each has for the event, by name, paged in SQL. */
export async function listNfManagement(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: NfManagementQuery,
  links: ListLinks,
): Promise<Paged<NfManagementRow>> {
  const scope = scopeOf(caller);
  const event = await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await listNfManagementPage(deps.db, {
    eventId: event.id,
    scope,
    search: query.search || undefined,
    day: judgedOn(event.endsOn),
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => ({
      federation: row.federation,
      // A lateral count always yields a row; the driver may still hand a bigint over as text.
      eligible_athletes: Number(row.eligibleAthletes ?? 0),
      quota_overrides: Number(row.quotaOverrides ?? 0),
      administrators: Number(row.administrators ?? 0),
      registered: Number(row.registered ?? 0),
      approved: Number(row.approved ?? 0),
    })),
  });
}

/**
 * One national federation for the event: its NF staff to contact, its eligible athletes and, for each
 * sport, the quota that applies to each kind that registers. NF staff may open their own federation only.
 */
export async function getNfManagement(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly federationId: number },
): Promise<NfManagementDetail> {
  const scope = scopeOf(caller);
  const event = await visibleEvent(db, caller, params.id);
  if (scope.kind === 'nf') {
    const own = await administeredFederation(db, { userId: caller.userId });
    if (own !== params.federationId) throw new Forbidden(EVENT_PART_MESSAGES.OWN_FEDERATION_ONLY);
  }
  const federation = await findNationalFederation(db, { id: params.federationId });
  if (!federation) throw new NotFound(EVENT_PART_MESSAGES.FEDERATION_NOT_FOUND);
  const eventSports = await listSportsOfEvents(db, { eventIds: [event.id] });
  const [eligible, contacts, kindQuotas] = await Promise.all([
    countEligibleAthletes(db, { federationId: federation.id, day: judgedOn(event.endsOn) }),
    listNfContacts(db, { federationId: federation.id }),
    listKindQuotas(db, { eventSportIds: eventSports.map((row) => row.id), federationId: federation.id }),
  ]);
  return {
    federation,
    eligible_athletes: Number(eligible),
    contacts: contacts.map((row) => ({
      id: row.id,
      full_name: fullName(row),
      email: row.email,
      permission: row.permission === PERMISSIONS.ADMIN ? 'admin' : 'viewer',
    })),
    sports: eventSports.map((eventSport) => ({
      event_sport: { id: eventSport.id, sport: eventSport.sport },
      quotas: kindQuotas
        .filter((row) => row.eventSportId === eventSport.id)
        .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
        .map((row) => ({
          kind: row.kind,
          quota: row.ownQuota ?? row.defaultQuota,
          overridden: row.ownQuota !== null,
          used: Number(row.used ?? 0),
          approved: Number(row.approved ?? 0),
        })),
    })),
    judged_on: event.endsOn,
  };
}
