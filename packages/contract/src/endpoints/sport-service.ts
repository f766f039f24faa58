// The sport service of spec §7 (base client/sport): reference lists (sports, federations, disciplines,
// stances, devices), the user's sports and palmares forms. The WSK-id calls belong to user management.
//
// Reference lists are public: they are the federation's catalogue, not personal data. A user's sports are
// written by their owner; an athlete or ITO picks sports one by one (`user-sports/`, athletes with
// discipline, stance and device, ITOs with a discipline), WSK users replace their list through
// `wsk_sports/` (only when their group allows sports) and NF users through `nf_sports/`. Reads of another
// user's sports follow the user-read scope (WSK staff: anyone; NF staff: their federation).
import { z } from 'zod';
import { defineEndpoint, idParam, idParamsSchema, pagedSchema } from '../http';
import { nationalFederationSchema, sportSchema } from '../sport';
import { referenceRecordSchema } from '../user';
import { maxCount, minCount, requiredId, textField } from '../zod-rules';

export const SPORT_BASE = '/api/client/sport/';

export const SPORT_NOT_ALLOWED_MESSAGE = 'This sport is not open to athletes of your country';
export const SPORT_ALREADY_SELECTED_MESSAGE = 'You have already selected this sport';
export const SPORTS_NOT_ALLOWED_FOR_GROUP_MESSAGE = 'Your group does not select sports';

// Reference lists -----------------------------------------------------------------------------------------

export const sportsQuerySchema = z.object({
  ordering: z.enum(['name', '-name', 'id']).optional(),
});

export const getSports = defineEndpoint({
  name: 'getSports',
  method: 'GET',
  path: `${SPORT_BASE}sports/`,
  access: { auth: 'public' },
  summary: 'Every sport (the web app asks `?ordering=name`).',
  tags: ['sport service'],
  query: sportsQuerySchema,
  response: z.array(sportSchema),
});

/** Federations are about 250; a select loads them in one page. */
export const MAX_FEDERATIONS_PAGE_SIZE = 300;

export const federationsQuerySchema = z.object({
  /** Part of the name or the code, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** Include the default federation ("not belonging to any federation"); off by default. */
  include_default: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_FEDERATIONS_PAGE_SIZE).default(MAX_FEDERATIONS_PAGE_SIZE),
});

export const getFederations = defineEndpoint({
  name: 'getFederations',
  method: 'GET',
  path: `${SPORT_BASE}federations/`,
  access: { auth: 'public' },
  summary: 'National federations by name, paged, optionally searched.',
  tags: ['sport service'],
  query: federationsQuerySchema,
  response: pagedSchema(nationalFederationSchema),
});

export const getFederation = defineEndpoint({
  name: 'getFederation',
  method: 'GET',
  path: `${SPORT_BASE}federations/:id/`,
  access: { auth: 'public' },
  summary: 'One national federation.',
  tags: ['sport service'],
  params: idParamsSchema,
  response: nationalFederationSchema,
});

/** A discipline, stance or device: a reference record, tied to a sport (stances may fit every sport). */
export const sportReferenceSchema = referenceRecordSchema
  .extend({ sport: z.number().int().positive().nullable() })
  .meta({ id: 'SportReference' });
export type SportReference = z.infer<typeof sportReferenceSchema>;

export const sportReferenceQuerySchema = z.object({
  /** Only the entries of this sport (stances also list the ones for every sport). */
  sport: idParam.optional(),
});

const referenceList = (name: string, segment: string, what: string) =>
  defineEndpoint({
    name,
    method: 'GET',
    path: `${SPORT_BASE}${segment}/`,
    access: { auth: 'public' },
    summary: `${what}, by name; \`?sport=\` narrows to one sport.`,
    tags: ['sport service'],
    query: sportReferenceQuerySchema,
    response: z.array(sportReferenceSchema),
  });

export const getDisciplines = referenceList('getDisciplines', 'disciplines', 'Disciplines of the sports');
export const getStances = referenceList('getStances', 'stances', 'Stances (regular, goofy…)');
export const getDevices = referenceList('getDevices', 'devices', 'Devices (inline skates, quads, boards…)');

// User sports ---------------------------------------------------------------------------------------------

export const USER_SPORT_KINDS = ['athlete', 'ito', 'wsk', 'nf'] as const;
export type UserSportKind = (typeof USER_SPORT_KINDS)[number];

const ref = z.object({ id: z.number().int().positive(), name: z.string() });

