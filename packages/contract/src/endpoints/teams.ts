// Marathon teams (decisions 017 and 019): the signed-in user's teams (§7 `teams/my/`; the first is the
// team-admin team of §3, loaded at start-up), the teams list and page, the team's details and logo, WSK's
// ban and unban, the teams active for the current season, and a team's registrations for an event sport
// (§2 `team-admin-to`, `team-admin-athletes`): its officials and roster athletes with their jersey numbers,
// within the kind's window and quota. Applications, rosters and annual fees have their own files.
import { z } from 'zod';
import { PARTICIPANT_STATUSES } from '../event';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { participantSchema, teamRegistrationCandidateSchema, teamRegistrationSchema } from '../participant';
import { ROLE_TYPES } from '../roles';
import { sportTypeSchema } from '../sport';
import { teamDetailSchema, teamSchema } from '../team';
import { contactPhoneField } from '../team-application';
import { presignedUploadSchema } from '../user';
import { validationMessages } from '../validation';
import { emailField, requiredId, textField } from '../zod-rules';
import { EVENTS_BASE } from './events';
import { presignUploadBodySchema, uploadKeySchema } from './uploads';

const signedIn = { auth: 'token' } as const;

export const TEAMS_BASE = '/api/client/teams/';

/** The kinds a team administrator registers: officials on `team-admin-to`, athletes on `team-admin-athletes`. */
export const TEAM_REGISTERED_KINDS = ['team_official', 'team_athlete'] as const;
export type TeamRegisteredKind = (typeof TEAM_REGISTERED_KINDS)[number];

export const TEAM_MESSAGES = {
  TEAM_NOT_FOUND: 'Team not found',
  /** 403: only the team's administrator (and WSK) registers for it. */
  TEAM_ADMIN_ONLY: 'Only the team’s administrator may register for the team',
  /** 400 on `user`: team athletes come from the team's roster. */
  NOT_ON_ROSTER: 'Not on the team’s roster',
  /** 400 on `user`: the kind's default quota applies to each team. */
  QUOTA_FULL: 'The team’s quota is full',
  /** 400 on `jersey_number`: team athletes wear a number. */
  JERSEY_REQUIRED: 'Choose a jersey number',
  /** 400 on `jersey_number`: officials wear none. */
  JERSEY_NOT_FOR_OFFICIALS: 'Officials wear no jersey number',
  /** 403 on registering, 400 on roster changes: WSK banned the team. */
  TEAM_BANNED: 'The team is banned and cannot register',
  /** 400: banning a banned team, unbanning one that is not. */
  ALREADY_BANNED: 'The team is already banned',
  NOT_BANNED: 'The team is not banned',
  /** 403: only the team's administrator and WSK administrators change the team. */
  TEAM_ADMIN_OR_WSK: 'Only the team’s administrator or WSK may change the team',
} as const;

const teamsBase = `${TEAMS_BASE}teams/`;
const wskAdmins = { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN], permission: 'admin' } as const;

export const teamsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Part of the team's name. */
  search: z.string().trim().max(100).optional(),
  /** ISO alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  banned: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Whether the annual fee of the current season is paid. */
  active_paid: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TeamsQuery = z.input<typeof teamsQuerySchema>;

