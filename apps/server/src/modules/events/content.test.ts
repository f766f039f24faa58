// The event's files, news, media and reports (decision 016): who may call each of the fourteen endpoints,
// drafts 404 to all but WSK staff (their parts too), news newest first and paged, photos through the real
// presign and upload flow and attached as public files, video links, the reports each reader gets, the
// archived rule, the event cover, files detached when their record goes, audit rows, and no 500 for
// anything a client sends.

import { EVENT_PART_MESSAGES, eventPartsEndpoints } from '@portal/contract/endpoints/event-parts';
import { ARCHIVED_EVENT_MESSAGE, type CreateEventBody } from '@portal/contract/endpoints/events';
import { eventListItemSchema, eventSchema, eventSportSchema } from '@portal/contract/event';
import {
  eventReportSchema,
  mediaItemSchema,
  newsPostSchema,
  VIDEO_LINK_MESSAGE,
} from '@portal/contract/event-parts';
import { errorBodySchema, pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { presignedUploadSchema } from '@portal/contract/user';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { eventNews } from '../../db/schema/event-parts';
import { sports } from '../../db/schema/sports';
import { fileUploads } from '../../db/schema/uploads';
import { useTestApp } from '../../test/harness';
import { IMAGE_REQUIRED_MESSAGE, UNKNOWN_UPLOAD_MESSAGE } from '../uploads/attach';
import { PUBLIC_FILE_CACHE_CONTROL } from '../uploads/service';
import { multipartForm, PDF, PNG, uploadFileAs } from '../uploads/test-helpers';
import { selectedReportsOnly } from './content-service';
import { EVENT_NOT_FOUND_MESSAGE } from './service';

const ctx = useTestApp();

const EVENTS = '/api/client/events/';
const UNKNOWN_ID = 987_654;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
    ...(payload ? { payload } : {}),
  });

const newsPage = pagedSchema(newsPostSchema);
const mediaPage = pagedSchema(mediaItemSchema);
const reportsPage = pagedSchema(eventReportSchema);

const ACTORS = ['wskAdmin', 'wskViewer', 'nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const;
type Actor = (typeof ACTORS)[number];
const NON_STAFF: readonly Actor[] = ['nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'];
const tokens = {} as Record<Actor, string>;
const admin = () => tokens.wskAdmin;

let italy = 0;
let sportId = 0;

beforeAll(async () => {
  italy = await ctx.federationIdOf('ITA');
  tokens.wskAdmin = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' });
  tokens.wskViewer = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' });
  tokens.nfAdmin = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin' });
  tokens.nfViewer = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'viewer' });
  tokens.athlete = await ctx.token({ role: ROLE_TYPES.ATHLETE });
  tokens.ito = await ctx.token({ role: ROLE_TYPES.ITO });
  tokens.guest = await ctx.token({ role: ROLE_TYPES.GUEST });
  const [sport] = await ctx.db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id)).limit(1);
  if (!sport) throw new Error('The reference seed has no sport');
  sportId = sport.id;
});

// Events and files -----------------------------------------------------------------------------------------

