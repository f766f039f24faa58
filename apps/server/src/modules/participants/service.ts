// Rules of event registration (decision 017: athletes, national technical officials with extra officials,
// extra-quota athletes, pre-seed results). Who may: NF staff for the federation they administer (their
// administrators write, their viewers read), WSK staff for the federation they name (their administrators
// write), athletes for themselves where the event sport allows it. Every write is one transaction: the
// event locked FOR SHARE (an archive waits for it), the kind's window judged in the event's zone,
// eligibility re-checked for the one person, the federation's quota (and extra officials' roles) counted
// under an advisory lock per (event sport, kind, federation), the fee of the day frozen, audited in it.

import { REGISTRATION_WINDOW, registrationWindowMessage } from '@portal/contract/constants';
import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import {
  type listEventSportParticipants,
  type listRegistrationCandidates,
  PARTICIPANT_MESSAGES,
  type registerParticipantBodySchema,
  type registerSelfBodySchema,
  type rejectParticipantBodySchema,
  type updatePreSeedBodySchema,
} from '@portal/contract/endpoints/participants';
import { PARTICIPANT_KINDS, type ParticipantKind, windowOf } from '@portal/contract/event';
import type { InvalidFields, Paged } from '@portal/contract/http';
import {
  extraOfficialFunctions,
  type FederationRegistration,
  INELIGIBILITY_MESSAGES,
  type IneligibilityReason,
  isActiveStatus,
  type Participant,
  type ParticipantEntry,
  type RegistrationCandidate,
  type SelfRegistration,
} from '@portal/contract/participant';
import {
  dayInTimeZone,
  reducedFeeApplies,
  registrationWindowOutcome,
} from '@portal/contract/registration-window';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { fullName, type ListLinks, sqlPage } from '../events/people-service';
import {
  EVENT_SPORT_NOT_FOUND_MESSAGE,
  type EventReadDeps,
  EventStateError,
  formatMoney,
  isUniqueViolation,
  refuseArchived,
  visibleEvent,
  visibleEventSharedLock,
} from '../events/service';
import { billParticipant, cancelParticipantLine } from '../payments/billing';
import { avatarLink } from '../users/service';
import {
  ageGroupAt,
  countryAllowed,
  type EventJudgement,
  entryErrorsOf,
  fittingCategories,
  ineligibilityReasons,
  judgementOf,
  leadingReason,
  officialIneligibilityReasons,
} from './eligibility';
import {
  type CandidateRow,
  type CandidateTerms,
  countExtraOfficials,
  countQuotaUse,
  decideParticipant,
  eventSportNeedsPreSeed,
  type FederationRow,
  federationOfUser,
  findCandidate,
  findKindWindow,
  findNationalFederation,
  findOwnQuota,
  findParticipant,
  findRegistrationSport,
  insertParticipant,
  latestParticipantId,
  listCandidatePage,
  listDisciplineIdsOfEventSport,
  listEnteredDisciplineIds,
  listEntriesOf,
  listKindUse,
  listParticipantPage,
  lockParticipant,
  lockQuota,
  nfFederationIdOf,
  type ParticipantRow,
  type ParticipantScope,
  type RegistrationSportRow,
  setPreSeeds,
} from './queries';
import { administersTeamOf } from './role-queries';
import { roleWindowOf, roleWindowOverMessage } from './role-window';
import { isRoleKind, putParticipantOnRoster, takeParticipantOffRoster } from './roster-sync';

type CandidatesQuery = z.output<NonNullable<(typeof listRegistrationCandidates)['query']>>;
type ParticipantsQuery = z.output<NonNullable<(typeof listEventSportParticipants)['query']>>;
type RegisterParticipantBody = z.output<typeof registerParticipantBodySchema>;
type RegisterSelfBody = z.output<typeof registerSelfBodySchema>;
type RejectParticipantBody = z.output<typeof rejectParticipantBodySchema>;
type UpdatePreSeedBody = z.output<typeof updatePreSeedBodySchema>;
type EventRow = Awaited<ReturnType<typeof visibleEvent>>;
type Entries = RegisterSelfBody['entries'];

export interface EventSportParams {
  readonly id: number;
  readonly sportId: number;
}
export interface ParticipantParams {
  readonly id: number;
  readonly participantId: number;
}

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;
const isAdmin = (caller: AccessClaims) => caller.permission === PERMISSIONS.ADMIN;

// Replies ---------------------------------------------------------------------------------------------------

