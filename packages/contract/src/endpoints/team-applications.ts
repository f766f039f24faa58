// Marathon team applications (spec §7 Team service; decision 019): the current application period (no
// token), applying with or without an account, documents through a no-token presign, the code sent to the
// contact e-mail and its confirmation (no token), the applicant's own applications, WSK's review list and
// decision (`change_status/`), and withdrawing.
import { z } from 'zod';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { ROLE_TYPES } from '../roles';
import {
  createTeamApplicationBodySchema,
  TEAM_APPLICATION_DECISIONS,
  TEAM_APPLICATION_MESSAGES,
  TEAM_APPLICATION_STATUSES,
  teamApplicationReceiptSchema,
  teamApplicationSchema,
} from '../team-application';
import { presignedUploadSchema } from '../user';
import { validationMessages } from '../validation';
import { emailField } from '../zod-rules';
import { getCurrentTeamApplicationPeriod } from './team-application-periods';
import { TEAMS_BASE } from './teams';
import { presignUploadBodySchema } from './uploads';
import { confirmationCodeField } from './verification';

export { getCurrentTeamApplicationPeriod };

export const TEAM_APPLICATIONS_BASE = `${TEAMS_BASE}team-applications/`;

const wskStaff = { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN] } as const;
const wskAdmins = { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN], permission: 'admin' } as const;

export const teamApplicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(TEAM_APPLICATION_STATUSES).optional(),
  /** ISO alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  period: idParam.optional(),
  /** Part of the team's name, the contact e-mail or the administrator's name or e-mail. */
  search: z.string().trim().max(100).optional(),
});
export type TeamApplicationsQuery = z.input<typeof teamApplicationsQuerySchema>;

export const changeTeamApplicationStatusBodySchema = z
  .object({
    status: z.enum(TEAM_APPLICATION_DECISIONS, { error: () => validationMessages.required }),
    reason: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason) {
      ctx.addIssue({ code: 'custom', message: TEAM_APPLICATION_MESSAGES.REASON_REQUIRED, path: ['reason'] });
    }
  });
export type ChangeTeamApplicationStatusBody = z.input<typeof changeTeamApplicationStatusBodySchema>;

export const confirmTeamApplicationEmailBodySchema = z.object({
  email: emailField(),
  code: confirmationCodeField(),
});
export type ConfirmTeamApplicationEmailBody = z.input<typeof confirmTeamApplicationEmailBodySchema>;

export const sendTeamApplicationCodeBodySchema = z.object({
  /** The contact e-mail of the application: the code goes only to it, so the id alone sends nothing. */
  email: emailField(),
});

export const sendCodeReplySchema = z
  .object({
    detail: z.string(),
    /** Seconds until another code may be sent. */
    resend_in: z.number().int().min(0),
  })
  .meta({ id: 'TeamApplicationCodeSent' });

export const listTeamApplications = defineEndpoint({
  name: 'listTeamApplications',
  method: 'GET',
  path: TEAM_APPLICATIONS_BASE,
  access: wskStaff,
  summary: 'WSK’s review list of team applications, newest first, by status, country, period and name.',
  tags: ['teams'],
  query: teamApplicationsQuerySchema,
  response: pagedSchema(teamApplicationSchema),
});

export const listMyTeamApplications = defineEndpoint({
  name: 'listMyTeamApplications',
  method: 'GET',
  path: `${TEAM_APPLICATIONS_BASE}my/`,
  access: { auth: 'token' },
  summary: 'The applications the signed-in user made, newest first.',
  tags: ['teams'],
  response: z.array(teamApplicationSchema),
});

export const getTeamApplication = defineEndpoint({
  name: 'getTeamApplication',
  method: 'GET',
  path: `${TEAM_APPLICATIONS_BASE}:id/`,
  access: { auth: 'token' },
  summary:
    'One team application with its documents: WSK staff, or the signed-in user who made it (404 to others).',
  tags: ['teams'],
  params: idParamsSchema,
  response: teamApplicationSchema,
});

export const withdrawTeamApplication = defineEndpoint({
  name: 'withdrawTeamApplication',
  method: 'DELETE',
  path: `${TEAM_APPLICATIONS_BASE}:id/`,
  access: { auth: 'token' },
  summary:
    'Withdraws a draft or submitted application: its signed-in applicant or a WSK administrator. It is kept as withdrawn. Audited.',
  tags: ['teams'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const createTeamApplication = defineEndpoint({
  name: 'createTeamApplication',
  method: 'POST',
  path: TEAM_APPLICATIONS_BASE,
  access: { auth: 'optional' },
  summary:
    'Applies with a marathon team while a period is open, with or without a token (a signed-in applicant is recorded). The application is a draft until the code e-mailed to the contact address is confirmed; the code is sent at once.',
  tags: ['teams'],
  body: createTeamApplicationBodySchema,
  response: teamApplicationReceiptSchema,
  status: 201,
});

export const sendTeamApplicationCode = defineEndpoint({
  name: 'sendTeamApplicationCode',
  method: 'POST',
  path: `${TEAM_APPLICATIONS_BASE}:id/send_code/`,
  access: { auth: 'public' },
  summary:
    'Sends a new code to the contact e-mail of a draft application (at most once a minute); the e-mail must match the application’s. The code expires after 15 minutes and allows 5 wrong tries.',
  tags: ['teams'],
  params: idParamsSchema,
  body: sendTeamApplicationCodeBodySchema,
  response: sendCodeReplySchema,
});

export const confirmTeamApplicationEmail = defineEndpoint({
  name: 'confirmTeamApplicationEmail',
  method: 'POST',
  path: `${TEAM_APPLICATIONS_BASE}confirm_email/`,
  access: { auth: 'public' },
  summary:
    'Confirms the contact e-mail of a draft application with its code: the application is submitted for WSK’s review.',
  tags: ['teams'],
  body: confirmTeamApplicationEmailBodySchema,
  response: teamApplicationReceiptSchema,
});

export const presignTeamApplicationDocument = defineEndpoint({
  name: 'presignTeamApplicationDocument',
  method: 'POST',
  path: `${TEAM_APPLICATIONS_BASE}presign_url/`,
  access: { auth: 'public' },
  summary:
    'A single-use upload URL for an application document (PDF or picture, no token): POST the file to `url`, then send `new_file_name` in `documents` of the application.',
  tags: ['teams'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

export const changeTeamApplicationStatus = defineEndpoint({
  name: 'changeTeamApplicationStatus',
  method: 'POST',
  path: `${TEAM_APPLICATIONS_BASE}:id/change_status/`,
  access: wskAdmins,
  summary:
    'WSK administrators decide a submitted application: approving creates the team and invites its administrator by a one-time link; rejecting needs a reason, which is e-mailed to the contact. One transaction; audited.',
  tags: ['teams'],
  params: idParamsSchema,
  body: changeTeamApplicationStatusBodySchema,
  response: teamApplicationSchema,
});

export const teamApplicationsEndpoints = [
  getCurrentTeamApplicationPeriod,
  listTeamApplications,
  listMyTeamApplications,
  getTeamApplication,
  withdrawTeamApplication,
  createTeamApplication,
  sendTeamApplicationCode,
  confirmTeamApplicationEmail,
  presignTeamApplicationDocument,
  changeTeamApplicationStatus,
] as const;