let eventCounter = 0;
async function draftEvent(values: Partial<CreateEventBody> = {}) {
  eventCounter += 1;
  const response = await call('POST', EVENTS, admin(), {
    name: `Content event ${eventCounter}`,
    kind: 'championship',
    starts_on: '2027-07-01',
    ends_on: '2027-07-10',
    city: 'Roma',
    country: italy,
    currency: 'EUR',
    time_zone: 'Europe/Rome',
    ...values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return eventSchema.parse(response.json());
}

/** A published event (a sport with an athlete window, then published). */
async function publishedEvent(values: Partial<CreateEventBody> = {}) {
  const event = await draftEvent(values);
  const sport = await call('POST', `${EVENTS}${event.id}/sports/`, admin(), { sport: sportId });
  expect(sport.statusCode, sport.body).toBe(201);
  const eventSportId = eventSportSchema.parse(sport.json()).id;
  const participants = await call(
    'PUT',
    `${EVENTS}${event.id}/sports/${eventSportId}/participants/`,
    admin(),
    {
      participants: [{ kind: 'athlete', opens_on: '2027-01-01', closes_on: '2027-06-01' }],
    },
  );
  expect(participants.statusCode, participants.body).toBe(200);
  const published = await call('POST', `${EVENTS}${event.id}/publish/`, admin());
  expect(published.statusCode, published.body).toBe(200);
  return eventSchema.parse(published.json());
}

async function archivedEvent() {
  const event = await publishedEvent();
  const response = await call('POST', `${EVENTS}${event.id}/archive/`, admin());
  expect(response.statusCode, response.body).toBe(200);
  return event;
}

/** Presigns through the event's `presign_url/` and uploads a PNG or PDF as the token's user. */
async function uploadEventFile(eventId: number, kind: 'png' | 'pdf' = 'png', token = admin()) {
  const presigned = await call('POST', `${EVENTS}${eventId}/presign_url/`, token, {
    file_name: `file.${kind}`,
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = presignedUploadSchema.parse(presigned.json());
  const form = multipartForm(target.fields, {
    name: `file.${kind}`,
    type: kind === 'png' ? 'image/png' : 'application/pdf',
    bytes: kind === 'png' ? PNG : PDF,
  });
  const uploaded = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
  return target.new_file_name;
}

const uploadRow = async (key: string) => {
  const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
  return row;
};

/** GET of a file link as a browser would follow it: no token. */
const fetchLink = (link: string) => ctx.app.inject({ method: 'GET', url: new URL(link).pathname });

async function expectInvalid(
  response: Awaited<ReturnType<typeof call>>,
  field: string | null,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  if (field === null) expect(body.error.message).toBe(message);
  else expect(body.invalid_fields?.[field], response.body).toContain(message);
}

async function expectNotFound(response: Awaited<ReturnType<typeof call>>, message: string) {
  expect(response.statusCode, response.body).toBe(404);
  expect(errorBodySchema.parse(response.json()).error.message).toBe(message);
}

async function addNews(eventId: number, title = 'Entries are open', body = 'Line one\nLine two') {
  const response = await call('POST', `${EVENTS}${eventId}/news/`, admin(), { title, body });
  expect(response.statusCode, response.body).toBe(201);
  return newsPostSchema.parse(response.json());
}

async function addVideo(eventId: number, videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ') {
  const response = await call('POST', `${EVENTS}${eventId}/media/`, admin(), {
    kind: 'video',
    video_url: videoUrl,
    caption: 'Highlights',
  });
  expect(response.statusCode, response.body).toBe(201);
  return mediaItemSchema.parse(response.json());
}

async function addPhoto(eventId: number, caption = 'Podium') {
  const file = await uploadEventFile(eventId);
  const response = await call('POST', `${EVENTS}${eventId}/media/`, admin(), {
    kind: 'photo',
    file,
    caption,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { item: mediaItemSchema.parse(response.json()), file };
}

async function addReport(eventId: number, selected: boolean, kind: 'png' | 'pdf' = 'pdf', title = 'Results') {
  const file = await uploadEventFile(eventId, kind);
  const response = await call('POST', `${EVENTS}${eventId}/reports/`, admin(), { title, file, selected });
  expect(response.statusCode, response.body).toBe(201);
  return { report: eventReportSchema.parse(response.json()), file };
}

/** The audit rows of an action in the order they were written (PostgreSQL keeps no order without one). */
const auditActions = async (action: string) =>
  ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

// Access -----------------------------------------------------------------------------------------------

describe('who may call each endpoint', () => {
  interface Row {
    readonly name: string;
    readonly method: Method;
    readonly prepare: () => Promise<{ url: string; payload?: object }>;
    readonly adminStatus: number;
    readonly read: boolean;
  }
  let eventId = 0;
  let newsId = 0;
  beforeAll(async () => {
    eventId = (await publishedEvent()).id;
    newsId = (await addNews(eventId)).id;
    await addVideo(eventId);
    await addReport(eventId, true);
  });
  const url = (rest = '') => `${EVENTS}${eventId}/${rest}`;

  const rows: Row[] = [
    {
      name: 'presignEventUpload',
      method: 'POST',
      read: false,
      adminStatus: 200,
      prepare: async () => ({ url: url('presign_url/'), payload: { file_name: 'cover.png' } }),
    },
    {
      name: 'listEventNews',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: url('news/') }),
    },
    {
      name: 'createEventNews',
      method: 'POST',
      read: false,
      adminStatus: 201,
      prepare: async () => ({ url: url('news/'), payload: { title: 'T', body: 'B' } }),
    },
    {
      name: 'getEventNews',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: url(`news/${newsId}/`) }),
    },
    {
      name: 'updateEventNews',
      method: 'PATCH',
      read: false,
      adminStatus: 200,
      prepare: async () => ({ url: url(`news/${newsId}/`), payload: { title: 'Changed' } }),
    },
    {
      name: 'deleteEventNews',
      method: 'DELETE',
      read: false,
      adminStatus: 204,
      prepare: async () => ({ url: url(`news/${(await addNews(eventId)).id}/`) }),
    },
    {
      name: 'listEventMedia',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: url('media/') }),
    },
    {
      name: 'createEventMedia',
      method: 'POST',
      read: false,
      adminStatus: 201,
      prepare: async () => ({
        url: url('media/'),
        payload: { kind: 'video', video_url: 'https://vimeo.com/76979871' },
      }),
    },
    {
      name: 'updateEventMedia',
      method: 'PATCH',
      read: false,
      adminStatus: 200,
      prepare: async () => ({
        url: url(`media/${(await addVideo(eventId)).id}/`),
        payload: { caption: 'New' },
      }),
    },
    {
      name: 'deleteEventMedia',
      method: 'DELETE',
      read: false,
      adminStatus: 204,
      prepare: async () => ({ url: url(`media/${(await addVideo(eventId)).id}/`) }),
    },
    {
      name: 'listEventReports',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: url('reports/') }),
    },
    {
      name: 'createEventReport',
      method: 'POST',
      read: false,
      adminStatus: 201,
      prepare: async () => ({
        url: url('reports/'),
        payload: { title: 'Entries', file: await uploadEventFile(eventId, 'pdf') },
      }),
    },
    {
      name: 'updateEventReport',
      method: 'PATCH',
      read: false,
      adminStatus: 200,
      prepare: async () => ({
        url: url(`reports/${(await addReport(eventId, false)).report.id}/`),
        payload: { selected: true },
      }),
    },
    {
      name: 'deleteEventReport',
      method: 'DELETE',
      read: false,
      adminStatus: 204,
      prepare: async () => ({ url: url(`reports/${(await addReport(eventId, false)).report.id}/`) }),
    },
  ];

  it('covers the fourteen endpoints of news, media, reports and event files', () => {
    const mine = /^(presignEventUpload|\w+Event(News|Media|Reports?))$/;
    expect(rows.map((row) => row.name).sort()).toEqual(
      eventPartsEndpoints
        .map((endpoint) => endpoint.name)
        .filter((name) => mine.test(name))
        .sort(),
    );
  });

  for (const row of rows) {
    it(`${row.name}: ${row.read ? 'every signed-in role reads' : 'WSK administrators only'}, anonymous 401`, async () => {
      const { url: target, payload } = await row.prepare();
      for (const actor of ACTORS) {
        if (actor === 'wskAdmin') continue;
        const response = await call(row.method, target, tokens[actor], payload);
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.read ? 200 : 403);
      }
      expect((await call(row.method, target, null, payload)).statusCode).toBe(401);
      const allowed = await call(row.method, target, admin(), payload);
      expect(allowed.statusCode, allowed.body).toBe(row.adminStatus);
    });
  }
});