type Links = Pick<EventReadDeps['config'], 'publicUrl'>;

function toParticipant(row: ParticipantRow, entries: ParticipantEntry[], config: Links): Participant {
  const person = (ref: { id: number; firstName: string; lastName: string } | null) =>
    ref === null ? null : { id: ref.id, full_name: fullName(ref) };
  return {
    id: row.id,
    event: row.eventId,
    event_sport:
      row.eventSportId === null || row.sport === null ? null : { id: row.eventSportId, sport: row.sport },
    kind: row.kind,
    status: row.status,
    user: {
      id: row.user.id,
      full_name: fullName(row.user),
      avatar: avatarLink(config, row.user.avatar),
      federation: row.userFederation,
    },
    federation: row.federation,
    entries,
    fee: { amount: formatMoney(row.feeAmount), reduced: row.feeReduced, currency: row.currency },
    extra_quota: row.extraQuota,
    team: row.team,
    jersey_number: row.jerseyNumber,
    function: row.function,
    registered_by: person(row.registrar),
    decision:
      row.decidedAt === null
        ? null
        : { by: person(row.decider), at: row.decidedAt.toISOString(), reason: row.decisionReason },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** The participants with their entries: the entries of all of them in one query. */
export async function toParticipants(db: Database, rows: readonly ParticipantRow[], config: Links) {
  const entries = await listEntriesOf(db, { participantIds: rows.map((row) => row.id) });
  return rows.map((row) =>
    toParticipant(
      row,
      entries
        .filter((entry) => entry.participantId === row.id)
        .map((entry) => ({
          discipline: entry.discipline,
          category: entry.category,
          pre_seed: entry.preSeed,
        })),
      config,
    ),
  );
}

async function participantReply(deps: EventReadDeps, eventId: number, id: number): Promise<Participant> {
  const row = await findParticipant(deps.db, { eventId, id });
  if (!row) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  const [reply] = await toParticipants(deps.db, [row], deps.config);
  if (!reply) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  return reply;
}

function candidateTerms(
  sport: RegistrationSportRow,
  kind: ParticipantKind,
  judgement: EventJudgement,
  federation: FederationRow | null,
): CandidateTerms {
  return {
    eventSportId: sport.id,
    kind,
    validity: judgement.validity,
    adultBornBy: judgement.adultBornBy,
    // Officials enter no disciplines, so no category applies to them.
    categories: kind === 'athlete' ? sport.categories : [],
    countryAllowed: countryAllowed(sport.allowedCountries, federation?.countryCode ?? null),
  };
}

/** The person's facts as eligibility.ts takes them. */
function factsOf(row: CandidateRow, judgement: EventJudgement) {
  return {
    approvedAthlete: row.approvedAthlete,
    federationId: row.federationId,
    registrationCompleted: row.registrationCompleted,
    hasPassport: row.hasPassport,
    passportValid: row.passportValid,
    antiDopingValid: row.antiDopingValid,
    gender: row.gender,
    ageGroup: ageGroupAt(row.birthday, judgement),
    registered: row.participantId !== null,
  };
}

/**
 * Why the person may not be registered as the terms' kind. `writeFederation` (a write, or a person's own
 * view) is the federation they would be registered for: the role and federation reasons apply then.
 */
function reasonsOf(
  row: CandidateRow,
  terms: CandidateTerms,
  judgement: EventJudgement,
  writeFederation?: number | null,
): IneligibilityReason[] {
  const write = writeFederation !== undefined && { federationId: writeFederation };
  if (terms.kind === 'athlete') {
    return ineligibilityReasons(factsOf(row, judgement), {
      categories: terms.categories,
      countryAllowed: terms.countryAllowed,
      ...write,
    });
  }
  return officialIneligibilityReasons(
    {
      approvedMember: row.approvedMember,
      federationId: row.federationId,
      registrationCompleted: row.registrationCompleted,
      hasPassport: row.hasPassport,
      passportValid: row.passportValid,
      registered: row.participantId !== null,
    },
    { countryAllowed: terms.countryAllowed, ...write },
  );
}

function toCandidate(
  row: CandidateRow,
  terms: CandidateTerms,
  judgement: EventJudgement,
  config: Links,
  /** For a person's own view: the federation they would register for (write reasons apply). */
  writeFederation?: number | null,
): RegistrationCandidate {
  const facts = factsOf(row, judgement);
  const reasons = reasonsOf(row, terms, judgement, writeFederation);
  return {
    id: row.id,
    full_name: fullName(row),
    avatar: avatarLink(config, row.avatar),
    gender: row.gender,
    age_group: facts.ageGroup,
    wsk_id: row.wskId,
    federation: row.federation,
    eligible: reasons.length === 0,
    reasons,
    categories: fittingCategories(terms.categories, facts),
    participant:
      row.participantId === null || row.participantStatus === null || !isActiveStatus(row.participantStatus)
        ? null
        : { id: row.participantId, status: row.participantStatus as 'pending' | 'approved' },
  };
}

// Scope -----------------------------------------------------------------------------------------------------

/**
 * The federation the caller registers for or reads: WSK staff name it (400 without, 400 for an unknown
 * one); NF staff have the one they administer, and naming another is 403 where `strict` (writes and the
 * quota overview; their lists simply show their own).
 */
async function federationOfCaller(
  db: Database,
  caller: AccessClaims,
  named: number | undefined,
  options: { readonly strict: boolean },
): Promise<FederationRow> {
  if (isWskStaff(caller)) {
    if (named === undefined) throw new Invalid({ federation: [PARTICIPANT_MESSAGES.FEDERATION_REQUIRED] });
    const federation = await findNationalFederation(db, { id: named });
    if (!federation) throw new Invalid({ federation: [EVENT_PART_MESSAGES.UNKNOWN_FEDERATION] });
    return federation;
  }
  if (caller.role !== ROLE_TYPES.NF_ADMIN) throw new Forbidden();
  const own = await federationOfUser(db, { userId: caller.userId, as: 'nf' });
  if (!own || (options.strict && named !== undefined && named !== own.id)) {
    throw new Forbidden(PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY);
  }
  return own;
}

type Access = 'none' | 'read' | 'write';

/**
 * What the caller may do with a participant: WSK staff see every one (administrators write); NF staff see
 * their federation's (administrators write); a team's administrator writes the team's; the person sees
 * their own and withdraws it only when they registered themselves (a self-registration, a staff, LOC or
 * ITO application). Everyone else does not see it.
 */
async function accessTo(
  db: Database,
  caller: AccessClaims,
  row: {
    readonly id: number;
    readonly userId: number;
    readonly federationId: number | null;
    readonly registeredBy: number | null;
    /** The team of a team registration; left out where the row was read without it (then looked up). */
    readonly teamId?: number | null;
  },
): Promise<Access> {
  if (isWskStaff(caller)) return isAdmin(caller) ? 'write' : 'read';
  if (caller.role === ROLE_TYPES.NF_ADMIN && row.federationId !== null) {
    const own = await nfFederationIdOf(db, { userId: caller.userId });
    if (own === row.federationId) return isAdmin(caller) ? 'write' : 'read';
  }
  if (
    row.teamId !== null &&
    (await administersTeamOf(db, { participantId: row.id, userId: caller.userId }))
  ) {
    return 'write';
  }
  if (row.userId === caller.userId) return row.registeredBy === caller.userId ? 'write' : 'read';
  return 'none';
}

async function registrationSport(db: Database, event: EventRow, sportId: number, kind: ParticipantKind) {
  const sport = await findRegistrationSport(db, { eventId: event.id, eventSportId: sportId, kind });
  if (!sport) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return sport;
}

// Reads -----------------------------------------------------------------------------------------------------

/**
 * The federation's approved athletes for an event sport, by name, paged in SQL, each with the reasons they
 * may not be registered (never hidden); `eligible=true` keeps the others out, in the SQL.
 */
export async function listCandidates(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams,
  query: CandidatesQuery,
  links: ListLinks,
): Promise<Paged<RegistrationCandidate>> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const sport = await registrationSport(deps.db, event, params.sportId, query.kind);
  const federation = await federationOfCaller(deps.db, caller, query.federation, { strict: false });
  const judgement = judgementOf(event);
  const terms = candidateTerms(sport, query.kind, judgement, federation);
  const page = toPageRequest(query);
  const { rows, count } = await listCandidatePage(deps.db, {
    terms,
    federationId: federation.id,
    search: query.search || undefined,
    eligibleOnly: query.eligible === true,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toCandidate(row, terms, judgement, deps.config)),
  });
}

