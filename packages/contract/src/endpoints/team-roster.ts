// Team rosters (spec §7 Team service, §5 jersey rules; decision 019). The team's administrator (or a WSK
// administrator) adds approved athletes with a jersey number, 1 to 99 (0 to 99 for a roller-derby team),
// unique among the roster's pending and accepted athletes; the athlete accepts or declines
// (`change_status/`); the administrator removes an athlete, or the athlete leaves. `my/` is the signed-in
// athlete's own places; `by_user/` one person's places as the caller may see them.
import { z } from 'zod';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { ROSTER_STATUSES, rosterEntrySchema } from '../team';
import { validationMessages } from '../validation';
import { calendarDay, requiredId } from '../zod-rules';
import { TEAMS_BASE } from './teams';

export const TEAM_ROSTER_BASE = `${TEAMS_BASE}team-roster/`;

const signedIn = { auth: 'token' } as const;

export const ROSTER_MESSAGES = {
  ENTRY_NOT_FOUND: 'Roster entry not found',
  /** 400 on `user`. */
  NOT_AN_ATHLETE: 'Only approved athletes can join a team’s roster',
  ALREADY_ON_ROSTER: 'The athlete is already on the team’s roster',
  /** 400 on `status`: only a pending place is accepted or declined. */
  NOT_PENDING: 'This place has already been answered',
  /** 403: only the athlete answers their place. */
  ATHLETE_ONLY: 'Only the athlete can answer this place',
} as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const addRosterEntryBodySchema = z.object({
  team: requiredId(),
  user: requiredId(),
  /** The team's sport decides the range (§5); checked on the server with the §5 messages. */
  jersey_number: z
    .number({ error: () => validationMessages.jerseyNumber })
    .int({ error: () => validationMessages.jerseyNumber }),
});
export type AddRosterEntryBody = z.input<typeof addRosterEntryBodySchema>;

export const rosterQuerySchema = z.object({
  ...pageFields,
  team: idParam,
  status: z.enum(ROSTER_STATUSES).optional(),
  /** Part of the athlete's name. */
  search: z.string().trim().max(100).optional(),
});
export type RosterQuery = z.input<typeof rosterQuerySchema>;

export const myRosterQuerySchema = z.object({ status: z.enum(ROSTER_STATUSES).optional() });
export type MyRosterQuery = z.input<typeof myRosterQuerySchema>;

export const rosterByUserQuerySchema = z.object({ user: idParam });
export type RosterByUserQuery = z.input<typeof rosterByUserQuerySchema>;

export const changeRosterStatusBodySchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: () => validationMessages.required }),
});
export type ChangeRosterStatusBody = z.input<typeof changeRosterStatusBodySchema>;

export const rosterCandidatesQuerySchema = z.object({
  ...pageFields,
  team: idParam,
  /** Part of the athlete's name or e-mail; at least two characters. */
  search: z.string().trim().min(2).max(100),
});
export type RosterCandidatesQuery = z.input<typeof rosterCandidatesQuerySchema>;

export const rosterCandidateSchema = z
  .object({
    id: z.number().int().positive(),
    full_name: z.string(),
    federation: z.object({ id: z.number().int().positive(), code: z.string(), name: z.string() }).nullable(),
    gender: z.string().nullable(),
    birth_date: calendarDay().nullable(),
    avatar: z.string().nullable(),
    /** Already pending or accepted on this team. */
    on_roster: z.boolean(),
  })
  .meta({ id: 'RosterCandidate' });
export type RosterCandidate = z.infer<typeof rosterCandidateSchema>;

export const addRosterEntry = defineEndpoint({
  name: 'addRosterEntry',
  method: 'POST',
  path: TEAM_ROSTER_BASE,
  access: signedIn,
  summary:
    'The team’s administrator (or a WSK administrator) adds an approved athlete with a jersey number unique on the roster, also under concurrent requests; the athlete’s place is pending until they answer. A declined athlete may be added again. Audited.',
  tags: ['teams'],
  body: addRosterEntryBodySchema,
  response: rosterEntrySchema,
  status: 201,
});

export const listRoster = defineEndpoint({
  name: 'listRoster',
  method: 'GET',
  path: TEAM_ROSTER_BASE,
  access: signedIn,
  summary: 'A team’s roster by jersey number, paged: the team’s administrator and WSK staff (403 to others).',
  tags: ['teams'],
  query: rosterQuerySchema,
  response: pagedSchema(rosterEntrySchema),
});

export const listMyRoster = defineEndpoint({
  name: 'listMyRoster',
  method: 'GET',
  path: `${TEAM_ROSTER_BASE}my/`,
  access: signedIn,
  summary: 'The signed-in athlete’s places on team rosters, newest first, optionally by status.',
  tags: ['teams'],
  query: myRosterQuerySchema,
  response: z.array(rosterEntrySchema),
});

export const listRosterByUser = defineEndpoint({
  name: 'listRosterByUser',
  method: 'GET',
  path: `${TEAM_ROSTER_BASE}by_user/`,
  access: signedIn,
  summary:
    'One person’s roster places: all of them for WSK staff and the person, those of the caller’s teams for a team administrator, none for others.',
  tags: ['teams'],
  query: rosterByUserQuerySchema,
  response: z.array(rosterEntrySchema),
});

export const listRosterCandidates = defineEndpoint({
  name: 'listRosterCandidates',
  method: 'GET',
  path: `${TEAM_ROSTER_BASE}candidates/`,
  access: signedIn,
  summary:
    'Approved athletes the team’s administrator (or WSK) may add, found by name or e-mail, paged, each saying whether they are on the roster already.',
  tags: ['teams'],
  query: rosterCandidatesQuerySchema,
  response: pagedSchema(rosterCandidateSchema),
});

export const changeRosterStatus = defineEndpoint({
  name: 'changeRosterStatus',
  method: 'PATCH',
  path: `${TEAM_ROSTER_BASE}:id/change_status/`,
  access: signedIn,
  summary:
    'The athlete accepts or declines a pending place; a declined place frees its jersey number. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  body: changeRosterStatusBodySchema,
  response: rosterEntrySchema,
});

export const removeRosterEntry = defineEndpoint({
  name: 'removeRosterEntry',
  method: 'DELETE',
  path: `${TEAM_ROSTER_BASE}:id/`,
  access: signedIn,
  summary:
    'The team’s administrator or a WSK administrator removes an athlete, or the athlete leaves. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const teamRosterEndpoints = [
  addRosterEntry,
  listRoster,
  listMyRoster,
  listRosterByUser,
  listRosterCandidates,
  changeRosterStatus,
  removeRosterEntry,
] as const;