describe('a draft', () => {
  it('has its news, media and reports 404 to non-staff like the draft itself; WSK staff read them', async () => {
    const draft = await draftEvent();
    const news = await addNews(draft.id);
    await addVideo(draft.id);
    await addReport(draft.id, true);
    const urls = ['news/', `news/${news.id}/`, 'media/', 'reports/'].map(
      (rest) => `${EVENTS}${draft.id}/${rest}`,
    );
    for (const target of urls) {
      for (const actor of NON_STAFF) {
        await expectNotFound(await call('GET', target, tokens[actor]), EVENT_NOT_FOUND_MESSAGE);
      }
      expect((await call('GET', target, tokens.wskViewer)).statusCode).toBe(200);
    }
    // An unknown event reads the same.
    await expectNotFound(
      await call('GET', `${EVENTS}${UNKNOWN_ID}/news/`, tokens.athlete),
      EVENT_NOT_FOUND_MESSAGE,
    );
    await expectNotFound(
      await call('POST', `${EVENTS}${UNKNOWN_ID}/news/`, admin(), { title: 'T', body: 'B' }),
      EVENT_NOT_FOUND_MESSAGE,
    );
  });
});

// News -------------------------------------------------------------------------------------------------

describe('news', () => {
  it('create, read, change and delete a post, with its author and line breaks; audited', async () => {
    const event = await publishedEvent();
    const created = await addNews(event.id, 'Entries are open', 'First line\nSecond <b>line</b>');
    expect(created).toMatchObject({
      event: event.id,
      title: 'Entries are open',
      body: 'First line\nSecond <b>line</b>',
    });
    expect(created.author?.id).toBeGreaterThan(0);
    const read = await call('GET', `${EVENTS}${event.id}/news/${created.id}/`, tokens.athlete);
    expect(newsPostSchema.parse(read.json())).toEqual(created);

    const changed = await call('PATCH', `${EVENTS}${event.id}/news/${created.id}/`, admin(), {
      title: 'Entries close soon',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(newsPostSchema.parse(changed.json())).toMatchObject({
      title: 'Entries close soon',
      body: created.body,
    });
    // An empty change is a save that changes nothing.
    expect((await call('PATCH', `${EVENTS}${event.id}/news/${created.id}/`, admin(), {})).statusCode).toBe(
      200,
    );

    const deleted = await call('DELETE', `${EVENTS}${event.id}/news/${created.id}/`, admin());
    expect(deleted.statusCode).toBe(204);
    await expectNotFound(
      await call('GET', `${EVENTS}${event.id}/news/${created.id}/`, admin()),
      EVENT_PART_MESSAGES.NEWS_NOT_FOUND,
    );
    for (const action of ['event_news.create', 'event_news.update', 'event_news.delete']) {
      const rows = await auditActions(action);
      expect(
        rows.some((row) => (row.details as { news?: number }).news === created.id),
        action,
      ).toBe(true);
    }
  });

  it('newest first (id breaks ties), paged in SQL with the count and links', async () => {
    const event = await publishedEvent();
    const posts = [];
    for (const title of ['Oldest', 'Tie A', 'Tie B', 'Newest']) posts.push(await addNews(event.id, title));
    const at = (iso: string) => new Date(iso);
    const [oldest, tieA, tieB, newest] = posts.map((post) => post.id) as [number, number, number, number];
    await ctx.db
      .update(eventNews)
      .set({ publishedAt: at('2026-01-01T00:00:00Z') })
      .where(eq(eventNews.id, oldest));
    await ctx.db
      .update(eventNews)
      .set({ publishedAt: at('2026-02-01T00:00:00Z') })
      .where(eq(eventNews.id, tieA));
    await ctx.db
      .update(eventNews)
      .set({ publishedAt: at('2026-02-01T00:00:00Z') })
      .where(eq(eventNews.id, tieB));
    await ctx.db
      .update(eventNews)
      .set({ publishedAt: at('2026-03-01T00:00:00Z') })
      .where(eq(eventNews.id, newest));

    const first = newsPage.parse(
      (await call('GET', `${EVENTS}${event.id}/news/?page_size=3`, tokens.guest)).json(),
    );
    expect(first.count).toBe(4);
    expect(first.results.map((post) => post.id)).toEqual([newest, tieB, tieA]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`http://portal.test${EVENTS}${event.id}/news/?page_size=3&page=2`);
    const second = newsPage.parse(
      (await call('GET', `${EVENTS}${event.id}/news/?page=2&page_size=3`, tokens.guest)).json(),
    );
    expect(second.results.map((post) => post.id)).toEqual([oldest]);
    expect(second.next).toBeNull();
    const beyond = newsPage.parse(
      (await call('GET', `${EVENTS}${event.id}/news/?page=99`, tokens.guest)).json(),
    );
    expect(beyond).toMatchObject({ count: 4, results: [] });
    // Another event's news are not listed.
    const other = await publishedEvent();
    expect(newsPage.parse((await call('GET', `${EVENTS}${other.id}/news/`, admin())).json()).count).toBe(0);
  });

  it('a post of another event is 404 with the contract message, for reads and writes', async () => {
    const event = await publishedEvent();
    const other = await publishedEvent();
    const post = await addNews(other.id);
    const foreign = `${EVENTS}${event.id}/news/${post.id}/`;
    await expectNotFound(await call('GET', foreign, admin()), EVENT_PART_MESSAGES.NEWS_NOT_FOUND);
    await expectNotFound(
      await call('PATCH', foreign, admin(), { title: 'X' }),
      EVENT_PART_MESSAGES.NEWS_NOT_FOUND,
    );
    await expectNotFound(await call('DELETE', foreign, admin()), EVENT_PART_MESSAGES.NEWS_NOT_FOUND);
    // Still there, unchanged.
    const kept = await call('GET', `${EVENTS}${other.id}/news/${post.id}/`, admin());
    expect(newsPostSchema.parse(kept.json()).title).toBe(post.title);
  });

  it('400 on bad input, never 500', async () => {
    const event = await publishedEvent();
    const news = `${EVENTS}${event.id}/news/`;
    expect((await call('POST', news, admin(), { title: '', body: 'B' })).statusCode).toBe(400);
    expect((await call('POST', news, admin(), { title: 'x'.repeat(201), body: 'B' })).statusCode).toBe(400);
    expect((await call('POST', news, admin(), { title: 'T' })).statusCode).toBe(400);
    expect((await call('POST', news, admin(), { title: 7, body: [] })).statusCode).toBe(400);
    expect((await call('GET', `${news}?page=0`, admin())).statusCode).toBe(400);
    expect((await call('GET', `${news}?page_size=1000`, admin())).statusCode).toBe(400);
    expect((await call('GET', `${news}abc/`, admin())).statusCode).toBe(400);
    expect((await call('GET', `${news}99999999999999999999/`, admin())).statusCode).toBe(400);
  });
});

// Media ------------------------------------------------------------------------------------------------

describe('media', () => {
  it('a photo through the event’s presign and upload: attached as a public file the reply links to', async () => {
    const event = await publishedEvent();
    const { item, file } = await addPhoto(event.id, 'Podium of the 500 m');
    expect(item).toMatchObject({
      event: event.id,
      kind: 'photo',
      video_url: null,
      embed_url: null,
      caption: 'Podium of the 500 m',
      photo_url: `http://portal.test/api/files/${file}/`,
    });
    expect(await uploadRow(file)).toMatchObject({ purpose: 'event_photo', isPrivate: false });
    expect((await uploadRow(file))?.attachedAt).not.toBeNull();
    const served = await fetchLink(item.photo_url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe(PUBLIC_FILE_CACHE_CONTROL);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The same file cannot serve a second record.
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/media/`, admin(), { kind: 'photo', file }),
      'file',
      UNKNOWN_UPLOAD_MESSAGE,
    );
  });

  it('refuses a PDF as a photo, another user’s upload and an unknown key (400 on file, nothing attached)', async () => {
    const event = await publishedEvent();
    const pdf = await uploadEventFile(event.id, 'pdf');
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/media/`, admin(), { kind: 'photo', file: pdf }),
      'file',
      IMAGE_REQUIRED_MESSAGE,
    );
    expect((await uploadRow(pdf))?.attachedAt).toBeNull();
    const otherAdmin = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' });
    const theirs = await uploadEventFile(event.id, 'png', otherAdmin);
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/media/`, admin(), { kind: 'photo', file: theirs }),
      'file',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    // A file of the user's own documents presign is the caller's too, but not one uploaded by the athlete.
    const athletes = await uploadFileAs(ctx, tokens.athlete, 'png');
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/media/`, admin(), { kind: 'photo', file: athletes }),
      'file',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/media/`, admin(), {
        kind: 'photo',
        file: `${'a'.repeat(32)}.png`,
      }),
      'file',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    const media = mediaPage.parse((await call('GET', `${EVENTS}${event.id}/media/`, admin())).json());
    expect(media.count).toBe(0);
  });

  it('video links: YouTube and Vimeo with their embed address; anything else 400 with the contract message', async () => {
    const event = await publishedEvent();
    const youTube = await addVideo(event.id, 'https://youtu.be/dQw4w9WgXcQ');
    expect(youTube).toMatchObject({
      kind: 'video',
      photo_url: null,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const vimeo = await addVideo(event.id, 'https://vimeo.com/76979871');
    expect(vimeo.embed_url).toBe('https://player.vimeo.com/video/76979871');
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a link',
    ]) {
      await expectInvalid(
        await call('POST', `${EVENTS}${event.id}/media/`, admin(), { kind: 'video', video_url: link }),
        'video_url',
        VIDEO_LINK_MESSAGE,
      );
    }
    for (const body of [
      { kind: 'audio', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      { kind: 'photo', file: 'x.png' },
      { kind: 'video' },
      { kind: 'video', video_url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'x'.repeat(301) },
      {},
    ]) {
      const response = await call('POST', `${EVENTS}${event.id}/media/`, admin(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('newest first, `kind` keeps photos or videos; captions change; a foreign item is 404', async () => {
    const event = await publishedEvent();
    const video = await addVideo(event.id);
    const { item: photo } = await addPhoto(event.id);
    const later = await addVideo(event.id, 'https://vimeo.com/1234');
    const all = mediaPage.parse((await call('GET', `${EVENTS}${event.id}/media/`, tokens.athlete)).json());
    expect(all.results.map((item) => item.id)).toEqual([later.id, photo.id, video.id]);
    const videos = mediaPage.parse(
      (await call('GET', `${EVENTS}${event.id}/media/?kind=video`, tokens.athlete)).json(),
    );
    expect(videos).toMatchObject({ count: 2 });
    expect(videos.results.map((item) => item.id)).toEqual([later.id, video.id]);
    const photos = mediaPage.parse(
      (await call('GET', `${EVENTS}${event.id}/media/?kind=photo&page_size=1`, tokens.athlete)).json(),
    );
    expect(photos.results.map((item) => item.id)).toEqual([photo.id]);
    expect((await call('GET', `${EVENTS}${event.id}/media/?kind=audio`, tokens.athlete)).statusCode).toBe(
      400,
    );

    const changed = await call('PATCH', `${EVENTS}${event.id}/media/${photo.id}/`, admin(), {
      caption: 'Finish line',
    });
    expect(mediaItemSchema.parse(changed.json())).toMatchObject({
      caption: 'Finish line',
      photo_url: photo.photo_url,
    });

    const other = await publishedEvent();
    const foreign = `${EVENTS}${other.id}/media/${photo.id}/`;
    await expectNotFound(
      await call('PATCH', foreign, admin(), { caption: 'X' }),
      EVENT_PART_MESSAGES.MEDIA_NOT_FOUND,
    );
    await expectNotFound(await call('DELETE', foreign, admin()), EVENT_PART_MESSAGES.MEDIA_NOT_FOUND);
    expect(
      (await uploadRow(new URL(photo.photo_url ?? '').pathname.split('/')[3] ?? ''))?.attachedAt,
    ).not.toBeNull();
  });

  it('deleting a photo detaches its file: private again, its link stops, the clean-up may take it; audited', async () => {
    const event = await publishedEvent();
    const { item, file } = await addPhoto(event.id);
    const deleted = await call('DELETE', `${EVENTS}${event.id}/media/${item.id}/`, admin());
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await uploadRow(file)).toMatchObject({ attachedAt: null, isPrivate: true });
    expect((await fetchLink(item.photo_url ?? '')).statusCode).toBe(403);
    const audit = await auditActions('event_media.delete');
    expect(audit.some((row) => (row.details as { media?: number }).media === item.id)).toBe(true);
    // A video goes without touching any file.
    const video = await addVideo(event.id);
    expect((await call('DELETE', `${EVENTS}${event.id}/media/${video.id}/`, admin())).statusCode).toBe(204);
    expect(mediaPage.parse((await call('GET', `${EVENTS}${event.id}/media/`, admin())).json()).count).toBe(0);
  });
});

// Reports ----------------------------------------------------------------------------------------------

describe('reports', () => {
  it('WSK staff read every report; others the selected ones while the event’s flag is on, all once it is off', async () => {
    const event = await publishedEvent();
    expect(event.show_only_selected_reports).toBe(true);
    const { report: chosen } = await addReport(event.id, true, 'pdf', 'Final results');
    const { report: hidden } = await addReport(event.id, false, 'png', 'Jury notes');
    const { report: alsoChosen } = await addReport(event.id, true, 'pdf', 'Timetable');
    const list = async (actor: Actor) =>
      reportsPage.parse((await call('GET', `${EVENTS}${event.id}/reports/`, tokens[actor])).json());

    for (const actor of ['wskAdmin', 'wskViewer'] as const) {
      const page = await list(actor);
      expect(page.count, actor).toBe(3);
      expect(page.results.map((report) => report.id)).toEqual([alsoChosen.id, hidden.id, chosen.id]);
    }
    for (const actor of NON_STAFF) {
      const page = await list(actor);
      expect(page.count, actor).toBe(2);
      expect(page.results.map((report) => report.id)).toEqual([alsoChosen.id, chosen.id]);
    }

    const off = await call('PATCH', `${EVENTS}${event.id}/`, admin(), { show_only_selected_reports: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await list('athlete')).results.map((report) => report.id)).toEqual([
      alsoChosen.id,
      hidden.id,
      chosen.id,
    ]);
    expect((await list('wskViewer')).count).toBe(3);
  });

  it('the §9 startup flag off: everyone reads every report whatever the event says', () => {
    const athlete = { userId: 1, sessionId: 1, role: ROLE_TYPES.ATHLETE, permission: null };
    const viewer = { userId: 2, sessionId: 1, role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' as const };
    const flagged = { showOnlySelectedReports: true };
    expect(selectedReportsOnly(athlete, flagged)).toBe(true);
    expect(selectedReportsOnly(athlete, flagged, { show_only_selected_reports: false })).toBe(false);
    expect(selectedReportsOnly(athlete, { showOnlySelectedReports: false })).toBe(false);
    expect(selectedReportsOnly(viewer, flagged)).toBe(false);
    // A role still waiting for approval is no WSK staff.
    expect(selectedReportsOnly({ ...viewer, role: null }, flagged)).toBe(true);
  });

  it('a report links to its public file with its type; renamed, selected, deleted (file detached); audited', async () => {
    const event = await publishedEvent();
    const { report, file } = await addReport(event.id, false, 'pdf', 'Results day 1');
    expect(report).toMatchObject({
      event: event.id,
      title: 'Results day 1',
      selected: false,
      content_type: 'application/pdf',
      file_url: `http://portal.test/api/files/${file}/`,
    });
    expect(await uploadRow(file)).toMatchObject({ purpose: 'event_report', isPrivate: false });
    const served = await fetchLink(report.file_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const changed = await call('PATCH', `${EVENTS}${event.id}/reports/${report.id}/`, admin(), {
      title: 'Results, day 1',
      selected: true,
    });
    expect(eventReportSchema.parse(changed.json())).toMatchObject({
      title: 'Results, day 1',
      selected: true,
    });
    const athletes = reportsPage.parse(
      (await call('GET', `${EVENTS}${event.id}/reports/`, tokens.athlete)).json(),
    );
    expect(athletes.results.map((row) => row.id)).toEqual([report.id]);
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/reports/${report.id}/`, admin(), { title: '' }),
      'title',
      'This field is required',
    );

    const other = await publishedEvent();
    const foreign = `${EVENTS}${other.id}/reports/${report.id}/`;
    await expectNotFound(
      await call('PATCH', foreign, admin(), { selected: false }),
      EVENT_PART_MESSAGES.REPORT_NOT_FOUND,
    );
    await expectNotFound(await call('DELETE', foreign, admin()), EVENT_PART_MESSAGES.REPORT_NOT_FOUND);

    expect((await call('DELETE', `${EVENTS}${event.id}/reports/${report.id}/`, admin())).statusCode).toBe(
      204,
    );
    expect(await uploadRow(file)).toMatchObject({ attachedAt: null, isPrivate: true });
    expect((await fetchLink(report.file_url)).statusCode).toBe(403);
    for (const action of ['event_report.create', 'event_report.update', 'event_report.delete']) {
      const rows = await auditActions(action);
      expect(
        rows.some((row) => (row.details as { report?: number }).report === report.id),
        action,
      ).toBe(true);
    }
  });

  it('outlives the account of the administrator who uploaded it, while their own files go', async () => {
    const event = await publishedEvent();
    const leaverId = 900_001;
    const leaver = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'admin', userId: leaverId });
    const file = await uploadEventFile(event.id, 'pdf', leaver);
    const created = await call('POST', `${EVENTS}${event.id}/reports/`, leaver, {
      title: 'Jury report',
      file,
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = eventReportSchema.parse(created.json());
    const ownDocument = await uploadFileAs(ctx, leaver, 'pdf');

    const erased = await call('DELETE', `/api/client/users/users/${leaverId}/delete_me/`, leaver);
    expect(erased.statusCode, erased.body).toBe(204);

    expect(await uploadRow(ownDocument)).toBeUndefined();
    expect(await uploadRow(file)).toMatchObject({ purpose: 'event_report', isPrivate: false });
    expect((await fetchLink(report.file_url)).statusCode).toBe(200);
    const listed = reportsPage.parse((await call('GET', `${EVENTS}${event.id}/reports/`, admin())).json());
    expect(listed.results.map((row) => row.id)).toContain(report.id);
  });

  it('a report needs the caller’s uploaded file: 400 on file otherwise', async () => {
    const event = await publishedEvent();
    const athletes = await uploadFileAs(ctx, tokens.athlete, 'pdf');
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/reports/`, admin(), { title: 'R', file: athletes }),
      'file',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    expect((await call('POST', `${EVENTS}${event.id}/reports/`, admin(), { title: 'R' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `${EVENTS}${event.id}/reports/`, admin(), { title: 'R', file: '../../etc/passwd' }))
        .statusCode,
    ).toBe(400);
  });
});