const kindOrder = (kind: ParticipantKind) => PARTICIPANT_KINDS.indexOf(kind);

/** How much of each quota of an event sport a federation uses; NF staff may open their own only. */
export async function getFederationRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams & { readonly federationId: number },
): Promise<FederationRegistration> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const sport = await registrationSport(deps.db, event, params.sportId, 'athlete');
  if (!isWskStaff(caller)) await federationOfCaller(deps.db, caller, params.federationId, { strict: true });
  const federation = await findNationalFederation(deps.db, { id: params.federationId });
  if (!federation) throw new NotFound(EVENT_PART_MESSAGES.FEDERATION_NOT_FOUND);
  const kinds = await listKindUse(deps.db, { eventSportId: sport.id, federationId: federation.id });
  return {
    federation: { id: federation.id, name: federation.name, code: federation.code },
    event_sport: { id: sport.id, sport: sport.sport },
    kinds: kinds
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
      .map((row) => ({
        kind: row.kind,
        quota: row.ownQuota ?? row.defaultQuota,
        used: row.used,
        approved: row.approved,
        pending: row.pending,
        extra_quota: row.extraQuota,
      })),
  };
}

/** The participants of an event sport, paged in SQL; NF staff see their federation's only. */
export async function listParticipants(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams,
  query: ParticipantsQuery,
  links: ListLinks,
): Promise<Paged<Participant>> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const sport = await registrationSport(deps.db, event, params.sportId, 'athlete');
  let scope: ParticipantScope;
  if (isWskStaff(caller)) scope = { kind: 'all', federationId: query.federation };
  else if (caller.role === ROLE_TYPES.NF_ADMIN) scope = { kind: 'nf', callerId: caller.userId };
  else throw new Forbidden();
  const page = toPageRequest(query);
  const { rows, count } = await listParticipantPage(deps.db, {
    eventSportId: sport.id,
    scope,
    kind: query.kind,
    status: query.status,
    search: query.search || undefined,
    extraQuota: query.extra_quota,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: await toParticipants(deps.db, rows, deps.config),
  });
}

