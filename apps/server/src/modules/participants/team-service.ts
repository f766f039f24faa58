// Team registrations for an event sport (decision 017, "Teams"; §2 `team-admin-to`, `team-admin-athletes`):
// a team's administrator (and WSK administrators) registers team officials (anyone, with a function) and
// the roster's accepted athletes (with a jersey number and entries), approved at once as the team vouches
// for them, within the kind's window and the kind's default quota for each team; a team WSK banned
// registers nobody (403) and its candidates carry `banned`. WSK staff read. Every write is one
// transaction: the event locked FOR SHARE, the window of the day, an advisory lock per (event sport, team,
// kind) under which eligibility, the jersey number and the quota are judged on what earlier ones committed,
// the fee of the day, the row, the audit; the partial unique indexes catch the rest.
import { registrationWindowMessage } from '@portal/contract/constants';
import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import {
  type registerTeamParticipantBodySchema,
  TEAM_MESSAGES,
  TEAM_REGISTERED_KINDS,
  type TeamRegisteredKind,
  type teamParticipantsQuerySchema,
  type teamRegistrationCandidatesQuerySchema,
} from '@portal/contract/endpoints/teams';
import { windowOf } from '@portal/contract/event';
import type { InvalidFields, Paged } from '@portal/contract/http';
import {
  INELIGIBILITY_MESSAGES,
  type IneligibilityReason,
  isActiveStatus,
  type Participant,
  type TeamRegistration,
  type TeamRegistrationCandidate,
} from '@portal/contract/participant';
import {
  dayInTimeZone,
  reducedFeeApplies,
  registrationWindowOutcome,
} from '@portal/contract/registration-window';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { jerseyRuleOf } from '@portal/contract/team';
import { validationMessages } from '@portal/contract/validation';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { violatesConstraint } from '../../db/violations';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { fullName, type ListLinks, sqlPage } from '../events/people-service';
import {
  EVENT_SPORT_NOT_FOUND_MESSAGE,
  type EventReadDeps,
  EventStateError,
  isUniqueViolation,
  refuseArchived,
  visibleEvent,
  visibleEventSharedLock,
} from '../events/service';
import { billParticipant } from '../payments/billing';
import { avatarLink } from '../users/service';
import {
  ageGroupAt,
  type EligibilityFacts,
  type EventJudgement,
  entryErrorsOf,
  fittingCategories,
  judgementOf,
  leadingReason,
  teamAthleteIneligibilityReasons,
  teamOfficialIneligibilityReasons,
} from './eligibility';
import {
  type CandidateTerms,
  findParticipant,
  findRegistrationSport,
  insertParticipant,
  listDisciplineIdsOfEventSport,
  listParticipantPage,
  type RegistrationSportRow,
} from './queries';
import { toParticipants } from './service';
import {
  countTeamQuotaUse,
  findTeam,
  findTeamCandidate,
  listTeamCandidatePage,
  listTeamKindUse,
  listUsedJerseyNumbers,
  lockTeamQuota,
  type TeamCandidateRow,
  type TeamRow,
} from './team-queries';

type CandidatesQuery = z.output<typeof teamRegistrationCandidatesQuerySchema>;
type ParticipantsQuery = z.output<typeof teamParticipantsQuerySchema>;
type RegisterBody = z.output<typeof registerTeamParticipantBodySchema>;
type EventRow = Awaited<ReturnType<typeof visibleEvent>>;

export interface TeamSportParams {
  readonly id: number;
  readonly sportId: number;
  readonly teamId: number;
}

/** The index names whose violations become field errors (drizzle wraps the driver's error). */
const JERSEY_UNIQUE = 'event_participants_team_jersey_unique';

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

// Access ----------------------------------------------------------------------------------------------------

type TeamAccess = 'read' | 'write';

/**
 * The team and what the caller may do for it: its administrator reads and writes, WSK staff read (their
 * administrators write); 404 for an unknown team, 403 for everyone else.
 */
