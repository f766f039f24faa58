// The parts of an event beyond its sports (decision 016): event files (cover, photos, reports) through the
// presign flow, news, media, reports, staff and LOC members, assigned ITOs, quotas per national federation,
// NF management and the events a user takes part in. WSK administrators write; everyone who may see the
// event reads its news, media, reports, staff and ITOs (a draft is 404 to them, as in endpoints/events.ts).
import { z } from 'zod';
import { PARTICIPANT_KINDS } from '../event';
import {
  eventReportSchema,
  federationQuotaSchema,
  itoAssignmentSchema,
  MEDIA_KINDS,
  mediaItemSchema,
  newsPostSchema,
  nfManagementDetailSchema,
  nfManagementRowSchema,
  STAFF_GROUPS,
  staffMemberSchema,
  userEventSchema,
  VIDEO_LINK_MESSAGE,
  videoEmbedUrl,
} from '../event-parts';
import { defineEndpoint, idParam, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { presignedUploadSchema, staffCandidateSchema } from '../user';
import { requiredChoice, requiredId, textField } from '../zod-rules';
import { EVENTS_BASE, eventParamsSchema, eventSportParamsSchema, MAX_QUOTA } from './events';
import { presignUploadBodySchema, uploadKeySchema } from './uploads';

const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
const wskStaff = { auth: 'token', roles: ['wsk_admin'] } as const;
const federationStaff = { auth: 'token', roles: ['wsk_admin', 'nf_admin'] } as const;
const signedIn = { auth: 'token' } as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};
const pageQuerySchema = z.object(pageFields);
const searchPageQuerySchema = z.object({ ...pageFields, search: z.string().trim().max(100).optional() });

export const EVENT_PART_MESSAGES = {
  NEWS_NOT_FOUND: 'News post not found',
  MEDIA_NOT_FOUND: 'Media item not found',
  REPORT_NOT_FOUND: 'Report not found',
  STAFF_MEMBER_NOT_FOUND: 'Staff member not found',
  ITO_ASSIGNMENT_NOT_FOUND: 'Assignment not found',
  FEDERATION_NOT_FOUND: 'Federation not found',
  /** 400 on `user`: the person already has this part (staff or LOC) in the event. */
  ALREADY_STAFF: 'This person already has this part in the event',
  /** 400 on `user`: only approved ITOs are assigned. */
  NOT_AN_ITO: 'Choose an international technical official',
  /** 400 on `user`: the official already serves this sport of the event. */
  ALREADY_ITO: 'This official is already assigned to this sport',
  /** 400 on `event_sport`: not a sport of this event. */
  NOT_A_SPORT_OF_EVENT: 'Choose a sport of this event',
  /** 400 on `user`: no such active account. */
  UNKNOWN_USER: 'Choose a person from the list',
  /** 400 on `quotas`: the kind has no window for this sport. */
  KIND_NOT_REGISTERED: 'This kind of participant does not register for this sport',
  DUPLICATE_QUOTA: 'Each federation and kind of participant appears once',
  UNKNOWN_FEDERATION: 'Choose a national federation from the list',
  /** 403 for NF staff asking for another federation. */
  OWN_FEDERATION_ONLY: 'You may only see your own federation',
} as const;

// Event files -------------------------------------------------------------------------------------------