/** One sport of a user (§3 "User sport item" and its further fields). */
export const userSportSchema = z
  .object({
    id: z.number().int().positive(),
    user: z.number().int().positive(),
    /** Which selection it belongs to: an athlete's or ITO's pick, or a WSK or NF user's list. */
    kind: z.enum(USER_SPORT_KINDS),
    sport: sportSchema.pick({ id: true, name: true, type: true, icon: true, is_team_based: true }),
    /** The federation the athlete represents (their national federation); null until chosen. */
    federation: nationalFederationSchema.pick({ id: true, name: true, code: true }).nullable(),
    discipline: ref.nullable(),
    stance: ref.nullable(),
    device: ref.nullable(),
    /** Whether the web app still shows the "marathon without level" explanation for this sport. */
    marathon_no_level_show_modal: z.boolean(),
    /** The athlete's palmares form for this sport, if any. */
    palmares_form: z.number().int().positive().nullable(),
  })
  .meta({ id: 'UserSport' });
export type UserSport = z.infer<typeof userSportSchema>;

const optionalRef = () => requiredId().nullable().optional();

export const userSportBodySchema = z.object({
  sport: requiredId(),
  discipline: optionalRef(),
  stance: optionalRef(),
  device: optionalRef(),
});
export type UserSportBody = z.input<typeof userSportBodySchema>;

export const createUserSport = defineEndpoint({
  name: 'createUserSport',
  method: 'POST',
  path: `${SPORT_BASE}user-sports/`,
  access: { auth: 'token' },
  summary:
    'An athlete or ITO adds a sport (athletes with discipline, stance and device; ITOs with a discipline), honouring the sport’s allowed_countries; marks the sport step.',
  tags: ['user sports'],
  body: userSportBodySchema,
  response: userSportSchema,
  status: 201,
});

export const userSportPatchSchema = userSportBodySchema.omit({ sport: true }).partial();
export type UserSportPatch = z.input<typeof userSportPatchSchema>;

export const updateUserSport = defineEndpoint({
  name: 'updateUserSport',
  method: 'PATCH',
  path: `${SPORT_BASE}user-sports/:id/`,
  access: { auth: 'token', roles: ['wsk_admin', 'nf_admin'], permission: 'admin' },
  summary:
    'An administrator changes the discipline, stance or device of a user’s sport (WSK: anyone’s; NF: athletes of their federation).',
  tags: ['user sports'],
  params: idParamsSchema,
  body: userSportPatchSchema,
  response: userSportSchema,
});

export const partialUpdateUserSportByUser = defineEndpoint({
  name: 'partialUpdateUserSportByUser',
  method: 'PATCH',
  path: `${SPORT_BASE}user-sports/:id/partial_update_by_user/`,
  access: { auth: 'token' },
  summary: 'The owner changes the discipline, stance or device of one of their sports.',
  tags: ['user sports'],
  params: idParamsSchema,
  body: userSportPatchSchema,
  response: userSportSchema,
});