/** One participant, to the person, their federation's NF staff and WSK staff; 404 to everyone else. */
export async function getParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
): Promise<Participant> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const row = await findParticipant(deps.db, { eventId: event.id, id: params.participantId });
  const access = row
    ? await accessTo(deps.db, caller, {
        id: row.id,
        userId: row.user.id,
        federationId: row.federation?.id ?? null,
        registeredBy: row.registrar?.id ?? null,
        teamId: row.team?.id ?? null,
      })
    : 'none';
  if (!row || access === 'none') throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  const [reply] = await toParticipants(deps.db, [row], deps.config);
  if (!reply) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  return reply;
}

/** The signed-in athlete as a candidate of their own federation, whether they may register, their latest row. */
export async function getSelfRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams,
): Promise<SelfRegistration> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const sport = await registrationSport(deps.db, event, params.sportId, 'athlete');
  const federation = (await federationOfUser(deps.db, { userId: caller.userId, as: 'member' })) ?? null;
  const judgement = judgementOf(event);
  const terms = candidateTerms(sport, 'athlete', judgement, federation);
  const row = await findCandidate(deps.db, { terms, userId: caller.userId });
  if (!row) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  const latest = await latestParticipantId(deps.db, {
    eventSportId: sport.id,
    kind: 'athlete',
    userId: caller.userId,
  });
  return {
    allowed: sport.allowSelfRegistration,
    candidate: toCandidate(row, terms, judgement, deps.config, federation?.id ?? null),
    participant: latest === undefined ? null : await participantReply(deps, event.id, latest),
  };
}

// Registration ----------------------------------------------------------------------------------------------

/** The event locked FOR SHARE for a registration write: visible to the caller, published, not archived. */
async function registrationEvent(tx: Database, caller: AccessClaims, eventId: number): Promise<EventRow> {
  const event = await visibleEventSharedLock(tx, caller, eventId);
  refuseArchived(event);
  if (event.status === 'draft') throw new EventStateError(PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED);
  return event;
}

/** The field errors of the entries: disciplines of the sport, a category that fits where it has any. */
async function entryErrors(
  tx: Database,
  sport: RegistrationSportRow,
  entries: Entries,
  fitting: readonly string[],
): Promise<string[]> {
  const disciplineIds = new Set(await listDisciplineIdsOfEventSport(tx, { eventSportId: sport.id }));
  return entryErrorsOf(entries, { disciplineIds, categories: sport.categories, fitting });
}