// Archived events and the cover -----------------------------------------------------------------------------

describe('an archived event', () => {
  it('refuses every write of its parts with the contract message; its parts stay readable', async () => {
    const event = await publishedEvent();
    const news = await addNews(event.id);
    const video = await addVideo(event.id);
    const { report } = await addReport(event.id, true);
    const file = await uploadEventFile(event.id);
    const archive = await call('POST', `${EVENTS}${event.id}/archive/`, admin());
    expect(archive.statusCode, archive.body).toBe(200);
    const base = `${EVENTS}${event.id}/`;
    const writes: [Method, string, object?][] = [
      ['POST', 'presign_url/', { file_name: 'a.png' }],
      ['POST', 'news/', { title: 'T', body: 'B' }],
      ['PATCH', `news/${news.id}/`, { title: 'T' }],
      ['DELETE', `news/${news.id}/`],
      ['POST', 'media/', { kind: 'photo', file }],
      ['POST', 'media/', { kind: 'video', video_url: 'https://youtu.be/dQw4w9WgXcQ' }],
      ['PATCH', `media/${video.id}/`, { caption: 'C' }],
      ['DELETE', `media/${video.id}/`],
      ['POST', 'reports/', { title: 'T', file }],
      ['PATCH', `reports/${report.id}/`, { selected: false }],
      ['DELETE', `reports/${report.id}/`],
      ['PATCH', '', { cover_image: file }],
    ];
    for (const [method, rest, payload] of writes) {
      await expectInvalid(
        await call(method, `${base}${rest}`, admin(), payload),
        null,
        ARCHIVED_EVENT_MESSAGE,
      );
    }
    expect((await uploadRow(file))?.attachedAt).toBeNull();
    expect(newsPage.parse((await call('GET', `${base}news/`, tokens.athlete)).json()).count).toBe(1);
    expect(mediaPage.parse((await call('GET', `${base}media/`, tokens.athlete)).json()).count).toBe(1);
    expect(reportsPage.parse((await call('GET', `${base}reports/`, tokens.athlete)).json()).count).toBe(1);
  });

  it('stays readable by everyone', async () => {
    const event = await archivedEvent();
    expect((await call('GET', `${EVENTS}${event.id}/news/`, tokens.guest)).statusCode).toBe(200);
  });
});

