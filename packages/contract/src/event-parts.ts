// The parts of an event beyond its sports (spec §1 events, §2 Events; decision 016): news, media, reports,
// staff and LOC members, assigned ITOs, quotas per national federation and the NF-management overview,
// and the events a user takes part in. What the event API sends; the bodies are in endpoints/event-*.ts.
import { z } from 'zod';
import {
  ACTIVE_PARTICIPANT_STATUSES,
  eventListItemSchema,
  PARTICIPANT_KINDS,
  type ParticipantKind,
} from './event';
import { sportSchema } from './sport';
import { federationRefSchema } from './user';
import { calendarDay } from './zod-rules';

const id = z.number().int().positive();
const isoDate = calendarDay();
const isoDateTime = z.iso.datetime({ offset: true });
const sportRefSchema = sportSchema.pick({ id: true, name: true, type: true });

/** A person as the event's public pages show them: no e-mail, no documents. */
export const eventPersonSchema = z
  .object({
    id,
    full_name: z.string(),
    /** Public link of the profile picture. */
    avatar: z.string().nullable(),
    /** The national federation the person belongs to. */
    federation: federationRefSchema.nullable(),
  })
  .meta({ id: 'EventPerson' });
export type EventPerson = z.infer<typeof eventPersonSchema>;

// News ---------------------------------------------------------------------------------------------------

export const newsPostSchema = z
  .object({
    id,
    event: id,
    title: z.string(),
    /** Plain text; line breaks are kept, nothing is interpreted as markup. */
    body: z.string(),
    published_at: isoDateTime,
    /** Who wrote it; null once that account is gone. */
    author: z.object({ id, full_name: z.string() }).nullable(),
    updated: isoDateTime,
  })
  .meta({ id: 'NewsPost' });
export type NewsPost = z.infer<typeof newsPostSchema>;

// Media --------------------------------------------------------------------------------------------------