interface Registration {
  readonly caller: AccessClaims;
  readonly event: EventRow;
  readonly sportId: number;
  readonly kind: ParticipantKind;
  readonly userId: number;
  /** The federation registered for; null for an athlete without one (refused). */
  readonly federation: FederationRow | null;
  readonly entries: Entries;
  /** What an NTO does ("Team leader"); null for athletes. */
  readonly function: string | null;
  /** A request over the quota: an extra-quota athlete or an extra official. */
  readonly extraQuota: boolean;
  readonly self: boolean;
  readonly now: Date;
}

/** The extra official roles of the event sport (`need_extra_officials_nto`); empty when it has none. */
const extraOfficialRolesOf = (sport: RegistrationSportRow) =>
  extraOfficialFunctions({
    need_extra_officials_nto: sport.needExtraOfficialsNto,
    extra_official_rules: sport.extraOfficialRules,
  });

/** A request over the quota is one the sport takes: extra-quota athletes, extra officials. 400 otherwise. */
function refuseUnofferedExtra(sport: RegistrationSportRow, kind: ParticipantKind): void {
  if (kind === 'athlete' && !sport.needExtraQuota) {
    throw new Invalid({ extra_quota: [PARTICIPANT_MESSAGES.EXTRA_QUOTA_NOT_OFFERED] });
  }
  if (kind === 'nto' && extraOfficialRolesOf(sport).length === 0) {
    throw new Invalid({ extra_quota: [PARTICIPANT_MESSAGES.EXTRA_OFFICIALS_NOT_OFFERED] });
  }
}

/** The extra official role named (matched regardless of case, kept as the sport spells it), if any. */
function extraOfficialRole(sport: RegistrationSportRow, named: string | null): string | undefined {
  const wanted = named?.toLocaleLowerCase();
  return extraOfficialRolesOf(sport).find((role) => role.toLocaleLowerCase() === wanted);
}

/**
 * Under the quota's lock: where the registration stands against the quota (the federation's own, else the
 * default; active rows within it). Within it as usual; an extra-quota athlete only once it is full (a kind
 * without a quota never needs one); an extra official beyond it whatever its use, one per role.
 */
async function judgeQuota(
  tx: Database,
  sport: RegistrationSportRow,
  key: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly federationId: number },
  request: { readonly extraQuota: boolean; readonly function: string | null },
): Promise<void> {
  if (request.extraQuota && key.kind === 'nto') {
    const taken = await countExtraOfficials(tx, {
      eventSportId: key.eventSportId,
      federationId: key.federationId,
      function: request.function ?? '',
    });
    if (taken > 0) throw new Invalid({ function: [PARTICIPANT_MESSAGES.EXTRA_OFFICIAL_TAKEN] });
    return;
  }
  const quota = (await findOwnQuota(tx, key)) ?? sport.defaultQuota;
  const full = quota !== null && (await countQuotaUse(tx, key)) >= quota;
  if (request.extraQuota && !full) {
    throw new Invalid({ extra_quota: [PARTICIPANT_MESSAGES.QUOTA_NOT_FULL] });
  }
  if (!request.extraQuota && full) throw new Invalid({ user: [PARTICIPANT_MESSAGES.QUOTA_FULL] });
}