describe('the event cover', () => {
  it('set, replaced and removed through cover_image; replies link to the served file; old covers detached', async () => {
    const event = await publishedEvent();
    const first = await uploadEventFile(event.id);
    const set = await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: first });
    expect(set.statusCode, set.body).toBe(200);
    const withCover = eventSchema.parse(set.json());
    expect(withCover.cover_image).toBe(`http://portal.test/api/files/${first}/`);
    expect(await uploadRow(first)).toMatchObject({ purpose: 'event_cover', isPrivate: false });
    const served = await fetchLink(withCover.cover_image ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Every reply of the event gives the link: its detail for anyone, and the list.
    const read = eventSchema.parse((await call('GET', `${EVENTS}${event.id}/`, tokens.athlete)).json());
    expect(read.cover_image).toBe(withCover.cover_image);
    const listed = pagedSchema(eventListItemSchema).parse(
      (await call('GET', `${EVENTS}?page_size=100`, tokens.athlete)).json(),
    );
    expect(listed.results.find((row) => row.id === event.id)?.cover_image).toBe(withCover.cover_image);
    // Sending the same key again keeps it.
    expect((await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: first })).statusCode).toBe(
      200,
    );
    expect((await uploadRow(first))?.attachedAt).not.toBeNull();

    const second = await uploadEventFile(event.id);
    const replaced = eventSchema.parse(
      (await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: second })).json(),
    );
    expect(replaced.cover_image).toBe(`http://portal.test/api/files/${second}/`);
    expect(await uploadRow(first)).toMatchObject({ attachedAt: null, isPrivate: true });
    expect((await fetchLink(withCover.cover_image ?? '')).statusCode).toBe(403);

    const removed = await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: null });
    expect(eventSchema.parse(removed.json()).cover_image).toBeNull();
    expect(await uploadRow(second)).toMatchObject({ attachedAt: null });
    const audit = (await auditActions('event.cover')).filter(
      (row) => (row.details as { event?: number }).event === event.id,
    );
    expect(audit.map((row) => (row.details as { cover_image: string | null }).cover_image)).toEqual([
      first,
      second,
      null,
    ]);
  });

  it('a cover must be the caller’s uploaded picture: 400 on cover_image, nothing changed', async () => {
    const event = await publishedEvent();
    const pdf = await uploadEventFile(event.id, 'pdf');
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: pdf, venue: 'Palazzetto' }),
      'cover_image',
      IMAGE_REQUIRED_MESSAGE,
    );
    const athletes = await uploadFileAs(ctx, tokens.athlete, 'png');
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: athletes }),
      'cover_image',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    expect(
      (await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: 'cover.png' })).statusCode,
    ).toBe(400);
    const read = eventSchema.parse((await call('GET', `${EVENTS}${event.id}/`, admin())).json());
    expect(read).toMatchObject({ cover_image: null, venue: '' });
    expect((await uploadRow(pdf))?.attachedAt).toBeNull();
    // A photo's file cannot become the cover as well.
    const { file } = await addPhoto(event.id);
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { cover_image: file }),
      'cover_image',
      UNKNOWN_UPLOAD_MESSAGE,
    );
    const still = await ctx.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.key, file), eq(fileUploads.purpose, 'event_photo')));
    expect(still).toHaveLength(1);
  });

  it('presign answers 400 on an unsupported file name and 404 on an unknown event', async () => {
    const event = await publishedEvent();
    expect(
      (await call('POST', `${EVENTS}${event.id}/presign_url/`, admin(), { file_name: 'a.exe' })).statusCode,
    ).toBe(400);
    expect((await call('POST', `${EVENTS}${event.id}/presign_url/`, admin(), {})).statusCode).toBe(400);
    await expectNotFound(
      await call('POST', `${EVENTS}${UNKNOWN_ID}/presign_url/`, admin(), { file_name: 'a.png' }),
      EVENT_NOT_FOUND_MESSAGE,
    );
  });
});