async function teamOfCaller(
  db: Database,
  caller: AccessClaims,
  teamId: number,
): Promise<{ readonly team: TeamRow; readonly access: TeamAccess }> {
  const team = await findTeam(db, { id: teamId });
  if (!team) throw new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);
  if (isWskStaff(caller)) {
    return { team, access: caller.permission === PERMISSIONS.ADMIN ? 'write' : 'read' };
  }
  if (team.adminUserId !== null && team.adminUserId === caller.userId) return { team, access: 'write' };
  throw new Forbidden(TEAM_MESSAGES.TEAM_ADMIN_ONLY);
}

async function teamSport(db: Database, event: EventRow, sportId: number, kind: TeamRegisteredKind) {
  const sport = await findRegistrationSport(db, { eventId: event.id, eventSportId: sportId, kind });
  if (!sport) throw new NotFound(EVENT_SPORT_NOT_FOUND_MESSAGE);
  return sport;
}

// Eligibility -----------------------------------------------------------------------------------------------

function teamTerms(
  sport: RegistrationSportRow,
  kind: TeamRegisteredKind,
  judgement: EventJudgement,
): CandidateTerms {
  return {
    eventSportId: sport.id,
    kind,
    validity: judgement.validity,
    adultBornBy: judgement.adultBornBy,
    categories: kind === 'team_athlete' ? sport.categories : [],
    // Teams are international: no country rule.
    countryAllowed: true,
  };
}

function factsOf(row: TeamCandidateRow, judgement: EventJudgement): EligibilityFacts {
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

function reasonsOf(
  row: TeamCandidateRow,
  terms: CandidateTerms,
  judgement: EventJudgement,
  team: Pick<TeamRow, 'bannedAt'>,
): IneligibilityReason[] {
  const facts = factsOf(row, judgement);
  const teamBanned = team.bannedAt !== null;
  return terms.kind === 'team_athlete'
    ? teamAthleteIneligibilityReasons(facts, { categories: terms.categories, teamBanned })
    : teamOfficialIneligibilityReasons({ ...facts, approvedMember: row.approvedMember }, { teamBanned });
}

function toCandidate(
  row: TeamCandidateRow,
  terms: CandidateTerms,
  judgement: EventJudgement,
  team: Pick<TeamRow, 'bannedAt'>,
  config: EventReadDeps['config'],
): TeamRegistrationCandidate {
  const facts = factsOf(row, judgement);
  const reasons = reasonsOf(row, terms, judgement, team);
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
    jersey_number: terms.kind === 'team_athlete' ? row.rosterJersey : null,
  };
}

// Reads -----------------------------------------------------------------------------------------------------

/** A team's places for an event sport: per team kind with a row its quota and use, the jersey numbers. */
export async function getTeamRegistration(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: TeamSportParams,
): Promise<TeamRegistration> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const { team, access } = await teamOfCaller(deps.db, caller, params.teamId);
  const sport = await teamSport(deps.db, event, params.sportId, 'team_athlete');
  const key = { eventSportId: sport.id, teamId: team.id };
  const [kinds, used] = await Promise.all([
    listTeamKindUse(deps.db, { ...key, kinds: TEAM_REGISTERED_KINDS }),
    listUsedJerseyNumbers(deps.db, key),
  ]);
  const rule = jerseyRuleOf(sport.sport.type);
  return {
    team: { id: team.id, name: team.name },
    event_sport: { id: sport.id, sport: sport.sport },
    kinds: TEAM_REGISTERED_KINDS.flatMap((kind) => {
      const row = kinds.find((candidate) => candidate.kind === kind);
      return row
        ? [
            {
              kind,
              quota: row.quota,
              used: row.used,
              approved: row.approved,
              pending: row.pending,
              extra_quota: 0,
            },
          ]
        : [];
    }),
    jersey: { min: rule.min, max: rule.max },
    used_jersey_numbers: used,
    // Registrations are taken on published events only (a draft answers 400, an archived one too).
    editable: access === 'write' && event.status === 'published',
  };
}

