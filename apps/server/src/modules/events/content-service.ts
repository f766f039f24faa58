// Rules of an event's files, news, media and reports (decision 016). They are read exactly as the event is
// (a draft's are 404 to all but WSK staff) and written by WSK administrators, never on an archived event:
// every write is one transaction that locks the event first, attaches or detaches the files it references
// and is audited in it. Which reports a reader gets is decided here, from the §9 startup flag and the
// event's own flag.
import type {
  createMediaBodySchema,
  createNewsBodySchema,
  createReportBodySchema,
  updateMediaBodySchema,
  updateNewsBodySchema,
  updateReportBodySchema,
} from '@portal/contract/endpoints/event-parts';
import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { UPLOAD_TYPES, type UploadExtension } from '@portal/contract/endpoints/uploads';
import {
  type EventReport,
  type MediaItem,
  type MediaKind,
  type NewsPost,
  VIDEO_LINK_MESSAGE,
  videoEmbedUrl,
} from '@portal/contract/event-parts';
import { DEFAULT_STARTUP_FLAGS, type StartupFlags } from '@portal/contract/flags';
import type { Paged } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { PresignedUpload } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { buildPage, type PageRequest, toPageRequest } from '../../platform/http/paging';
import { recordAudit } from '../audit/service';
import { attachUpload, detachUpload, publicFileUrl } from '../uploads/attach';
import { presignUpload } from '../uploads/service';
import * as queries from './content-queries';
import type { EventDetailRow } from './queries';
import { type EventReadDeps, type EventsDeps, refuseArchived, visibleEvent, writableEvent } from './service';

type CreateNewsBody = z.output<typeof createNewsBodySchema>;
type UpdateNewsBody = z.output<typeof updateNewsBodySchema>;
type CreateMediaBody = z.output<typeof createMediaBodySchema>;
type UpdateMediaBody = z.output<typeof updateMediaBodySchema>;
type CreateReportBody = z.output<typeof createReportBodySchema>;
type UpdateReportBody = z.output<typeof updateReportBodySchema>;

type Links = { readonly requestUrl: string };
type PageQuery = { readonly page: number; readonly page_size: number };

/** No list is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

const sqlWindow = (page: PageRequest) => ({
  limit: page.offset > MAX_OFFSET ? 0 : page.limit,
  offset: Math.min(page.offset, MAX_OFFSET),
});

// Event files --------------------------------------------------------------------------------------------

/**
 * An upload URL for a file of the event (cover, photo or report). The upload stays private until a
 * record attaches it; an archived event takes no new files.
 */
export async function presignEventUpload(
  deps: Pick<EventsDeps, 'db' | 'storage'> & {
    readonly config: Pick<Config, 'uploadUrlTtlSeconds' | 'uploadMaxBytes'>;
  },
  caller: AccessClaims,
  eventId: number,
  body: { readonly file_name: string },
): Promise<PresignedUpload> {
  refuseArchived(await visibleEvent(deps.db, caller, eventId));
  return presignUpload(deps, {
    ownerUserId: caller.userId,
    fileName: body.file_name,
    purpose: 'event_file',
    isPrivate: true,
  });
}

/** The type of an event file: the extension of its key decided it at presign, the upload sniffed it. */
function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as UploadExtension;
  return Object.hasOwn(UPLOAD_TYPES, extension) ? UPLOAD_TYPES[extension] : 'application/octet-stream';
}

// News ---------------------------------------------------------------------------------------------------

function toNewsPost(row: queries.NewsRow): NewsPost {
  return {
    id: row.id,
    event: row.eventId,
    title: row.title,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
    author: row.author ? { id: row.author.id, full_name: fullName(row.author) } : null,
    updated: row.updatedAt.toISOString(),
  };
}

const fullName = (person: { readonly firstName: string; readonly lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export async function listEventNews(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: PageQuery,
  links: Links,
): Promise<Paged<NewsPost>> {
  const event = await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await queries.listNewsPage(deps.db, { eventId: event.id, ...sqlWindow(page) });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map(toNewsPost),
  });
}

async function newsOf(db: Database, eventId: number, id: number): Promise<NewsPost> {
  const row = await queries.findNews(db, { eventId, id });
  if (!row) throw new NotFound(EVENT_PART_MESSAGES.NEWS_NOT_FOUND);
  return toNewsPost(row);
}

export async function getEventNews(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly newsId: number },
): Promise<NewsPost> {
  const event = await visibleEvent(db, caller, params.id);
  return newsOf(db, event.id, params.newsId);
}

