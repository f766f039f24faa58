// User management (spec §7 Users: the lists, not-approved lists, approve/decline ×4, roles, deleting a
// user). WSK staff manage everyone, NF staff the users of their own federation; viewers only read. The
// scope is part of every query on the server, never a filter applied afterwards.
import { z } from 'zod';
import { type Access, defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { permissionSchema, roleSchema, roleTypeSchema } from '../roles';
import {
  athleteMatchSchema,
  genderSchema,
  staffCandidateSchema,
  userListItemSchema,
  userSchema,
} from '../user';
import { emailField, requiredId, textField } from '../zod-rules';
import { USERS_BASE } from './users';

const staff = ['wsk_admin', 'nf_admin'] as const;

/** `true`/`false` in a query string. */
const queryBoolean = () =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional();

export const USER_ORDERINGS = [
  'last_name',
  '-last_name',
  'first_name',
  '-first_name',
  'email',
  '-email',
  'created',
  '-created',
] as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const usersListQuerySchema = z.object({
  ...pageFields,
  /** Part of the first or last name, the e-mail or the WSK id, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  role: roleTypeSchema.optional(),
  permission: permissionSchema.optional(),
  /** The user's national federation; NF staff are limited to theirs whatever they ask. */
  federation: idParam.optional(),
  sport: idParam.optional(),
  gender: genderSchema.optional(),
  registration_completed: queryBoolean(),
  is_valid_for_event: queryBoolean(),
  has_passport: queryBoolean(),
  has_anti_doping: queryBoolean(),
  /** Last name by default. */
  ordering: z.enum(USER_ORDERINGS).optional(),
});
export type UsersListQuery = z.input<typeof usersListQuerySchema>;

export const listUsers = defineEndpoint({
  name: 'listUsers',
  method: 'GET',
  path: USERS_BASE,
  access: { auth: 'token', roles: staff },
  summary:
    'Users, paged and ordered in SQL, filtered by search, role, permission, federation, sport, gender, registration, event validity, passport and anti-doping. NF staff see their federation only.',
  tags: ['user management'],
  query: usersListQuerySchema,
  response: pagedSchema(userListItemSchema),
});

export const staffCandidatesQuerySchema = z.object({
  ...pageFields,
  search: z.string().trim().max(100).optional(),
  is_valid_for_event: queryBoolean(),
});

export const listStaffCandidates = defineEndpoint({
  name: 'listStaffCandidates',
  method: 'GET',
  path: `${USERS_BASE}staff_candidates/`,
  access: { auth: 'token', roles: staff },
  summary:
    'People who can be added to an event’s staff: registered users with an approved role other than athlete (NF staff: of their federation), paged.',
  tags: ['user management'],
  query: staffCandidatesQuerySchema,
  response: pagedSchema(staffCandidateSchema),
});

export const notApprovedQuerySchema = z.object({
  ...pageFields,
  search: z.string().trim().max(100).optional(),
  role: roleTypeSchema.optional(),
});

export const listNotApprovedUsers = defineEndpoint({
  name: 'listNotApprovedUsers',
  method: 'GET',
  path: `${USERS_BASE}not_approved_users/`,
  access: { auth: 'token', roles: staff },
  summary:
    'Athletes whose role awaits their federation’s approval (NF staff: of their federation; WSK staff: all), oldest request first.',
  tags: ['user management'],
  query: notApprovedQuerySchema,
  response: pagedSchema(userListItemSchema),
});

export const listNotApprovedWskUsers = defineEndpoint({
  name: 'listNotApprovedWskUsers',
  method: 'GET',
  path: `${USERS_BASE}not_approved_wsk_users/`,
  access: { auth: 'token', roles: ['wsk_admin'] },
  summary: 'WSK, NF and ITO role requests awaiting the world federation’s approval, oldest first.',
  tags: ['user management'],
  query: notApprovedQuerySchema,
  response: pagedSchema(userListItemSchema),
});

export const NOT_PENDING_MESSAGE = 'This user has no pending request for this role';

export const approveWskBodySchema = z.object({
  /** The permission granted; viewer (what the user asked for) unless given. */
  permission: permissionSchema.optional(),
});
export const approveNfBodySchema = z.object({
  /** The federation the NF user administers; the one they chose unless given. */
  nf_admin_federation: idParam.optional(),
  permission: permissionSchema.optional(),
});

const approvalAccess = (onlyWsk: boolean): Access => ({
  auth: 'token',
  roles: onlyWsk ? ['wsk_admin'] : staff,
  permission: 'admin',
});

// A missing body reaches validation as null: the optional bodies accept it (`nullish`).
export const approveFederation = defineEndpoint({
  name: 'approveFederation',
  method: 'PATCH',
  path: `${USERS_BASE}:id/approve_federation/`,
  access: approvalAccess(false),
  summary:
    'Approves a pending athlete (NF administrators: of their federation). E-mails the user; recorded in the audit log.',
  tags: ['user management'],
  params: idParamsSchema,
  body: z.object({}).nullish(),
  response: userSchema,
});

export const approveWsk = defineEndpoint({
  name: 'approveWsk',
  method: 'PATCH',
  path: `${USERS_BASE}:id/approve_wsk/`,
  access: approvalAccess(true),
  summary: 'Approves a pending WSK request, as viewer unless `permission` says admin.',
  tags: ['user management'],
  params: idParamsSchema,
  body: approveWskBodySchema.nullish(),
  response: userSchema,
});

export const approveNf = defineEndpoint({
  name: 'approveNf',
  method: 'PATCH',
  path: `${USERS_BASE}:id/approve_nf/`,
  access: approvalAccess(true),
  summary: 'Approves a pending NF request with the federation the user chose (or `nf_admin_federation`).',
  tags: ['user management'],
  params: idParamsSchema,
  body: approveNfBodySchema.nullish(),
  response: userSchema,
});

export const approveIto = defineEndpoint({
  name: 'approveIto',
  method: 'PATCH',
  path: `${USERS_BASE}:id/approve_ito/`,
  access: approvalAccess(true),
  summary: 'Approves a pending ITO request.',
  tags: ['user management'],
  params: idParamsSchema,
  response: userSchema,
});

const decline = (name: string, segment: string, summary: string, onlyWsk = true) =>
  defineEndpoint({
    name,
    method: 'DELETE',
    path: `${USERS_BASE}:id/${segment}/`,
    access: { auth: 'token', roles: onlyWsk ? ['wsk_admin'] : staff, permission: 'admin' },
    summary,
    tags: ['user management'],
    params: idParamsSchema,
    response: z.null(),
    status: 204,
  });

export const declineFederation = decline(
  'declineFederation',
  'decline_federation',
  'Declines a pending athlete (NF administrators: of their federation): the user becomes a guest. E-mailed; audited.',
  false,
);
export const declineWsk = decline(
  'declineWsk',
  'decline_wsk',
  'Declines a pending WSK request: the user becomes a guest.',
);
export const declineNf = decline(
  'declineNf',
  'decline_nf',
  'Declines a pending NF request: the user becomes a guest.',
);
export const declineIto = decline(
  'declineIto',
  'decline_ito',
  'Declines a pending ITO request: the user becomes a guest.',
);

export const getRoles = defineEndpoint({
  name: 'getRoles',
  method: 'GET',
  path: `${USERS_BASE}roles/`,
  access: { auth: 'token' },
  summary: 'Every role (type and permission).',
  tags: ['user management'],
  response: z.array(roleSchema),
});

export const CANNOT_DELETE_SELF_MESSAGE = 'Delete your own account from your settings';

export const deleteUser = defineEndpoint({
  name: 'deleteUser',
  method: 'DELETE',
  path: `${USERS_BASE}:id/`,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    'A WSK administrator deletes a user: personal records and files erased, the row anonymised, every sign-in ended. Audited.',
  tags: ['user management'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

// Invitations -----------------------------------------------------------------------------------------------

export const ROLE_TAKEN_MESSAGE = 'This user already has another role';

const inviteeFields = {
  email: emailField(),
  first_name: textField([{ rule: 'max_length', length: 150 }]).optional(),
  last_name: textField([{ rule: 'max_length', length: 150 }]).optional(),
};

export const inviteWskBodySchema = z.object({
  ...inviteeFields,
  permission: permissionSchema.default('viewer'),
});
export const inviteNfBodySchema = z.object({
  ...inviteeFields,
  nf_admin_federation: requiredId(),
  permission: permissionSchema.default('viewer'),
});
export const inviteAthleteBodySchema = z.object(inviteeFields);
export const inviteItoBodySchema = z.object(inviteeFields);

const invitation = <B extends z.ZodType>(
  name: string,
  segment: string,
  access: Access,
  summary: string,
  body: B,
) =>
  defineEndpoint({
    name,
    method: 'POST',
    path: `${USERS_BASE}${segment}/`,
    access,
    summary: `${summary} Creates the account when the e-mail is new, gives the role (approved) and e-mails a one-time sign-in link into the role's sign-up steps; inviting again re-sends the link; an account with another role is 400. Audited.`,
    tags: ['user management'],
    body,
    response: userSchema,
    status: 201,
  });

export const inviteWsk = invitation(
  'inviteWsk',
  'invite_wsk',
  { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  'Invites world federation staff (viewer unless `permission` says admin).',
  inviteWskBodySchema,
);
export const inviteNf = invitation(
  'inviteNf',
  'invite_nf',
  { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  'Invites national federation staff of `nf_admin_federation`.',
  inviteNfBodySchema,
);
export const inviteAthlete = invitation(
  'inviteAthlete',
  'invite_athlete',
  { auth: 'token', roles: staff, permission: 'admin' },
  'Invites an athlete (an NF administrator: into their own federation).',
  inviteAthleteBodySchema,
);
export const inviteIto = invitation(
  'inviteIto',
  'invite_ito',
  { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  'Invites an international technical official.',
  inviteItoBodySchema,
);

// Export ----------------------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The tabs of `/users` an export can be taken from; each exports what its list shows. */
export const EXPORT_LISTS = ['all', 'not_approved', 'not_approved_wsk', 'staff_candidates'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** Reply header carrying the number of users the export holds, sent before the rows (for a progress bar). */
export const EXPORT_COUNT_HEADER = 'x-export-count';

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The columns of an export, in order, with their header. One row per user; lists (sports, federations)
 * are joined with ", ", booleans are "Yes"/"No", dates YYYY-MM-DD.
 */
export const EXPORT_COLUMNS = [
  ['id', 'ID'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'E-mail'],
  ['gender', 'Gender'],
  ['role', 'Role'],
  ['role_status', 'Role status'],
  ['national_federation', 'National federation'],
  ['federations', 'Federations'],
  ['sports', 'Sports'],
  ['wsk_id', 'WSK id'],
  ['registration_completed', 'Registration completed'],
  ['has_passport', 'Passport'],
  ['passport_expire_date', 'Passport expires'],
  ['has_anti_doping', 'Anti-doping'],
  ['is_valid_for_event', 'Valid for event'],
  ['created', 'Signed up'],
] as const;

/** The filters of the users list, as JSON (booleans as booleans), plus the tab and the file format. */
export const exportUsersBodySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  list: z.enum(EXPORT_LISTS).default('all'),
  search: z.string().trim().max(100).optional(),
  /** `all`: an approved role; the not-approved tabs: the role requested. */
  role: roleTypeSchema.optional(),
  permission: permissionSchema.optional(),
  federation: idParam.optional(),
  sport: idParam.optional(),
  gender: genderSchema.optional(),
  registration_completed: z.boolean().optional(),
  is_valid_for_event: z.boolean().optional(),
  has_passport: z.boolean().optional(),
  has_anti_doping: z.boolean().optional(),
  ordering: z.enum(USER_ORDERINGS).optional(),
});
export type ExportUsersBody = z.input<typeof exportUsersBodySchema>;

export const exportUsers = defineEndpoint({
  name: 'exportUsers',
  method: 'POST',
  path: `${USERS_BASE}export_to/`,
  access: { auth: 'token', roles: staff },
  summary:
    'The users of a `/users` tab under the given filters as a CSV or XLSX file, streamed whatever its size (`Content-Disposition: attachment`; the `X-Export-Count` header gives the number of rows first). Scoped like the lists: NF staff export their federation only; the WSK requests tab is for WSK staff.',
  tags: ['user management'],
  body: exportUsersBodySchema,
  response: z.string().meta({ description: 'The file’s bytes', format: 'binary' }),
});

/** How long an e-mailed export can be downloaded: the uploads clean-up deletes it after this (decision 013). */
export const EXPORT_LIFETIME_HOURS = 24;

/** The answer to a caller without an e-mail address asking for an export by e-mail. */
export const EXPORT_NEEDS_EMAIL_MESSAGE =
  'Add an e-mail address to your account to receive exports by e-mail, or download the file instead';

/** The answer to a key that is not, or no longer, one of the caller's exports. */
export const EXPORT_GONE_MESSAGE = 'This export is no longer available';

export const exportUsersByEmail = defineEndpoint({
  name: 'exportUsersByEmail',
  method: 'POST',
  path: `${USERS_BASE}export_to/email/`,
  access: { auth: 'token', roles: staff },
  summary: `The same file as \`export_to/\`, prepared in the background and e-mailed to the caller as a link to \`/exports/{key}\` (kept ${EXPORT_LIFETIME_HOURS} hours): for exports too large to wait for. Checked as \`export_to/\` is when asked (scope, the WSK requests tab for WSK staff), and again with the caller's role of the moment when the file is made. A caller without an e-mail address is 400.`,
  tags: ['user management'],
  body: exportUsersBodySchema,
  response: z.object({ detail: z.string() }),
  status: 202,
});

/** An export's stored name: 32 random hex characters and the format. */
export const exportKeySchema = z.string().regex(/^[0-9a-f]{32}\.(csv|xlsx)$/, 'Unknown export');

export const exportFileSchema = z.object({
  /** The name the file was made under, e.g. `users-2026-05-01.csv`. */
  file_name: z.string(),
  /** A signed link to the file, valid for a few minutes: ask again for a fresh one. */
  url: z.string(),
  /** When the export itself is deleted. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

export const getExportFile = defineEndpoint({
  name: 'getExportFile',
  method: 'GET',
  path: `${USERS_BASE}exports/:key/`,
  access: { auth: 'token' },
  summary:
    'An export e-mailed to the caller (`export_to/email/`): its file name, a fresh short-lived signed link and when it is deleted. Only for the user who asked for it: anyone else, and an export deleted after its lifetime, is 404.',
  tags: ['user management'],
  params: z.object({ key: exportKeySchema }),
  response: exportFileSchema,
});

// WSK ids of users --------------------------------------------------------------------------------------------

export const matchAthlete = defineEndpoint({
  name: 'matchAthlete',
  method: 'GET',
  path: `${USERS_BASE}:id/match_athlete/`,
  access: { auth: 'token', roles: ['wsk_admin'] },
  summary:
    'Records of the WSK id database not yet matched that may be this user, best first (name trigram similarity, birthday, country); at most 10.',
  tags: ['user management', 'wsk ids'],
  params: idParamsSchema,
  response: z.array(athleteMatchSchema),
});

export const UNKNOWN_WSK_ID_MESSAGE = 'There is no record with this WSK id';
export const WSK_ID_TAKEN_MESSAGE = 'This WSK id is matched to another user';

export const setWskIdBodySchema = z.object({
  /** The WSK id of a record of the database; null unlinks the user's current record. */
  wsk_id: z.string().trim().min(1).max(50).nullable(),
});

export const setWskId = defineEndpoint({
  name: 'setWskId',
  method: 'PATCH',
  path: `${USERS_BASE}:id/set_wsk_id/`,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    'Links the user to the WSK id record with this `wsk_id` (the record becomes matched; the user’s previous record, if any, is ready to be matched again), or unlinks with null. One record per user and one user per record, enforced by the database: a record matched to someone else is 400. Audited.',
  tags: ['user management', 'wsk ids'],
  params: idParamsSchema,
  body: setWskIdBodySchema,
  response: userSchema,
});

export const userManagementEndpoints = [
  exportUsers,
  exportUsersByEmail,
  getExportFile,
  matchAthlete,
  setWskId,
  inviteWsk,
  inviteNf,
  inviteAthlete,
  inviteIto,
  listUsers,
  listStaffCandidates,
  listNotApprovedUsers,
  listNotApprovedWskUsers,
  approveFederation,
  approveWsk,
  approveNf,
  approveIto,
  declineFederation,
  declineWsk,
  declineNf,
  declineIto,
  getRoles,
  deleteUser,
] as const;