export const MEDIA_KINDS = ['photo', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaItemSchema = z
  .object({
    id,
    event: id,
    kind: z.enum(MEDIA_KINDS),
    /** The photo's public link; null for a video. */
    photo_url: z.string().nullable(),
    /** The video link as given; null for a photo. */
    video_url: z.string().nullable(),
    /** Where a player embeds the video (YouTube or Vimeo); null for a photo. */
    embed_url: z.string().nullable(),
    caption: z.string(),
    created: isoDateTime,
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const VIDEO_LINK_MESSAGE = 'Enter a YouTube or Vimeo link';

/**
 * The embeddable address of a YouTube or Vimeo link, or null when the link is not one. Only https links of
 * those hosts are accepted, so a stored video can never point a player anywhere else.
 */
export function videoEmbedUrl(link: string): string | null {
  // The contract runs in the browser and on the server without either's URL type: the link is read with
  // one pattern (scheme, host, path, query), and only the shapes below are taken.
  const parts = /^https:\/\/([a-z0-9.-]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i.exec(link.trim());
  if (!parts) return null;
  const host = (parts[1] ?? '').toLowerCase().replace(/^(www\.|m\.)/, '');
  const path = parts[2] ?? '/';
  const query = parts[3] ?? '';
  const youTubeId = /^[A-Za-z0-9_-]{11}$/;
  const youTube = (videoId: string | undefined) =>
    videoId && youTubeId.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  if (host === 'youtube.com') {
    if (path === '/watch') return youTube(/[?&]v=([^&]*)/.exec(query)?.[1]);
    return youTube(/^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(path)?.[1]);
  }
  if (host === 'youtu.be') return youTube(/^\/([^/]+)\/?$/.exec(path)?.[1]);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const videoId = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(path)?.[1];
    return videoId ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}

// Reports ------------------------------------------------------------------------------------------------

export const eventReportSchema = z
  .object({
    id,
    event: id,
    title: z.string(),
    /** The document's link (a PDF or a picture). */
    file_url: z.string(),
    content_type: z.string(),
    /**
     * Marked for everyone: with the "show only selected reports" flag on (§9) and on the event, people
     * outside WSK staff see selected reports only.
     */
    selected: z.boolean(),
    created: isoDateTime,
  })
  .meta({ id: 'EventReport' });
export type EventReport = z.infer<typeof eventReportSchema>;

// Staff, LOC and ITOs -------------------------------------------------------------------------------------

/** Event staff work for the organiser; LOC members belong to the local organising committee. */
export const STAFF_GROUPS = ['staff', 'loc'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];
export const STAFF_GROUP_LABELS: Readonly<Record<StaffGroup, string>> = {
  staff: 'Event staff',
  loc: 'Local organising committee',
};

export const staffMemberSchema = z
  .object({
    id,
    event: id,
    group: z.enum(STAFF_GROUPS),
    user: eventPersonSchema,
    /** What the person does at the event ("Chief of competition"). */
    function: z.string(),
    created: isoDateTime,
  })
  .meta({ id: 'EventStaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const itoAssignmentSchema = z
  .object({
    id,
    event: id,
    /** The event sport the official serves (the `:sportId` of the routes). */
    event_sport: z.object({ id, sport: sportRefSchema }),
    user: eventPersonSchema,
    function: z.string(),
    created: isoDateTime,
  })
  .meta({ id: 'EventItoAssignment' });
export type ItoAssignment = z.infer<typeof itoAssignmentSchema>;

// The events of a user -------------------------------------------------------------------------------------

/** The parts on the event's rosters (decision 016); registrations add every participant kind. */
export const EVENT_ROLE_KINDS = ['staff', 'loc', 'ito'] as const;
export type EventRoleKind = (typeof EVENT_ROLE_KINDS)[number];
export const EVENT_ROLE_LABELS: Readonly<Record<ParticipantKind, string>> = {
  athlete: 'Athlete',
  nto: 'National technical official',
  team_official: 'Team official',
  team_athlete: 'Team athlete',
  staff: 'Event staff',
  loc: 'LOC member',
  ito: 'ITO',
};

/**
 * A part a user has in an event: a place on its staff, LOC or ITO roster (`participant` null), or an
 * active registration (pending or approved) as a participant of one of its sports.
 */
export const eventRoleSchema = z.object({
  kind: z.enum(PARTICIPANT_KINDS),
  /** The roster function ("Chief of competition"); empty for a registration. */
  function: z.string(),
  /** The sport an ITO serves or a participant is registered for; null for staff and LOC. */
  sport: sportRefSchema.nullable(),
  /** The registration, when the part is one. */
  participant: z.object({ id, status: z.enum(ACTIVE_PARTICIPANT_STATUSES) }).nullable(),
});
export type EventRole = z.infer<typeof eventRoleSchema>;

export const userEventSchema = eventListItemSchema
  .extend({ roles: z.array(eventRoleSchema) })
  .meta({ id: 'UserEvent' });
export type UserEvent = z.infer<typeof userEventSchema>;

// Quotas and NF management ----------------------------------------------------------------------------------

/** A federation's own quota for one participant kind of an event sport, overriding the sport's default. */
export const federationQuotaSchema = z.object({
  federation: federationRefSchema,
  kind: z.enum(PARTICIPANT_KINDS),
  quota: z.number().int().min(0),
});
export type FederationQuota = z.infer<typeof federationQuotaSchema>;

/** A row of `/event/:id/nf-management`: one national federation and what it has for the event. */
export const nfManagementRowSchema = z
  .object({
    federation: federationRefSchema,
    /** Its athletes who may take part: valid for events on the event's last day. */
    eligible_athletes: z.number().int().min(0),
    /** Quotas set for this federation alone (the others follow the sports' defaults). */
    quota_overrides: z.number().int().min(0),
    /** Its NF administrators (admin permission), the people WSK writes to. */
    administrators: z.number().int().min(0),
    /** Its active registrations (pending or approved) in every sport of the event. */
    registered: z.number().int().min(0),
    /** Of those, the approved ones. */
    approved: z.number().int().min(0),
  })
  .meta({ id: 'NfManagementRow' });
export type NfManagementRow = z.infer<typeof nfManagementRowSchema>;

export const nfContactSchema = z.object({
  id,
  full_name: z.string(),
  email: z.string().nullable(),
  permission: z.enum(['admin', 'viewer']),
});
export type NfContact = z.infer<typeof nfContactSchema>;

/** The quota of one participant kind of an event sport that applies to one federation. */
export const federationKindQuotaSchema = z.object({
  kind: z.enum(PARTICIPANT_KINDS),
  /** Null: no limit. */
  quota: z.number().int().min(0).nullable(),
  /** True when the federation has its own quota; false when the sport's default applies. */
  overridden: z.boolean(),
  /** Its active registrations of this kind within the quota (extra-quota requests not counted). */
  used: z.number().int().min(0),
  /** Its approved registrations of this kind. */
  approved: z.number().int().min(0),
});

export const nfManagementDetailSchema = z
  .object({
    federation: federationRefSchema,
    eligible_athletes: z.number().int().min(0),
    contacts: z.array(nfContactSchema),
    sports: z.array(
      z.object({
        event_sport: z.object({ id, sport: sportRefSchema }),
        quotas: z.array(federationKindQuotaSchema),
      }),
    ),
    /** The event's last day, on which eligibility is judged. */
    judged_on: isoDate,
  })
  .meta({ id: 'NfManagementDetail' });
export type NfManagementDetail = z.infer<typeof nfManagementDetailSchema>;

/** Downhill shown as luge to national federations (§9 flag): the discipline's name as they read it. */
export function disciplineDisplayName(name: string, options: { readonly downhillAsLuge: boolean }): string {
  return options.downhillAsLuge && /^downhill$/i.test(name.trim()) ? 'Luge' : name;
}