export async function createEventNews(
  db: Database,
  caller: AccessClaims,
  eventId: number,
  body: CreateNewsBody,
): Promise<NewsPost> {
  const id = await db.transaction(async (tx) => {
    await writableEvent(tx, eventId);
    const newsId = await queries.insertNews(tx, {
      eventId,
      title: body.title,
      body: body.body,
      authorUserId: caller.userId,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_news.create',
      details: { event: eventId, news: newsId },
    });
    return newsId;
  });
  return newsOf(db, eventId, id);
}

export async function updateEventNews(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly newsId: number },
  body: UpdateNewsBody,
): Promise<NewsPost> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const values = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.body !== undefined && { body: body.body }),
    };
    if (!(await queries.updateNewsRow(tx, { eventId: params.id, id: params.newsId, values }))) {
      throw new NotFound(EVENT_PART_MESSAGES.NEWS_NOT_FOUND);
    }
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_news.update',
      details: { event: params.id, news: params.newsId, fields: Object.keys(values).sort() },
    });
  });
  return newsOf(db, params.id, params.newsId);
}

export async function deleteEventNews(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly newsId: number },
): Promise<null> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    if (!(await queries.deleteNewsRow(tx, { eventId: params.id, id: params.newsId }))) {
      throw new NotFound(EVENT_PART_MESSAGES.NEWS_NOT_FOUND);
    }
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_news.delete',
      details: { event: params.id, news: params.newsId },
    });
  });
  return null;
}

// Media --------------------------------------------------------------------------------------------------

function toMediaItem(files: Pick<Config, 'publicUrl'>, row: queries.MediaRow): MediaItem {
  return {
    id: row.id,
    event: row.eventId,
    kind: row.kind,
    photo_url: row.kind === 'photo' && row.fileKey ? publicFileUrl(files, row.fileKey) : null,
    video_url: row.kind === 'video' ? row.videoUrl : null,
    embed_url: row.kind === 'video' && row.videoUrl ? videoEmbedUrl(row.videoUrl) : null,
    caption: row.caption,
    created: row.createdAt.toISOString(),
  };
}

export async function listEventMedia(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: PageQuery & { readonly kind?: MediaKind | undefined },
  links: Links,
): Promise<Paged<MediaItem>> {
  const event = await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await queries.listMediaPage(deps.db, {
    eventId: event.id,
    kind: query.kind,
    ...sqlWindow(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toMediaItem(deps.config, row)),
  });
}

async function mediaOf(deps: EventReadDeps, eventId: number, id: number): Promise<MediaItem> {
  const row = await queries.findMedia(deps.db, { eventId, id });
  if (!row) throw new NotFound(EVENT_PART_MESSAGES.MEDIA_NOT_FOUND);
  return toMediaItem(deps.config, row);
}

/**
 * Adds a photo (the caller's uploaded picture, attached in the transaction: 400 on `file` otherwise) or a
 * video link (YouTube or Vimeo, checked again here: 400 on `video_url`).
 */
export async function createEventMedia(
  deps: EventReadDeps & Pick<EventsDeps, 'storage'>,
  caller: AccessClaims,
  eventId: number,
  body: CreateMediaBody,
): Promise<MediaItem> {
  const id = await deps.db.transaction(async (tx) => {
    await writableEvent(tx, eventId);
    let mediaId: number;
    if (body.kind === 'photo') {
      await attachUpload(tx, {
        key: body.file,
        ownerUserId: caller.userId,
        purpose: 'event_photo',
        field: 'file',
        storage: deps.storage,
      });
      mediaId = await queries.insertMedia(tx, {
        eventId,
        kind: 'photo',
        fileKey: body.file,
        caption: body.caption,
        createdBy: caller.userId,
      });
    } else {
      const videoUrl = body.video_url.trim();
      // The contract checks it too; a stored video must never point a player anywhere else.
      if (videoEmbedUrl(videoUrl) === null) throw new Invalid({ video_url: [VIDEO_LINK_MESSAGE] });
      mediaId = await queries.insertMedia(tx, {
        eventId,
        kind: 'video',
        videoUrl,
        caption: body.caption,
        createdBy: caller.userId,
      });
    }
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_media.create',
      details: { event: eventId, media: mediaId, kind: body.kind },
    });
    return mediaId;
  });
  return mediaOf(deps, eventId, id);
}

export async function updateEventMedia(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly mediaId: number },
  body: UpdateMediaBody,
): Promise<MediaItem> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const updated = await queries.updateMediaCaption(tx, {
      eventId: params.id,
      id: params.mediaId,
      caption: body.caption,
    });
    if (!updated) throw new NotFound(EVENT_PART_MESSAGES.MEDIA_NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_media.update',
      details: { event: params.id, media: params.mediaId },
    });
  });
  return mediaOf(deps, params.id, params.mediaId);
}