export const presignEventUpload = defineEndpoint({
  name: 'presignEventUpload',
  method: 'POST',
  path: `${EVENTS_BASE}:id/presign_url/`,
  access: wskAdmin,
  summary:
    'A single-use upload URL for a file of the event: its cover picture, a photo of its media or a report (JPEG, PNG, WebP or PDF, as users `presign_url/`). Send `new_file_name` as `cover_image` of the event, `file` of a photo or `file` of a report. Event files are public once attached.',
  tags: ['events'],
  params: eventParamsSchema,
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

// News --------------------------------------------------------------------------------------------------

export const newsParamsSchema = z.object({ id: idParam, newsId: idParam });

const newsFields = {
  title: textField(['required', { rule: 'max_length', length: 200 }]),
  /** Plain text; line breaks are kept. */
  body: textField(['required', { rule: 'max_length', length: 20_000 }]),
};
export const createNewsBodySchema = z.object(newsFields);
export type CreateNewsBody = z.input<typeof createNewsBodySchema>;
export const updateNewsBodySchema = z.object(newsFields).partial();
export type UpdateNewsBody = z.input<typeof updateNewsBodySchema>;

export const listEventNews = defineEndpoint({
  name: 'listEventNews',
  method: 'GET',
  path: `${EVENTS_BASE}:id/news/`,
  access: signedIn,
  summary: 'The news of an event, newest first, paged.',
  tags: ['events'],
  params: eventParamsSchema,
  query: pageQuerySchema,
  response: pagedSchema(newsPostSchema),
});

export const createEventNews = defineEndpoint({
  name: 'createEventNews',
  method: 'POST',
  path: `${EVENTS_BASE}:id/news/`,
  access: wskAdmin,
  summary: 'Publishes a news post on the event (not on an archived event).',
  tags: ['events'],
  params: eventParamsSchema,
  body: createNewsBodySchema,
  response: newsPostSchema,
  status: 201,
});

export const getEventNews = defineEndpoint({
  name: 'getEventNews',
  method: 'GET',
  path: `${EVENTS_BASE}:id/news/:newsId/`,
  access: signedIn,
  summary: 'One news post of an event.',
  tags: ['events'],
  params: newsParamsSchema,
  response: newsPostSchema,
});

export const updateEventNews = defineEndpoint({
  name: 'updateEventNews',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/news/:newsId/`,
  access: wskAdmin,
  summary: 'Changes the title or text of a news post.',
  tags: ['events'],
  params: newsParamsSchema,
  body: updateNewsBodySchema,
  response: newsPostSchema,
});

export const deleteEventNews = defineEndpoint({
  name: 'deleteEventNews',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/news/:newsId/`,
  access: wskAdmin,
  summary: 'Removes a news post.',
  tags: ['events'],
  params: newsParamsSchema,
  response: z.null(),
  status: 204,
});

// Media -------------------------------------------------------------------------------------------------

export const mediaParamsSchema = z.object({ id: idParam, mediaId: idParam });

const captionField = textField([{ rule: 'max_length', length: 300 }]).default('');

export const createMediaBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('photo'),
    /** `new_file_name` of the event's `presign_url/`; a JPEG, PNG or WebP picture. */
    file: uploadKeySchema,
    caption: captionField,
  }),
  z.object({
    kind: z.literal('video'),
    /** A YouTube or Vimeo https link. */
    video_url: z
      .string()
      .trim()
      .max(500)
      .refine((link) => videoEmbedUrl(link) !== null, { error: VIDEO_LINK_MESSAGE }),
    caption: captionField,
  }),
]);
export type CreateMediaBody = z.input<typeof createMediaBodySchema>;
export const updateMediaBodySchema = z.object({ caption: textField([{ rule: 'max_length', length: 300 }]) });
export type UpdateMediaBody = z.input<typeof updateMediaBodySchema>;

export const listEventMedia = defineEndpoint({
  name: 'listEventMedia',
  method: 'GET',
  path: `${EVENTS_BASE}:id/media/`,
  access: signedIn,
  summary: 'The photos and videos of an event, newest first, paged; `kind` keeps one of them.',
  tags: ['events'],
  params: eventParamsSchema,
  query: z.object({ ...pageFields, kind: z.enum(MEDIA_KINDS).optional() }),
  response: pagedSchema(mediaItemSchema),
});

export const createEventMedia = defineEndpoint({
  name: 'createEventMedia',
  method: 'POST',
  path: `${EVENTS_BASE}:id/media/`,
  access: wskAdmin,
  summary: 'Adds a photo (an upload of the event’s `presign_url/`) or a video link (YouTube or Vimeo).',
  tags: ['events'],
  params: eventParamsSchema,
  body: createMediaBodySchema,
  response: mediaItemSchema,
  status: 201,
});

export const updateEventMedia = defineEndpoint({
  name: 'updateEventMedia',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/media/:mediaId/`,
  access: wskAdmin,
  summary: 'Changes the caption of a photo or video.',
  tags: ['events'],
  params: mediaParamsSchema,
  body: updateMediaBodySchema,
  response: mediaItemSchema,
});

export const deleteEventMedia = defineEndpoint({
  name: 'deleteEventMedia',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/media/:mediaId/`,
  access: wskAdmin,
  summary: 'Removes a photo (its file goes with it) or a video link.',
  tags: ['events'],
  params: mediaParamsSchema,
  response: z.null(),
  status: 204,
});

