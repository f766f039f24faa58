// The demo news, media and reports (demo-event-content.ts): on the demo seed (no storage) news and video
// links of the three published events read through the service as any reader gets them; given a storage,
// photos and reports are real files of their type, attached as public uploads, some reports selected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoEmbedUrl } from '@portal/contract/event-parts';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEventMedia, listEventNews, listEventReports } from '../../modules/events/content-service';
import type { AccessClaims } from '../../platform/auth/tokens';
import { LocalFileStorage } from '../../platform/storage/local';
import { sniffContentType } from '../../platform/storage/sniff';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventMedia, eventNews, eventReports } from '../schema/event-parts';
import { events } from '../schema/events';
import { fileUploads } from '../schema/uploads';
import { users } from '../schema/users';
import { seedDemo } from './demo';
import { DEMO_EVENT_CONTENT, demoPdf, demoPng, seedDemoEventContent } from './demo-event-content';
import { DEMO_EVENTS } from './demo-events';

const today = new Date('2026-03-01T12:00:00Z');
const athlete: AccessClaims = { userId: 1, sessionId: 1, role: ROLE_TYPES.ATHLETE, permission: null };
const deps = (database: TestDatabase) => ({
  db: database.db,
  config: { publicUrl: 'http://portal.test', startupFlags: DEFAULT_STARTUP_FLAGS },
});
const query = { page: 1, page_size: 50 };
const links = { requestUrl: '/api/client/events/1/news/' };
const published = DEMO_EVENTS.filter((event) => event.status === 'published');

describe('on the demo seed (no file storage)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { today });
  });
  afterAll(() => database?.drop());

  it('gives each published event two or three news posts, newest first, by the WSK administrator', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'wsk.admin@portal.test'));
    for (const demo of published) {
      const [event] = await database.db.select().from(events).where(eq(events.name, demo.name));
      if (!event) throw new Error(`No demo event ${demo.name}`);
      const news = await listEventNews(deps(database), athlete, event.id, query, links);
      expect(news.count).toBeGreaterThanOrEqual(2);
      expect(news.count).toBeLessThanOrEqual(3);
      const times = news.results.map((post) => Date.parse(post.published_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(
        news.results.every(
          (post) => post.author?.id === admin?.id && post.published_at < today.toISOString(),
        ),
      ).toBe(true);
    }
  });

  it('adds video links a player embeds, and no files: no photos, reports or uploads', async () => {
    for (const demo of published) {
      const [event] = await database.db.select().from(events).where(eq(events.name, demo.name));
      if (!event) throw new Error(`No demo event ${demo.name}`);
      const media = await listEventMedia(deps(database), athlete, event.id, query, links);
      expect(media.count).toBeGreaterThan(0);
      for (const item of media.results) {
        expect(item.kind).toBe('video');
        expect(item.embed_url).not.toBeNull();
      }
      expect((await listEventReports(deps(database), athlete, event.id, query, links)).count).toBe(0);
    }
    const draft = DEMO_EVENTS.find((event) => event.status === 'draft');
    const [draftRow] = await database.db
      .select()
      .from(events)
      .where(eq(events.name, draft?.name ?? ''));
    expect(
      await database.db
        .select()
        .from(eventNews)
        .where(eq(eventNews.eventId, draftRow?.id ?? 0)),
    ).toEqual([]);
    expect(await database.db.select().from(fileUploads)).toEqual([]);
  });

  it('every demo video link is one the contract takes', () => {
    for (const content of Object.values(DEMO_EVENT_CONTENT)) {
      for (const video of content.videos) expect(videoEmbedUrl(video.url), video.url).not.toBeNull();
    }
    expect(Object.keys(DEMO_EVENT_CONTENT).sort()).toEqual(published.map((event) => event.name).sort());
  });
});

describe('with a file storage', () => {
  let database: TestDatabase;
  let directory: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    directory = mkdtempSync(join(tmpdir(), 'portal-demo-files-'));
    storage = new LocalFileStorage({ directory, publicUrl: 'http://portal.test', secret: 'x'.repeat(32) });
    await seedDemo(database.db, { today });
    // Again on the seeded events, this time with somewhere to put files.
    await database.db.delete(eventNews);
    await database.db.delete(eventMedia);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'wsk.admin@portal.test'));
    await database.db.transaction((tx) =>
      seedDemoEventContent(tx, { today, createdBy: admin?.id ?? null, storage }),
    );
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores photos and reports as attached public uploads whose bytes are of their type', async () => {
    const photos = await database.db.select().from(eventMedia).where(eq(eventMedia.kind, 'photo'));
    const reports = await database.db.select().from(eventReports);
    const expected = Object.values(DEMO_EVENT_CONTENT);
    expect(photos).toHaveLength(expected.reduce((sum, content) => sum + content.photos.length, 0));
    expect(reports).toHaveLength(expected.reduce((sum, content) => sum + content.reports.length, 0));
    const keys = [...photos.map((row) => row.fileKey ?? ''), ...reports.map((row) => row.fileKey)];
    const uploads = await database.db.select().from(fileUploads).where(inArray(fileUploads.key, keys));
    expect(uploads).toHaveLength(keys.length);
    for (const upload of uploads) {
      expect(upload.isPrivate).toBe(false);
      expect(upload.attachedAt).not.toBeNull();
      const stored = await storage.read(upload.key);
      if (!stored) throw new Error(`No stored file ${upload.key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(await sniffContentType(bytes)).toBe(upload.contentType);
      expect(bytes.length).toBe(upload.sizeBytes);
    }
  });

  it('an athlete reads the selected reports only (both flags on by default), WSK staff all of them', async () => {
    const name = 'European Inline Speed Championships';
    const [event] = await database.db.select().from(events).where(eq(events.name, name));
    if (!event) throw new Error('No demo event');
    const all = await database.db.select().from(eventReports).where(eq(eventReports.eventId, event.id));
    expect(all.some((row) => row.selected) && all.some((row) => !row.selected)).toBe(true);
    const read = await listEventReports(deps(database), athlete, event.id, query, links);
    expect(read.results.map((report) => report.title).sort()).toEqual(
      all
        .filter((row) => row.selected)
        .map((row) => row.title)
        .sort(),
    );
    const viewer: AccessClaims = { ...athlete, role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' };
    expect((await listEventReports(deps(database), viewer, event.id, query, links)).count).toBe(all.length);
    const photos = await database.db
      .select()
      .from(eventMedia)
      .where(and(eq(eventMedia.eventId, event.id), eq(eventMedia.kind, 'photo')));
    expect(photos.length).toBeGreaterThan(0);
  });

  it('draws a valid PNG and writes a PDF whose cross-reference points at its objects', async () => {
    const png = demoPng([10, 20, 30], 4, 2);
    expect(await sniffContentType(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(2);
    const pdf = demoPdf('Results (day 1) \\ final é').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Results \\(day 1\\) \\\\ final ?)');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });
});