/** Removes a photo (its file is detached and goes with the clean-up) or a video link. */
export async function deleteEventMedia(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly mediaId: number },
): Promise<null> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const removed = await queries.deleteMediaRow(tx, { eventId: params.id, id: params.mediaId });
    if (!removed) throw new NotFound(EVENT_PART_MESSAGES.MEDIA_NOT_FOUND);
    if (removed.fileKey) await detachUpload(tx, removed.fileKey);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_media.delete',
      details: { event: params.id, media: removed.id, kind: removed.kind },
    });
  });
  return null;
}

// Reports ------------------------------------------------------------------------------------------------

/**
 * Whether the caller reads the event's selected reports only: WSK staff (administrators and viewers)
 * always read every report; everyone else the selected ones when the §9 startup flag and the event's
 * own flag are both on.
 */
export function selectedReportsOnly(
  caller: AccessClaims,
  event: Pick<EventDetailRow, 'showOnlySelectedReports'>,
  flags: Pick<StartupFlags, 'show_only_selected_reports'> = DEFAULT_STARTUP_FLAGS,
): boolean {
  if (caller.role === ROLE_TYPES.WSK_ADMIN) return false;
  return flags.show_only_selected_reports && event.showOnlySelectedReports;
}

function toEventReport(files: Pick<Config, 'publicUrl'>, row: queries.ReportRow): EventReport {
  return {
    id: row.id,
    event: row.eventId,
    title: row.title,
    file_url: publicFileUrl(files, row.fileKey),
    content_type: contentTypeOf(row.fileKey),
    selected: row.selected,
    created: row.createdAt.toISOString(),
  };
}

export async function listEventReports(
  deps: EventReadDeps & { readonly config: Pick<Config, 'startupFlags'> },
  caller: AccessClaims,
  eventId: number,
  query: PageQuery,
  links: Links,
): Promise<Paged<EventReport>> {
  const event = await visibleEvent(deps.db, caller, eventId);
  const page = toPageRequest(query);
  const { rows, count } = await queries.listReportsPage(deps.db, {
    eventId: event.id,
    selectedOnly: selectedReportsOnly(caller, event, deps.config.startupFlags),
    ...sqlWindow(page),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map((row) => toEventReport(deps.config, row)),
  });
}

async function reportOf(deps: EventReadDeps, eventId: number, id: number): Promise<EventReport> {
  const row = await queries.findReport(deps.db, { eventId, id });
  if (!row) throw new NotFound(EVENT_PART_MESSAGES.REPORT_NOT_FOUND);
  return toEventReport(deps.config, row);
}

/** Adds a report: the caller's uploaded PDF or picture, attached in the transaction (400 on `file`). */
export async function createEventReport(
  deps: EventReadDeps & Pick<EventsDeps, 'storage'>,
  caller: AccessClaims,
  eventId: number,
  body: CreateReportBody,
): Promise<EventReport> {
  const id = await deps.db.transaction(async (tx) => {
    await writableEvent(tx, eventId);
    await attachUpload(tx, {
      key: body.file,
      ownerUserId: caller.userId,
      purpose: 'event_report',
      field: 'file',
      storage: deps.storage,
    });
    const reportId = await queries.insertReport(tx, {
      eventId,
      title: body.title,
      fileKey: body.file,
      selected: body.selected,
      createdBy: caller.userId,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_report.create',
      details: { event: eventId, report: reportId, selected: body.selected },
    });
    return reportId;
  });
  return reportOf(deps, eventId, id);
}

export async function updateEventReport(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number; readonly reportId: number },
  body: UpdateReportBody,
): Promise<EventReport> {
  await deps.db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const values = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.selected !== undefined && { selected: body.selected }),
    };
    if (!(await queries.updateReportRow(tx, { eventId: params.id, id: params.reportId, values }))) {
      throw new NotFound(EVENT_PART_MESSAGES.REPORT_NOT_FOUND);
    }
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_report.update',
      details: { event: params.id, report: params.reportId, ...values },
    });
  });
  return reportOf(deps, params.id, params.reportId);
}

/** Removes a report; its file is detached and goes with the clean-up. */
export async function deleteEventReport(
  db: Database,
  caller: AccessClaims,
  params: { readonly id: number; readonly reportId: number },
): Promise<null> {
  await db.transaction(async (tx) => {
    await writableEvent(tx, params.id);
    const removed = await queries.deleteReportRow(tx, { eventId: params.id, id: params.reportId });
    if (!removed) throw new NotFound(EVENT_PART_MESSAGES.REPORT_NOT_FOUND);
    await detachUpload(tx, removed.fileKey);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'event_report.delete',
      details: { event: params.id, report: removed.id },
    });
  });
  return null;
}