export const deleteUserSport = defineEndpoint({
  name: 'deleteUserSport',
  method: 'DELETE',
  path: `${SPORT_BASE}user-sports/:id/`,
  access: { auth: 'token' },
  summary: 'The owner removes one of their sports (with its palmares form).',
  tags: ['user sports'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const getMyUserSports = defineEndpoint({
  name: 'getMyUserSports',
  method: 'GET',
  path: `${SPORT_BASE}user-sports/my/`,
  access: { auth: 'token' },
  summary: 'One’s own sports, in the order they were added (the start-up "user’s sports" load).',
  tags: ['user sports'],
  response: z.array(userSportSchema),
});

export const userParamsSchema = z.object({ user: idParam });

export const getUserSportsByUser = defineEndpoint({
  name: 'getUserSportsByUser',
  method: 'GET',
  path: `${SPORT_BASE}user-sports/:user/by_user/`,
  access: { auth: 'token' },
  summary: 'The sports of a user within the caller’s scope.',
  tags: ['user sports'],
  params: userParamsSchema,
  response: z.array(userSportSchema),
});

export const staffSportsQuerySchema = z.object({
  /** Whose list; the caller's own when absent. */
  user: idParam.optional(),
});

export const staffSportsBodySchema = z.object({
  sports: maxCount(minCount(z.array(z.number().int().positive()), 1), 13),
});
export type StaffSportsBody = z.input<typeof staffSportsBodySchema>;

export const getWskSports = defineEndpoint({
  name: 'getWskSports',
  method: 'GET',
  path: `${SPORT_BASE}user-sports/wsk_sports/`,
  access: { auth: 'token' },
  summary: 'The sports of a WSK user (`?user=`, one’s own by default).',
  tags: ['user sports'],
  query: staffSportsQuerySchema,
  response: z.array(userSportSchema),
});

export const setWskSports = defineEndpoint({
  name: 'setWskSports',
  method: 'POST',
  path: `${SPORT_BASE}user-sports/wsk_sports/`,
  access: { auth: 'token' },
  summary:
    'A WSK user replaces their list of sports (only when their group allows sports) and marks the sport step.',
  tags: ['user sports'],
  body: staffSportsBodySchema,
  response: z.array(userSportSchema),
});

export const getNfSports = defineEndpoint({
  name: 'getNfSports',
  method: 'GET',
  path: `${SPORT_BASE}user-sports/nf_sports/`,
  access: { auth: 'token' },
  summary: 'The sports of an NF user (`?user=`, one’s own by default).',
  tags: ['user sports'],
  query: staffSportsQuerySchema,
  response: z.array(userSportSchema),
});

export const setNfSports = defineEndpoint({
  name: 'setNfSports',
  method: 'POST',
  path: `${SPORT_BASE}user-sports/nf_sports/`,
  access: { auth: 'token' },
  summary: 'An NF user replaces their list of sports and marks the sport step.',
  tags: ['user sports'],
  body: staffSportsBodySchema,
  response: z.array(userSportSchema),
});

export const marathonModalBodySchema = z.object({ marathon_no_level_show_modal: z.boolean() });

export const changeMarathonNoLevelShowModal = defineEndpoint({
  name: 'changeMarathonNoLevelShowModal',
  method: 'PATCH',
  path: `${SPORT_BASE}user-sports/:id/change_marathon_no_level_show_modal/`,
  access: { auth: 'token' },
  summary: 'The owner stops (or resumes) the "marathon without level" explanation for one of their sports.',
  tags: ['user sports'],
  params: idParamsSchema,
  body: marathonModalBodySchema,
  response: userSportSchema,
});

// Palmares forms -------------------------------------------------------------------------------------------

export const MAX_PALMARES_RESULTS = 20;

export const palmaresResultSchema = z.object({
  year: z
    .number({ error: () => 'This field is required' })
    .int()
    .min(1950, { error: 'The value of this field must be greater than 1949' })
    .refine((year) => year <= new Date().getFullYear(), { error: 'The year cannot be in the future' }),
  competition: textField(['required', { rule: 'max_length', length: 200 }]),
  /** Final place, 1 for the winner. */
  place: z
    .number({ error: () => 'This field is required' })
    .int()
    .min(1, { error: 'The value of this field must be greater than 0' })
    .max(9999, { error: 'The value of this field must be equal to or less than 9999.' }),
});
export type PalmaresResult = z.infer<typeof palmaresResultSchema>;

export const palmaresFormSchema = z
  .object({
    id: z.number().int().positive(),
    user_sport: z.number().int().positive(),
    results: z.array(palmaresResultSchema),
    notes: z.string().nullable(),
  })
  .meta({ id: 'PalmaresForm' });
export type PalmaresForm = z.infer<typeof palmaresFormSchema>;

const palmaresFields = {
  results: maxCount(z.array(palmaresResultSchema), MAX_PALMARES_RESULTS),
  notes: textField([{ rule: 'max_length', length: 2000 }])
    .nullable()
    .optional(),
};

export const palmaresFormBodySchema = z.object({ user_sport: requiredId(), ...palmaresFields });
export type PalmaresFormBody = z.input<typeof palmaresFormBodySchema>;
export const palmaresFormPatchSchema = z.object(palmaresFields).partial();

export const PALMARES_EXISTS_MESSAGE = 'This sport already has a palmares form; edit it instead';

export const createPalmaresForm = defineEndpoint({
  name: 'createPalmaresForm',
  method: 'POST',
  path: `${SPORT_BASE}palmares-forms/`,
  access: { auth: 'token' },
  summary: 'The owner of an athlete sport records their best results in it (one form per sport).',
  tags: ['palmares'],
  body: palmaresFormBodySchema,
  response: palmaresFormSchema,
  status: 201,
});

export const getPalmaresForm = defineEndpoint({
  name: 'getPalmaresForm',
  method: 'GET',
  path: `${SPORT_BASE}palmares-forms/:id/`,
  access: { auth: 'token' },
  summary: 'A palmares form: the owner’s, or within the caller’s scope.',
  tags: ['palmares'],
  params: idParamsSchema,
  response: palmaresFormSchema,
});

export const updatePalmaresForm = defineEndpoint({
  name: 'updatePalmaresForm',
  method: 'PATCH',
  path: `${SPORT_BASE}palmares-forms/:id/`,
  access: { auth: 'token' },
  summary: 'The owner changes their palmares form.',
  tags: ['palmares'],
  params: idParamsSchema,
  body: palmaresFormPatchSchema,
  response: palmaresFormSchema,
});

export const sportServiceEndpoints = [
  getSports,
  getFederations,
  getFederation,
  getDisciplines,
  getStances,
  getDevices,
  createUserSport,
  updateUserSport,
  partialUpdateUserSportByUser,
  deleteUserSport,
  getMyUserSports,
  getUserSportsByUser,
  getWskSports,
  setWskSports,
  getNfSports,
  setNfSports,
  changeMarathonNoLevelShowModal,
  createPalmaresForm,
  getPalmaresForm,
  updatePalmaresForm,
] as const;
