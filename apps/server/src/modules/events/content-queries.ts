// SQL of an event's news, media and reports (decision 016): pages newest first, each read and write scoped
// to its event in the WHERE clause (an id of another event's row finds nothing), and the indexes of
// db/schema/event-parts.ts behind every ordering.
import type { MediaKind } from '@portal/contract/event-parts';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMedia, eventNews, eventReports } from '../../db/schema/event-parts';
import { users } from '../../db/schema/users';

interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** A page of rows and how many match over all pages. */
async function pageOf<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [pageRows, [counted]] = await Promise.all([rows, total]);
  return { rows: pageRows, count: counted?.total ?? 0 };
}

// News ---------------------------------------------------------------------------------------------------

const newsColumns = {
  id: eventNews.id,
  eventId: eventNews.eventId,
  title: eventNews.title,
  body: eventNews.body,
  publishedAt: eventNews.publishedAt,
  updatedAt: eventNews.updatedAt,
  // A deleted account is no author any more.
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

const newsAuthorJoin = and(eq(users.id, eventNews.authorUserId), isNull(users.deletedAt));

/** One page of the event's news, newest first (event_news_event_published_index, read backwards). */
export async function listNewsPage(db: Database, params: { readonly eventId: number } & PageWindow) {
  const where = eq(eventNews.eventId, params.eventId);
  return pageOf(
    db
      .select(newsColumns)
      .from(eventNews)
      .leftJoin(users, newsAuthorJoin)
      .where(where)
      .orderBy(desc(eventNews.publishedAt), desc(eventNews.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(eventNews).where(where),
  );
}

export async function findNews(db: Database, params: { readonly eventId: number; readonly id: number }) {
  const [row] = await db
    .select(newsColumns)
    .from(eventNews)
    .leftJoin(users, newsAuthorJoin)
    .where(and(eq(eventNews.id, params.id), eq(eventNews.eventId, params.eventId)));
  return row;
}

export type NewsRow = NonNullable<Awaited<ReturnType<typeof findNews>>>;

export async function insertNews(db: Database, values: typeof eventNews.$inferInsert): Promise<number> {
  const [row] = await db.insert(eventNews).values(values).returning({ id: eventNews.id });
  if (!row) throw new Error('The news insert returned no row');
  return row.id;
}

/** Changes a news post of the event; false when the event has no such post. */
export async function updateNewsRow(
  db: Database,
  params: {
    readonly eventId: number;
    readonly id: number;
    readonly values: Partial<Pick<typeof eventNews.$inferInsert, 'title' | 'body'>>;
  },
): Promise<boolean> {
  // An empty change still touches updated_at, so the reply reflects the save.
  const rows = await db
    .update(eventNews)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(eventNews.id, params.id), eq(eventNews.eventId, params.eventId)))
    .returning({ id: eventNews.id });
  return rows.length === 1;
}

export async function deleteNewsRow(db: Database, params: { readonly eventId: number; readonly id: number }) {
  const rows = await db
    .delete(eventNews)
    .where(and(eq(eventNews.id, params.id), eq(eventNews.eventId, params.eventId)))
    .returning({ id: eventNews.id });
  return rows.length === 1;
}

// Media --------------------------------------------------------------------------------------------------

const mediaColumns = {
  id: eventMedia.id,
  eventId: eventMedia.eventId,
  kind: eventMedia.kind,
  fileKey: eventMedia.fileKey,
  videoUrl: eventMedia.videoUrl,
  caption: eventMedia.caption,
  createdAt: eventMedia.createdAt,
};

/**
 * One page of the event's photos and videos, newest first; `kind` keeps one of them
 * (event_media_event_created_index, or event_media_event_kind_created_index with `kind`).
 */
export async function listMediaPage(
  db: Database,
  params: { readonly eventId: number; readonly kind?: MediaKind | undefined } & PageWindow,
) {
  const where = and(
    eq(eventMedia.eventId, params.eventId),
    params.kind === undefined ? undefined : eq(eventMedia.kind, params.kind),
  );
  return pageOf(
    db
      .select(mediaColumns)
      .from(eventMedia)
      .where(where)
      .orderBy(desc(eventMedia.createdAt), desc(eventMedia.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(eventMedia).where(where),
  );
}

export async function findMedia(db: Database, params: { readonly eventId: number; readonly id: number }) {
  const [row] = await db
    .select(mediaColumns)
    .from(eventMedia)
    .where(and(eq(eventMedia.id, params.id), eq(eventMedia.eventId, params.eventId)));
  return row;
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

export async function insertMedia(db: Database, values: typeof eventMedia.$inferInsert): Promise<number> {
  const [row] = await db.insert(eventMedia).values(values).returning({ id: eventMedia.id });
  if (!row) throw new Error('The media insert returned no row');
  return row.id;
}

export async function updateMediaCaption(
  db: Database,
  params: { readonly eventId: number; readonly id: number; readonly caption: string },
): Promise<boolean> {
  const rows = await db
    .update(eventMedia)
    .set({ caption: params.caption })
    .where(and(eq(eventMedia.id, params.id), eq(eventMedia.eventId, params.eventId)))
    .returning({ id: eventMedia.id });
  return rows.length === 1;
}

/** Deletes a photo or video of the event; answers the deleted row (its file key), or undefined. */
export async function deleteMediaRow(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
) {
  const [row] = await db
    .delete(eventMedia)
    .where(and(eq(eventMedia.id, params.id), eq(eventMedia.eventId, params.eventId)))
    .returning({ id: eventMedia.id, kind: eventMedia.kind, fileKey: eventMedia.fileKey });
  return row;
}

// Reports ------------------------------------------------------------------------------------------------

const reportColumns = {
  id: eventReports.id,
  eventId: eventReports.eventId,
  title: eventReports.title,
  fileKey: eventReports.fileKey,
  selected: eventReports.selected,
  createdAt: eventReports.createdAt,
};

/**
 * One page of the event's reports, newest first; `selectedOnly` for readers who get the selected ones
 * (the partial event_reports_event_selected_created_index serves exactly that WHERE).
 */
export async function listReportsPage(
  db: Database,
  params: { readonly eventId: number; readonly selectedOnly: boolean } & PageWindow,
) {
  const conditions: SQL[] = [eq(eventReports.eventId, params.eventId)];
  if (params.selectedOnly) conditions.push(eq(eventReports.selected, true));
  const where = and(...conditions);
  return pageOf(
    db
      .select(reportColumns)
      .from(eventReports)
      .where(where)
      .orderBy(desc(eventReports.createdAt), desc(eventReports.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(eventReports).where(where),
  );
}

export async function findReport(db: Database, params: { readonly eventId: number; readonly id: number }) {
  const [row] = await db
    .select(reportColumns)
    .from(eventReports)
    .where(and(eq(eventReports.id, params.id), eq(eventReports.eventId, params.eventId)));
  return row;
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function insertReport(db: Database, values: typeof eventReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(eventReports).values(values).returning({ id: eventReports.id });
  if (!row) throw new Error('The report insert returned no row');
  return row.id;
}

export async function updateReportRow(
  db: Database,
  params: {
    readonly eventId: number;
    readonly id: number;
    readonly values: Partial<Pick<typeof eventReports.$inferInsert, 'title' | 'selected'>>;
  },
): Promise<boolean> {
  const rows = await db
    .update(eventReports)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(eventReports.id, params.id), eq(eventReports.eventId, params.eventId)))
    .returning({ id: eventReports.id });
  return rows.length === 1;
}

/** Deletes a report of the event; answers its file key, or undefined when the event has no such report. */
export async function deleteReportRow(
  db: Database,
  params: { readonly eventId: number; readonly id: number },
) {
  const [row] = await db
    .delete(eventReports)
    .where(and(eq(eventReports.id, params.id), eq(eventReports.eventId, params.eventId)))
    .returning({ id: eventReports.id, fileKey: eventReports.fileKey });
  return row;
}