/** Inside the registration's transaction: every rule, then the row. Returns the participant's id. */
async function register(tx: Database, registration: Registration): Promise<number> {
  const { caller, event, kind, userId, federation, self, now, extraQuota } = registration;
  const sport = await registrationSport(tx, event, registration.sportId, kind);
  if (self && !sport.allowSelfRegistration) {
    throw new Forbidden(PARTICIPANT_MESSAGES.SELF_REGISTRATION_NOT_ALLOWED);
  }
  if (sport.settingsKind === null || sport.opensOn === null || sport.closesOn === null) {
    throw new EventStateError(PARTICIPANT_MESSAGES.KIND_NOT_REGISTERED);
  }
  if (extraQuota) refuseUnofferedExtra(sport, kind);
  const window = windowOf({
    opens_on: sport.opensOn,
    reduction_ends_on: sport.reductionEndsOn,
    closes_on: sport.closesOn,
  });
  const today = dayInTimeZone(now, event.timeZone);
  // Extra-quota athletes are taken during the reduction period only; extra officials in the whole window.
  const outcome = registrationWindowOutcome(window, today, {
    duringReductionPeriodOnly: extraQuota && kind === 'athlete',
  });
  if (outcome !== null) throw new EventStateError(registrationWindowMessage(outcome));
  if (federation === null) throw new Invalid({ user: [INELIGIBILITY_MESSAGES.wrong_federation] });

  // From here on the federation's registrations of this kind for this sport go one at a time, so the
  // eligibility (already registered), the quota and the extra officials' roles are judged on what the
  // earlier ones committed.
  const quotaKey = { eventSportId: sport.id, kind, federationId: federation.id };
  await lockQuota(tx, quotaKey);
  const judgement = judgementOf(event);
  const terms = candidateTerms(sport, kind, judgement, federation);
  const found = await findCandidate(tx, { terms, userId });
  // NF staff reach no one outside their federation: such a person is answered exactly as an unknown id is,
  // so that ids cannot be probed (object-level-fields.test.ts). WSK staff, who see everyone, learn why.
  const candidate = found && !isWskStaff(caller) && found.federationId !== federation.id ? null : found;
  const reasons: readonly IneligibilityReason[] = candidate
    ? reasonsOf(candidate, terms, judgement, federation.id)
    : [kind === 'athlete' ? 'not_an_athlete' : 'not_a_member'];
  const fields: InvalidFields = {};
  const reason = leadingReason(reasons);
  if (reason !== undefined) fields.user = [INELIGIBILITY_MESSAGES[reason]];
  if (kind === 'athlete') {
    const facts = candidate ? factsOf(candidate, judgement) : null;
    const entries = await entryErrors(
      tx,
      sport,
      registration.entries,
      facts ? fittingCategories(sport.categories, facts) : [],
    );
    if (entries.length > 0) fields.entries = entries;
  }
  const role = kind === 'nto' && extraQuota ? extraOfficialRole(sport, registration.function) : undefined;
  if (kind === 'nto' && extraQuota && role === undefined) {
    fields.function = [PARTICIPANT_MESSAGES.EXTRA_OFFICIAL_FUNCTION];
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  const officialFunction = kind === 'nto' ? (role ?? registration.function) : null;

  await judgeQuota(tx, sport, quotaKey, { extraQuota, function: officialFunction });

  const reduced = sport.reducedAmount !== null && reducedFeeApplies(window, today);
  // The NF vouches for its registrations within the quota; WSK decides the rest.
  const status = self || extraQuota ? 'pending' : 'approved';
  const id = await insertParticipant(
    tx,
    {
      eventId: event.id,
      eventSportId: sport.id,
      kind,
      userId,
      federationId: federation.id,
      status,
      registeredBy: caller.userId,
      feeAmount: reduced ? sport.reducedAmount : sport.amount,
      feeReduced: reduced,
      currency: event.currency,
      extraQuota,
      function: officialFunction,
      ...(status === 'approved' && { decidedBy: caller.userId, decidedAt: now }),
      createdAt: now,
      updatedAt: now,
    },
    kind === 'athlete'
      ? registration.entries.map((entry) => ({ disciplineId: entry.discipline, category: entry.category }))
      : [],
  );
  // The fee becomes a line on the payer's order: the athlete's own for a self-registration.
  await billParticipant(tx, {
    eventId: event.id,
    currency: event.currency,
    participantId: id,
    fee: reduced ? sport.reducedAmount : sport.amount,
    feeReduced: reduced,
    payer: self ? { kind: 'athlete', userId } : { kind: 'federation', federationId: federation.id },
    now,
  });
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action: 'event_participant.register',
    targetUserId: userId,
    details: {
      event: event.id,
      event_sport: sport.id,
      participant: id,
      kind,
      federation: federation.id,
      status,
      self,
      extra_quota: extraQuota,
      ...(officialFunction !== null && { function: officialFunction }),
    },
  });
  return id;
}

/** Runs a registration; a race on the one-active-registration index ends as the sequential answer. */
async function registerInTransaction(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  build: (tx: Database, event: EventRow) => Promise<Registration>,
): Promise<Participant> {
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const event = await registrationEvent(tx, caller, eventId);
      return register(tx, await build(tx, event));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid({ user: [INELIGIBILITY_MESSAGES.already_registered] });
    throw error;
  }
  return participantReply(deps, eventId, id);
}

/**
 * An NF (for its own federation) or WSK (for the one named) registers an athlete or an NTO: approved at once
 * within the quota; an extra-quota athlete or an extra official is pending until WSK decides.
 */