export const updateTeamBodySchema = z.object({
  name: textField(['required', { rule: 'max_length', length: 100 }]).optional(),
  contact_email: emailField().optional(),
  contact_phone: contactPhoneField().optional(),
  /** WSK administrators only: the sport the team skates. */
  sport_type: sportTypeSchema.optional(),
  /** The `new_file_name` of a `teams/presign_url/` upload; null removes the logo. */
  logo: uploadKeySchema.nullable().optional(),
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;

export const banTeamBodySchema = z.object({
  reason: z
    .string({ error: () => validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(1000),
});
export type BanTeamBody = z.input<typeof banTeamBodySchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const teamSportParamsSchema = z.object({ id: idParam, sportId: idParam, teamId: idParam });

export const teamRegistrationCandidatesQuerySchema = z.object({
  ...pageFields,
  /** Athletes: the team's roster. Officials: any account, found by name or e-mail. */
  kind: z.enum(TEAM_REGISTERED_KINDS).default('team_athlete'),
  search: z.string().trim().max(100).optional(),
  eligible: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TeamRegistrationCandidatesQuery = z.input<typeof teamRegistrationCandidatesQuerySchema>;

export const teamParticipantsQuerySchema = z.object({
  ...pageFields,
  kind: z.enum(TEAM_REGISTERED_KINDS).optional(),
  status: z.enum(PARTICIPANT_STATUSES).optional(),
});
export type TeamParticipantsQuery = z.input<typeof teamParticipantsQuerySchema>;

export const registerTeamParticipantBodySchema = z
  .object({
    kind: z.enum(TEAM_REGISTERED_KINDS, { error: () => validationMessages.required }),
    user: requiredId(),
    /** Team athletes: at least one when the sport has disciplines. Officials: none. */
    entries: z
      .array(
        z.object({
          discipline: requiredId(),
          category: z.string().trim().max(100).nullable().default(null),
        }),
      )
      .max(50)
      .default([]),
    /** Team officials: what they do ("Team manager"). */
    function: z.string().trim().max(100).nullable().default(null),
    /**
     * Team athletes: their number for this event sport, 1 to 99 (roller derby 0 to 99), unique within the
     * team's registrations; the range is the sport's, checked on the server with the §5 message.
     */
    jersey_number: z
      .number({ error: () => validationMessages.jerseyNumber })
      .int({ error: () => validationMessages.jerseyNumber })
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'team_official') {
      if (!body.function) {
        ctx.addIssue({ code: 'custom', message: validationMessages.required, path: ['function'] });
      }
      if (body.entries.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'Officials enter no disciplines', path: ['entries'] });
      }
      if (body.jersey_number !== null) {
        ctx.addIssue({
          code: 'custom',
          message: TEAM_MESSAGES.JERSEY_NOT_FOR_OFFICIALS,
          path: ['jersey_number'],
        });
      }
    } else if (body.jersey_number === null) {
      ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.JERSEY_REQUIRED, path: ['jersey_number'] });
    }
  });
export type RegisterTeamParticipantBody = z.input<typeof registerTeamParticipantBodySchema>;

export const getMyTeams = defineEndpoint({
  name: 'getMyTeams',
  method: 'GET',
  path: `${teamsBase}my/`,
  access: signedIn,
  summary:
    'The teams the signed-in user administers, oldest first: the first is their team-admin team (§3). Loaded at start-up; an empty list for everyone else.',
  tags: ['teams'],
  response: z.array(teamSchema),
});

export const listTeams = defineEndpoint({
  name: 'listTeams',
  method: 'GET',
  path: teamsBase,
  access: signedIn,
  summary: 'Marathon teams by name, paged, by country, ban and whether the current season is paid.',
  tags: ['teams'],
  query: teamsQuerySchema,
  response: pagedSchema(teamSchema),
});

export const listActivePaidTeams = defineEndpoint({
  name: 'listActivePaidTeams',
  method: 'GET',
  path: `${teamsBase}active_paid/`,
  access: signedIn,
  summary:
    'The teams whose annual fee for the current season is paid (or waived) and that are not banned, by name.',
  tags: ['teams'],
  response: z.array(teamSchema),
});

export const getTeam = defineEndpoint({
  name: 'getTeam',
  method: 'GET',
  path: `${teamsBase}:id/`,
  access: signedIn,
  summary: 'A team’s page. Its contacts are shown to its administrator and WSK staff only (null to others).',
  tags: ['teams'],
  params: idParamsSchema,
  response: teamDetailSchema,
});

export const updateTeam = defineEndpoint({
  name: 'updateTeam',
  method: 'PATCH',
  path: `${teamsBase}:id/`,
  access: signedIn,
  summary: 'The team’s administrator or a WSK administrator changes its name, contacts or logo. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  body: updateTeamBodySchema,
  response: teamDetailSchema,
});

export const presignTeamLogo = defineEndpoint({
  name: 'presignTeamLogo',
  method: 'POST',
  path: `${teamsBase}presign_url/`,
  access: signedIn,
  summary: 'A single-use upload URL for a team logo (JPEG, PNG or WebP); then PATCH the team with `logo`.',
  tags: ['teams'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

export const banTeam = defineEndpoint({
  name: 'banTeam',
  method: 'POST',
  path: `${teamsBase}:id/ban/`,
  access: wskAdmins,
  summary:
    'WSK administrators ban a team with a reason: it registers nobody for any event until unbanned. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  body: banTeamBodySchema,
  response: teamDetailSchema,
});

export const unbanTeam = defineEndpoint({
  name: 'unbanTeam',
  method: 'POST',
  path: `${teamsBase}:id/unban/`,
  access: wskAdmins,
  summary: 'WSK administrators lift a team’s ban. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  response: teamDetailSchema,
});

const TEAM_SPORT_BASE = `${EVENTS_BASE}:id/sports/:sportId/teams/:teamId/`;

export const getTeamRegistration = defineEndpoint({
  name: 'getTeamRegistration',
  method: 'GET',
  path: `${TEAM_SPORT_BASE}registration/`,
  access: signedIn,
  summary:
    'A team’s places for an event sport: per team kind its quota and use, the jersey range and the numbers in use. The team’s administrator and WSK staff (403 to others).',
  tags: ['registration'],
  params: teamSportParamsSchema,
  response: teamRegistrationSchema,
});

export const listTeamRegistrationCandidates = defineEndpoint({
  name: 'listTeamRegistrationCandidates',
  method: 'GET',
  path: `${TEAM_SPORT_BASE}registration/candidates/`,
  access: signedIn,
  summary:
    'The people a team may register for an event sport, paged, each with the reasons they may not be (never hidden): athletes from the team’s roster with their jersey numbers, officials from every account by name or e-mail.',
  tags: ['registration'],
  params: teamSportParamsSchema,
  query: teamRegistrationCandidatesQuerySchema,
  response: pagedSchema(teamRegistrationCandidateSchema),
});

export const registerTeamParticipant = defineEndpoint({
  name: 'registerTeamParticipant',
  method: 'POST',
  path: `${TEAM_SPORT_BASE}participants/`,
  access: signedIn,
  summary:
    'The team’s administrator (or a WSK administrator) registers a team official or a roster athlete for an event sport: approved at once when eligible, within the team’s quota and the window; a team athlete’s jersey number is unique within the team’s registrations, also under concurrent requests. Audited.',
  tags: ['registration'],
  params: teamSportParamsSchema,
  body: registerTeamParticipantBodySchema,
  response: participantSchema,
  status: 201,
});

export const listTeamParticipants = defineEndpoint({
  name: 'listTeamParticipants',
  method: 'GET',
  path: `${TEAM_SPORT_BASE}participants/`,
  access: signedIn,
  summary: 'A team’s participants of an event sport, by name, paged; the team’s administrator and WSK staff.',
  tags: ['registration'],
  params: teamSportParamsSchema,
  query: teamParticipantsQuerySchema,
  response: pagedSchema(participantSchema),
});

export const teamsEndpoints = [
  getMyTeams,
  listTeams,
  listActivePaidTeams,
  getTeam,
  updateTeam,
  presignTeamLogo,
  banTeam,
  unbanTeam,
  getTeamRegistration,
  listTeamRegistrationCandidates,
  registerTeamParticipant,
  listTeamParticipants,
] as const;