// Reports -----------------------------------------------------------------------------------------------

export const reportParamsSchema = z.object({ id: idParam, reportId: idParam });

export const createReportBodySchema = z.object({
  title: textField(['required', { rule: 'max_length', length: 200 }]),
  /** `new_file_name` of the event's `presign_url/`; a PDF or a picture. */
  file: uploadKeySchema,
  selected: z.boolean().default(false),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;
export const updateReportBodySchema = z
  .object({ title: textField(['required', { rule: 'max_length', length: 200 }]), selected: z.boolean() })
  .partial();
export type UpdateReportBody = z.input<typeof updateReportBodySchema>;

export const listEventReports = defineEndpoint({
  name: 'listEventReports',
  method: 'GET',
  path: `${EVENTS_BASE}:id/reports/`,
  access: signedIn,
  summary:
    'The reports of an event, newest first, paged. With the "show only selected reports" flag on (§9) and on the event, people outside WSK staff get the selected reports only.',
  tags: ['events'],
  params: eventParamsSchema,
  query: pageQuerySchema,
  response: pagedSchema(eventReportSchema),
});

export const createEventReport = defineEndpoint({
  name: 'createEventReport',
  method: 'POST',
  path: `${EVENTS_BASE}:id/reports/`,
  access: wskAdmin,
  summary: 'Adds a report (an upload of the event’s `presign_url/`), selected or not.',
  tags: ['events'],
  params: eventParamsSchema,
  body: createReportBodySchema,
  response: eventReportSchema,
  status: 201,
});

export const updateEventReport = defineEndpoint({
  name: 'updateEventReport',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/reports/:reportId/`,
  access: wskAdmin,
  summary: 'Renames a report or marks it selected or not.',
  tags: ['events'],
  params: reportParamsSchema,
  body: updateReportBodySchema,
  response: eventReportSchema,
});

export const deleteEventReport = defineEndpoint({
  name: 'deleteEventReport',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/reports/:reportId/`,
  access: wskAdmin,
  summary: 'Removes a report and its file.',
  tags: ['events'],
  params: reportParamsSchema,
  response: z.null(),
  status: 204,
});

// Staff and LOC ------------------------------------------------------------------------------------------

export const staffMemberParamsSchema = z.object({ id: idParam, memberId: idParam });

const functionField = textField(['required', { rule: 'max_length', length: 150 }]);

export const addStaffMemberBodySchema = z.object({
  user: requiredId(),
  group: requiredChoice(STAFF_GROUPS),
  function: functionField,
});
export type AddStaffMemberBody = z.input<typeof addStaffMemberBodySchema>;
export const updateStaffMemberBodySchema = z.object({ function: functionField });
export type UpdateStaffMemberBody = z.input<typeof updateStaffMemberBodySchema>;

export const listEventStaff = defineEndpoint({
  name: 'listEventStaff',
  method: 'GET',
  path: `${EVENTS_BASE}:id/staff/`,
  access: signedIn,
  summary: 'The event staff and LOC members, by group then name, paged; `group` keeps one of them.',
  tags: ['events'],
  params: eventParamsSchema,
  query: z.object({ ...pageFields, group: z.enum(STAFF_GROUPS).optional() }),
  response: pagedSchema(staffMemberSchema),
});

export const listStaffCandidates = defineEndpoint({
  name: 'listEventStaffCandidates',
  method: 'GET',
  path: `${EVENTS_BASE}:id/staff/candidates/`,
  access: wskStaff,
  summary:
    'People who may join the event’s staff or LOC (§3 Staff candidate): active accounts found by name or e-mail, with their event validity, paged.',
  tags: ['events'],
  params: eventParamsSchema,
  query: searchPageQuerySchema,
  response: pagedSchema(staffCandidateSchema),
});

export const addStaffMember = defineEndpoint({
  name: 'addStaffMember',
  method: 'POST',
  path: `${EVENTS_BASE}:id/staff/`,
  access: wskAdmin,
  summary: 'Adds a person to the event staff or the LOC with their function.',
  tags: ['events'],
  params: eventParamsSchema,
  body: addStaffMemberBodySchema,
  response: staffMemberSchema,
  status: 201,
});

export const updateStaffMember = defineEndpoint({
  name: 'updateStaffMember',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/staff/:memberId/`,
  access: wskAdmin,
  summary: 'Changes a staff or LOC member’s function.',
  tags: ['events'],
  params: staffMemberParamsSchema,
  body: updateStaffMemberBodySchema,
  response: staffMemberSchema,
});

export const removeStaffMember = defineEndpoint({
  name: 'removeStaffMember',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/staff/:memberId/`,
  access: wskAdmin,
  summary: 'Removes a person from the event staff or LOC.',
  tags: ['events'],
  params: staffMemberParamsSchema,
  response: z.null(),
  status: 204,
});

// ITOs ----------------------------------------------------------------------------------------------------

export const itoAssignmentParamsSchema = z.object({ id: idParam, assignmentId: idParam });

export const assignItoBodySchema = z.object({
  /** The event sport (the `:sportId` of the routes). */
  event_sport: requiredId(),
  user: requiredId(),
  function: functionField,
});
export type AssignItoBody = z.input<typeof assignItoBodySchema>;
export const updateItoAssignmentBodySchema = z.object({ function: functionField });
export type UpdateItoAssignmentBody = z.input<typeof updateItoAssignmentBodySchema>;

export const listEventItos = defineEndpoint({
  name: 'listEventItos',
  method: 'GET',
  path: `${EVENTS_BASE}:id/itos/`,
  access: signedIn,
  summary: 'The ITOs assigned to the event, by sport then name, paged; `event_sport` keeps one sport.',
  tags: ['events'],
  params: eventParamsSchema,
  query: z.object({ ...pageFields, event_sport: idParam.optional() }),
  response: pagedSchema(itoAssignmentSchema),
});

export const listItoCandidates = defineEndpoint({
  name: 'listItoCandidates',
  method: 'GET',
  path: `${EVENTS_BASE}:id/itos/candidates/`,
  access: wskStaff,
  summary: 'Approved ITOs found by name or e-mail, with their event validity, paged.',
  tags: ['events'],
  params: eventParamsSchema,
  query: searchPageQuerySchema,
  response: pagedSchema(staffCandidateSchema),
});

export const assignIto = defineEndpoint({
  name: 'assignIto',
  method: 'POST',
  path: `${EVENTS_BASE}:id/itos/`,
  access: wskAdmin,
  summary: 'Assigns an approved ITO to a sport of the event with their function.',
  tags: ['events'],
  params: eventParamsSchema,
  body: assignItoBodySchema,
  response: itoAssignmentSchema,
  status: 201,
});

export const updateItoAssignment = defineEndpoint({
  name: 'updateItoAssignment',
  method: 'PATCH',
  path: `${EVENTS_BASE}:id/itos/:assignmentId/`,
  access: wskAdmin,
  summary: 'Changes an assigned ITO’s function.',
  tags: ['events'],
  params: itoAssignmentParamsSchema,
  body: updateItoAssignmentBodySchema,
  response: itoAssignmentSchema,
});

export const removeItoAssignment = defineEndpoint({
  name: 'removeItoAssignment',
  method: 'DELETE',
  path: `${EVENTS_BASE}:id/itos/:assignmentId/`,
  access: wskAdmin,
  summary: 'Removes an ITO from a sport of the event.',
  tags: ['events'],
  params: itoAssignmentParamsSchema,
  response: z.null(),
  status: 204,
});

// Quotas per national federation ---------------------------------------------------------------------------

export const setFederationQuotasBodySchema = z.object({
  /** Every federation's own quota; a federation and kind left out follows the sport's default quota. */
  quotas: z
    .array(
      z.object({
        federation: requiredId(),
        kind: requiredChoice(PARTICIPANT_KINDS),
        quota: z.number().int().min(0).max(MAX_QUOTA),
      }),
    )
    .max(2_000)
    .refine((rows) => new Set(rows.map((row) => `${row.federation}:${row.kind}`)).size === rows.length, {
      error: EVENT_PART_MESSAGES.DUPLICATE_QUOTA,
    }),
});
export type SetFederationQuotasBody = z.input<typeof setFederationQuotasBodySchema>;

export const listFederationQuotas = defineEndpoint({
  name: 'listFederationQuotas',
  method: 'GET',
  path: `${EVENTS_BASE}:id/sports/:sportId/quotas/`,
  access: federationStaff,
  summary:
    'The quotas national federations have of their own for an event sport (the default quota of each participant kind is on the sport profile). WSK staff see every federation, NF staff their own.',
  tags: ['events'],
  params: eventSportParamsSchema,
  response: z.array(federationQuotaSchema),
});

export const setFederationQuotas = defineEndpoint({
  name: 'setFederationQuotas',
  method: 'PUT',
  path: `${EVENTS_BASE}:id/sports/:sportId/quotas/`,
  access: wskAdmin,
  summary:
    'Replaces, in one transaction, the federations’ own quotas of an event sport; each kind must register for the sport.',
  tags: ['events'],
  params: eventSportParamsSchema,
  body: setFederationQuotasBodySchema,
  response: z.array(federationQuotaSchema),
});

// NF management ----------------------------------------------------------------------------------------------

export const nfManagementParamsSchema = z.object({ id: idParam, federationId: idParam });

export const listNfManagement = defineEndpoint({
  name: 'listNfManagement',
  method: 'GET',
  path: `${EVENTS_BASE}:id/nf-management/`,
  access: federationStaff,
  summary:
    'National federations and what each has for the event (eligible athletes, own quotas, administrators), by name, paged. WSK staff see every federation; NF staff their own only.',
  tags: ['events'],
  params: eventParamsSchema,
  query: searchPageQuerySchema,
  response: pagedSchema(nfManagementRowSchema),
});

export const getNfManagement = defineEndpoint({
  name: 'getNfManagement',
  method: 'GET',
  path: `${EVENTS_BASE}:id/nf-management/:federationId/`,
  access: federationStaff,
  summary:
    'One national federation for the event: its contacts, eligible athletes and the quota of each participant kind of each sport. NF staff may open their own federation only (403).',
  tags: ['events'],
  params: nfManagementParamsSchema,
  response: nfManagementDetailSchema,
});

// The events of a user -----------------------------------------------------------------------------------------

export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export const userEventsQuerySchema = z.object({
  ...pageFields,
  /** `upcoming`: not ended yet (soonest first); `past`: ended (latest first); none: all, latest first. */
  when: z.enum(EVENT_PERIODS).optional(),
});
export type UserEventsQuery = z.input<typeof userEventsQuerySchema>;

export const listMyEvents = defineEndpoint({
  name: 'listMyEvents',
  method: 'GET',
  path: `${EVENTS_BASE}my/`,
  access: signedIn,
  summary:
    'The published and archived events the signed-in user has a part in (event staff, LOC, ITO), with those parts, paged.',
  tags: ['events'],
  query: userEventsQuerySchema,
  response: pagedSchema(userEventSchema),
});

export const listUserEvents = defineEndpoint({
  name: 'listUserEvents',
  method: 'GET',
  path: `${EVENTS_BASE}users/:userId/`,
  access: signedIn,
  summary:
    'Another user’s events, as `my/` gives them, for the profile preview: to whoever may read that user’s profile (403 otherwise).',
  tags: ['events'],
  params: z.object({ userId: idParam }),
  query: userEventsQuerySchema,
  response: pagedSchema(userEventSchema),
});

export const eventPartsEndpoints = [
  presignEventUpload,
  listEventNews,
  createEventNews,
  getEventNews,
  updateEventNews,
  deleteEventNews,
  listEventMedia,
  createEventMedia,
  updateEventMedia,
  deleteEventMedia,
  listEventReports,
  createEventReport,
  updateEventReport,
  deleteEventReport,
  listEventStaff,
  listStaffCandidates,
  addStaffMember,
  updateStaffMember,
  removeStaffMember,
  listEventItos,
  listItoCandidates,
  assignIto,
  updateItoAssignment,
  removeItoAssignment,
  listFederationQuotas,
  setFederationQuotas,
  listNfManagement,
  getNfManagement,
  listMyEvents,
  listUserEvents,
] as const;