export async function registerParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams,
  body: RegisterParticipantBody,
  now = new Date(),
): Promise<Participant> {
  const federation = await federationOfCaller(deps.db, caller, body.federation, { strict: true });
  return registerInTransaction(deps, caller, params.id, async (_tx, event) => ({
    caller,
    event,
    sportId: params.sportId,
    kind: body.kind,
    userId: body.user,
    federation,
    entries: body.entries,
    function: body.function,
    extraQuota: body.extra_quota,
    self: false,
    now,
  }));
}

/** The signed-in athlete registers for their own federation where the sport allows it: pending. */
export async function registerSelf(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: EventSportParams,
  body: RegisterSelfBody,
  now = new Date(),
): Promise<Participant> {
  return registerInTransaction(deps, caller, params.id, async (tx, event) => ({
    caller,
    event,
    sportId: params.sportId,
    kind: 'athlete',
    userId: caller.userId,
    federation: (await federationOfUser(tx, { userId: caller.userId, as: 'member' })) ?? null,
    entries: body.entries,
    function: null,
    extraQuota: false,
    self: true,
    now,
  }));
}

// Status changes --------------------------------------------------------------------------------------------

/** Locks the event (as the caller sees it) and the participant for a status change; 404 when unseen. */
async function lockedParticipant(tx: Database, caller: AccessClaims, params: ParticipantParams) {
  const event = await visibleEventSharedLock(tx, caller, params.id);
  const row = await lockParticipant(tx, { eventId: event.id, id: params.participantId });
  if (!row) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  return { event, row };
}

/**
 * Withdraws a pending or approved registration: WSK administrators at any time; the federation's NF
 * administrators, the team's administrator and the person (their own self-registration or staff, LOC or
 * ITO application) until the kind's window closes in the event's zone (for staff, LOC and ITOs the window
 * applications are taken in, role-window.ts). An approved staff, LOC or ITO member leaves the event's list
 * in the same transaction. Others who see it get 403, the rest 404. Audited.
 */
export async function withdrawParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
  now = new Date(),
): Promise<Participant> {
  await deps.db.transaction(async (tx) => {
    const { event, row } = await lockedParticipant(tx, caller, params);
    const access = await accessTo(tx, caller, row);
    if (access === 'none') throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
    if (access === 'read') throw new Forbidden();
    refuseArchived(event);
    if (!isActiveStatus(row.status)) throw new EventStateError(PARTICIPANT_MESSAGES.NOT_WITHDRAWABLE);
    if (!isWskStaff(caller) && isRoleKind(row.kind)) {
      // Staff, LOC and ITO applications are withdrawn in the window they are taken in.
      const window = await roleWindowOf(tx, event, {
        eventId: event.id,
        kind: row.kind,
        eventSportId: row.eventSportId,
      });
      const over = roleWindowOverMessage(window, dayInTimeZone(now, event.timeZone));
      if (over !== null) throw new EventStateError(over);
    } else if (!isWskStaff(caller)) {
      // A kind that no longer registers for the sport has no window left to withdraw in.
      const window =
        row.eventSportId === null
          ? null
          : await findKindWindow(tx, { eventSportId: row.eventSportId, kind: row.kind });
      const outcome = window
        ? registrationWindowOutcome(
            windowOf({
              opens_on: window.opensOn,
              reduction_ends_on: window.reductionEndsOn,
              closes_on: window.closesOn,
            }),
            dayInTimeZone(now, event.timeZone),
          )
        : REGISTRATION_WINDOW.CLOSED;
      if (outcome === REGISTRATION_WINDOW.CLOSED) {
        throw new EventStateError(registrationWindowMessage(outcome));
      }
    }
    await decideParticipant(tx, {
      id: row.id,
      status: 'withdrawn',
      decidedBy: caller.userId,
      decidedAt: now,
      reason: null,
    });
    // A staff, LOC or ITO member withdrawn leaves the event's list with their credential.
    if (row.status === 'approved') await takeParticipantOffRoster(tx, { ...row, eventId: event.id });
    await cancelParticipantLine(tx, { participantId: row.id, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_participant.withdraw',
      targetUserId: row.userId,
      details: { event: event.id, event_sport: row.eventSportId, participant: row.id, was: row.status },
    });
  });
  return participantReply(deps, params.id, params.participantId);
}

/**
 * WSK administrators approve or reject a pending registration (a rejection with its reason); an approved
 * staff, LOC or ITO application puts the person on the event's list in the same transaction. Audited.
 */