/**
 * The people a team may register, paged in SQL, each with the reasons they may not be (never hidden):
 * team athletes from the roster with their roster jersey number, team officials from every account.
 */
export async function listTeamCandidates(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: TeamSportParams,
  query: CandidatesQuery,
  links: ListLinks,
): Promise<Paged<TeamRegistrationCandidate>> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const { team } = await teamOfCaller(deps.db, caller, params.teamId);
  const sport = await teamSport(deps.db, event, params.sportId, query.kind);
  const judgement = judgementOf(event);
  const terms = teamTerms(sport, query.kind, judgement);
  const page = toPageRequest(query);
  const { rows, count } = await listTeamCandidatePage(deps.db, {
    terms,
    teamId: team.id,
    search: query.search || undefined,
    eligibleOnly: query.eligible === true,
    teamBanned: team.bannedAt !== null,
    ...sqlPage(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toCandidate(row, terms, judgement, team, deps.config)),
  });
}

/** A team's participants of an event sport (any status), by name, paged in SQL. */
export async function listTeamParticipants(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: TeamSportParams,
  query: ParticipantsQuery,
  links: ListLinks,
): Promise<Paged<Participant>> {
  const event = await visibleEvent(deps.db, caller, params.id);
  const { team } = await teamOfCaller(deps.db, caller, params.teamId);
  const sport = await teamSport(deps.db, event, params.sportId, 'team_athlete');
  const page = toPageRequest(query);
  const { rows, count } = await listParticipantPage(deps.db, {
    eventSportId: sport.id,
    scope: { kind: 'all' },
    teamId: team.id,
    kind: query.kind,
    status: query.status,
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

// Registration ----------------------------------------------------------------------------------------------

/** Inside the registration's transaction: every rule, then the row. Returns the participant's id. */
async function register(
  tx: Database,
  caller: AccessClaims,
  params: TeamSportParams,
  body: RegisterBody,
  now: Date,
): Promise<number> {
  const event = await visibleEventSharedLock(tx, caller, params.id);
  const { team, access } = await teamOfCaller(tx, caller, params.teamId);
  if (access !== 'write') throw new Forbidden(TEAM_MESSAGES.TEAM_ADMIN_ONLY);
  // WSK's ban (decision 019): the team registers nobody until it is lifted.
  if (team.bannedAt !== null) throw new Forbidden(TEAM_MESSAGES.TEAM_BANNED);
  refuseArchived(event);
  if (event.status === 'draft') throw new EventStateError(PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED);
  const { kind } = body;
  const sport = await teamSport(tx, event, params.sportId, kind);
  if (sport.settingsKind === null || sport.opensOn === null || sport.closesOn === null) {
    throw new EventStateError(PARTICIPANT_MESSAGES.KIND_NOT_REGISTERED);
  }
  const window = windowOf({
    opens_on: sport.opensOn,
    reduction_ends_on: sport.reductionEndsOn,
    closes_on: sport.closesOn,
  });
  const today = dayInTimeZone(now, event.timeZone);
  const outcome = registrationWindowOutcome(window, today);
  if (outcome !== null) throw new EventStateError(registrationWindowMessage(outcome));

  // From here on the team's registrations of this kind for this sport go one at a time, so eligibility
  // (already registered), the jersey numbers and the quota are judged on what the earlier ones committed.
  const key = { eventSportId: sport.id, kind, teamId: team.id };
  await lockTeamQuota(tx, key);
  const judgement = judgementOf(event);
  const terms = teamTerms(sport, kind, judgement);
  const candidate = await findTeamCandidate(tx, { terms, teamId: team.id, userId: body.user });
  const fields: InvalidFields = {};
  const athlete = kind === 'team_athlete';
  if (!candidate) {
    fields.user = [athlete ? TEAM_MESSAGES.NOT_ON_ROSTER : EVENT_PART_MESSAGES.UNKNOWN_USER];
  } else if (athlete && !candidate.onRoster) {
    fields.user = [TEAM_MESSAGES.NOT_ON_ROSTER];
  } else {
    // The role first, as the other registrations answer.
    const reason = leadingReason(reasonsOf(candidate, terms, judgement, team));
    if (reason !== undefined) fields.user = [INELIGIBILITY_MESSAGES[reason]];
  }
  if (athlete) {
    const entries = entryErrorsOf(body.entries, {
      disciplineIds: new Set(await listDisciplineIdsOfEventSport(tx, { eventSportId: sport.id })),
      categories: sport.categories,
      fitting: candidate ? fittingCategories(sport.categories, factsOf(candidate, judgement)) : [],
    });
    if (entries.length > 0) fields.entries = entries;
    const jersey = body.jersey_number;
    const rule = jerseyRuleOf(sport.sport.type);
    if (jersey === null) fields.jersey_number = [TEAM_MESSAGES.JERSEY_REQUIRED];
    else if (jersey < rule.min || jersey > rule.max) fields.jersey_number = [rule.message];
    else if ((await listUsedJerseyNumbers(tx, key)).includes(jersey)) {
      fields.jersey_number = [validationMessages.jerseyNumberInUse];
    }
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);

  // The kind's default quota applies to each team (null: no limit).
  if (sport.defaultQuota !== null && (await countTeamQuotaUse(tx, key)) >= sport.defaultQuota) {
    throw new Invalid({ user: [TEAM_MESSAGES.QUOTA_FULL] });
  }

  const reduced = sport.reducedAmount !== null && reducedFeeApplies(window, today);
  const id = await insertParticipant(
    tx,
    {
      eventId: event.id,
      eventSportId: sport.id,
      kind,
      userId: body.user,
      federationId: null,
      teamId: team.id,
      jerseyNumber: athlete ? body.jersey_number : null,
      // The team vouches for its registrations, as an NF does.
      status: 'approved',
      registeredBy: caller.userId,
      decidedBy: caller.userId,
      decidedAt: now,
      feeAmount: reduced ? sport.reducedAmount : sport.amount,
      feeReduced: reduced,
      currency: event.currency,
      extraQuota: false,
      function: athlete ? null : body.function,
      createdAt: now,
      updatedAt: now,
    },
    athlete
      ? body.entries.map((entry) => ({ disciplineId: entry.discipline, category: entry.category }))
      : [],
  );
  await billParticipant(tx, {
    eventId: event.id,
    currency: event.currency,
    participantId: id,
    fee: reduced ? sport.reducedAmount : sport.amount,
    feeReduced: reduced,
    payer: { kind: 'team', teamId: team.id },
    now,
  });
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action: 'event_participant.register',
    targetUserId: body.user,
    details: {
      event: event.id,
      event_sport: sport.id,
      participant: id,
      kind,
      team: team.id,
      status: 'approved',
      ...(athlete ? { jersey_number: body.jersey_number } : { function: body.function }),
    },
  });
  return id;
}

/**
 * The team's administrator or a WSK administrator registers a team official or a roster athlete: approved
 * at once when eligible, within the team's quota and the window. A race on a jersey number or on the
 * person's one active registration ends as the sequential answer would.
 */
export async function registerTeamParticipant(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: TeamSportParams,
  body: RegisterBody,
  now = new Date(),
): Promise<Participant> {
  let id: number;
  try {
    id = await deps.db.transaction((tx) => register(tx, caller, params, body, now));
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (violatesConstraint(error, JERSEY_UNIQUE))
        throw new Invalid({ jersey_number: [validationMessages.jerseyNumberInUse] });
      throw new Invalid({ user: [INELIGIBILITY_MESSAGES.already_registered] });
    }
    throw error;
  }
  const row = await findParticipant(deps.db, { eventId: params.id, id });
  const [reply] = row ? await toParticipants(deps.db, [row], deps.config) : [];
  if (!reply) throw new NotFound(PARTICIPANT_MESSAGES.PARTICIPANT_NOT_FOUND);
  return reply;
}