async function decide(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
  decision: { readonly status: 'approved' | 'rejected'; readonly reason: string | null },
  now: Date,
): Promise<Participant> {
  await deps.db.transaction(async (tx) => {
    const { event, row } = await lockedParticipant(tx, caller, params);
    refuseArchived(event);
    // A pending registration already holds its place in the quota: approving it takes nothing more.
    if (row.status !== 'pending') throw new EventStateError(PARTICIPANT_MESSAGES.NOT_PENDING);
    await decideParticipant(tx, {
      id: row.id,
      status: decision.status,
      decidedBy: caller.userId,
      decidedAt: now,
      reason: decision.reason,
    });
    // An approved staff, LOC or ITO application puts the person on the event's list.
    if (decision.status === 'approved') await putParticipantOnRoster(tx, row.id);
    else await cancelParticipantLine(tx, { participantId: row.id, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: decision.status === 'approved' ? 'event_participant.approve' : 'event_participant.reject',
      targetUserId: row.userId,
      details: { event: event.id, event_sport: row.eventSportId, participant: row.id },
    });
  });
  return participantReply(deps, params.id, params.participantId);
}

export function approveParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
  now = new Date(),
): Promise<Participant> {
  return decide(deps, caller, params, { status: 'approved', reason: null }, now);
}

export function rejectParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
  body: RejectParticipantBody,
  now = new Date(),
): Promise<Participant> {
  return decide(deps, caller, params, { status: 'rejected', reason: body.reason }, now);
}

// Pre-seed --------------------------------------------------------------------------------------------------

/**
 * Sets the pre-seed results of an approved athlete's entries (`athletes-pre-seed`): where the event sport
 * has `need_pre_seed`, during the reduction period of the athlete window (for everyone: the seeding is
 * settled while the reduced fee applies), for disciplines the athlete enters. The federation's NF
 * administrators and WSK administrators; others who see the participant get 403, the rest 404. One
 * transaction, audited.
 */
export async function updatePreSeed(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: ParticipantParams,
  body: UpdatePreSeedBody,
  now = new Date(),
): Promise<Participant> {
  await deps.db.transaction(async (tx) => {
    const { event, row } = await lockedParticipant(tx, caller, params);
    const access = await accessTo(tx, caller, row);
    if (access === 'none') throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
    // The athlete reads their own registration but does not seed it.
    if (access === 'read' || !(isWskStaff(caller) || caller.role === ROLE_TYPES.NF_ADMIN)) {
      throw new Forbidden();
    }
    refuseArchived(event);
    const eventSportId = row.eventSportId;
    if (eventSportId === null || !(await eventSportNeedsPreSeed(tx, { eventSportId }))) {
      throw new EventStateError(PARTICIPANT_MESSAGES.PRE_SEED_NOT_OFFERED);
    }
    if (row.kind !== 'athlete' || row.status !== 'approved') {
      throw new EventStateError(PARTICIPANT_MESSAGES.PRE_SEED_NOT_APPROVED);
    }
    const window = await findKindWindow(tx, { eventSportId, kind: 'athlete' });
    const outcome = window
      ? registrationWindowOutcome(
          windowOf({
            opens_on: window.opensOn,
            reduction_ends_on: window.reductionEndsOn,
            closes_on: window.closesOn,
          }),
          dayInTimeZone(now, event.timeZone),
          { duringReductionPeriodOnly: true },
        )
      : REGISTRATION_WINDOW.CLOSED;
    if (outcome !== null) throw new EventStateError(registrationWindowMessage(outcome));
    const named = body.entries.map((entry) => entry.discipline);
    if (new Set(named).size !== named.length) {
      throw new Invalid({ entries: [PARTICIPANT_MESSAGES.DUPLICATE_ENTRY] });
    }
    const entered = new Set(await listEnteredDisciplineIds(tx, { participantId: row.id }));
    if (named.some((discipline) => !entered.has(discipline))) {
      throw new Invalid({ entries: [PARTICIPANT_MESSAGES.PRE_SEED_NOT_ENTERED] });
    }
    const entries = body.entries.map((entry) => ({
      disciplineId: entry.discipline,
      preSeed: entry.pre_seed,
    }));
    await setPreSeeds(tx, { participantId: row.id, entries, now });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_participant.pre_seed',
      targetUserId: row.userId,
      details: {
        event: event.id,
        event_sport: row.eventSportId,
        participant: row.id,
        entries: body.entries.map((entry) => ({ discipline: entry.discipline, pre_seed: entry.pre_seed })),
      },
    });
  });
  return participantReply(deps, params.id, params.participantId);
}
