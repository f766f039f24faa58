// A fake of an event's news, media, reports and files for the screens' tests, over the event fake of
// events-api.ts: the lists answer paged from state that writes change, the presign call and the upload
// target answer as the server does, and every call is recorded with its body.
import type { EventReport, MediaItem, NewsPost } from '@portal/contract/event-parts';
import { json } from '../../../shared/testing/mock-api';
import { type Call, type FakeOptions, mockEventsApi } from './events-api';

export const UPLOAD_TARGET = 'http://uploads.test/api/uploads/target/';
export const UPLOADED_PICTURE = `${'b'.repeat(32)}.png`;
export const UPLOADED_PDF = `${'c'.repeat(32)}.pdf`;

export function newsPost(id: number, overrides: Partial<NewsPost> = {}): NewsPost {
  return {
    id,
    event: 1,
    title: `News ${id}`,
    body: `Body of news ${id}`,
    published_at: '2026-06-02T09:30:00Z',
    author: { id: 1, full_name: 'Wanda Keller' },
    updated: '2026-06-02T09:30:00Z',
    ...overrides,
  };
}

export function photo(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    event: 1,
    kind: 'photo',
    photo_url: `http://files.test/${id}.jpg`,
    video_url: null,
    embed_url: null,
    caption: `Photo ${id}`,
    created: '2026-06-02T09:30:00Z',
    ...overrides,
  };
}

export function video(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    event: 1,
    kind: 'video',
    photo_url: null,
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    caption: `Video ${id}`,
    created: '2026-06-02T09:30:00Z',
    ...overrides,
  };
}

export function report(id: number, overrides: Partial<EventReport> = {}): EventReport {
  return {
    id,
    event: 1,
    title: `Report ${id}`,
    file_url: `http://files.test/${id}.pdf`,
    content_type: 'application/pdf',
    selected: false,
    created: '2026-07-06T12:00:00Z',
    ...overrides,
  };
}

export interface ContentOptions extends FakeOptions {
  readonly news?: readonly NewsPost[];
  readonly media?: readonly MediaItem[];
  readonly reports?: readonly EventReport[];
  /** Answers a list (GET) with this status instead of the data, e.g. 500. */
  readonly failLists?: number;
}

const error = (status: number, message: string, invalid_fields?: Record<string, string[]>) =>
  json({ error: { code: status, message }, ...(invalid_fields ? { invalid_fields } : {}) }, status);

function paged<T>(items: readonly T[], search: URLSearchParams) {
  const page = Number(search.get('page') ?? '1');
  const size = Number(search.get('page_size') ?? '20');
  return {
    count: items.length,
    next: null,
    previous: null,
    results: items.slice((page - 1) * size, page * size),
  };
}

export function mockEventContentApi({
  news: initialNews = [],
  media: initialMedia = [],
  reports: initialReports = [],
  failLists,
  ...options
}: ContentOptions = {}) {
  let news = [...initialNews];
  let media = [...initialMedia];
  let reports = [...initialReports];
  const removedSports = new Set<number>();
  const eventId = options.event === null ? -1 : (options.event?.id ?? 1);
  const { calls, fetchMock } = mockEventsApi(options);
  // The event fake's own answers, called with the request's init as fetch is.
  const inner = fetchMock.getMockImplementation() as
    | ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>)
    | undefined;

  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (String(input) === UPLOAD_TARGET) {
      calls.push({ path: UPLOAD_TARGET, method, search: url.searchParams, body: undefined });
      return new Response(null, { status: 204 });
    }
    const match =
      /^\/api\/client\/events\/(\d+)\/(news|media|reports|presign_url|sports)\/(?:(\d+)\/)?$/.exec(
        url.pathname,
      );
    if (!match || !inner) return inner ? inner(input, init) : new Response('Not found', { status: 404 });
    const [, id, part, itemId] = match;
    if (part === 'sports' && method === 'GET' && itemId === undefined) {
      // The event fake answers the sports; the ones removed here stay removed.
      const answer = await inner(input, init);
      if (!answer.ok) return answer;
      const sports = (await answer.json()) as { id: number }[];
      return json(sports.filter((sport) => !removedSports.has(sport.id)));
    }
    if (part === 'sports' && !(method === 'DELETE' && itemId !== undefined)) return inner(input, init);

    const call: Call = {
      path: url.pathname,
      method,
      search: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (Number(id) !== eventId) return error(404, 'Not found');
    if (method !== 'GET') {
      const answer = options.write?.(call);
      if (answer) return answer;
    } else if (failLists) {
      return error(failLists, 'The server is having a bad day');
    }
    const body = (call.body ?? {}) as Record<string, unknown>;
    const key = Number(itemId);

    if (part === 'sports') {
      removedSports.add(key);
      return json(null, 204);
    }
    if (part === 'presign_url') {
      const name = String(body.file_name ?? '');
      return json({
        url: UPLOAD_TARGET,
        fields: { key: 'k', expires: '1', max_size: '1', content_type: 'x', signature: 's' },
        new_file_name: name.endsWith('.pdf') ? UPLOADED_PDF : UPLOADED_PICTURE,
      });
    }
    if (part === 'news') {
      if (method === 'GET') return json(paged(news, call.search));
      if (method === 'POST') {
        const post = newsPost(100 + news.length, { ...(body as Partial<NewsPost>), event: eventId });
        news = [post, ...news];
        return json(post, 201);
      }
      if (method === 'PATCH') {
        news = news.map((post) => (post.id === key ? { ...post, ...(body as Partial<NewsPost>) } : post));
        return json(news.find((post) => post.id === key));
      }
      news = news.filter((post) => post.id !== key);
      return json(null, 204);
    }
    if (part === 'media') {
      if (method === 'GET') {
        const kind = call.search.get('kind');
        return json(paged(kind ? media.filter((item) => item.kind === kind) : media, call.search));
      }
      if (method === 'POST') {
        const item =
          body.kind === 'video'
            ? video(200 + media.length, {
                video_url: String(body.video_url),
                caption: String(body.caption ?? ''),
              })
            : photo(200 + media.length, { caption: String(body.caption ?? '') });
        media = [item, ...media];
        return json(item, 201);
      }
      if (method === 'PATCH') {
        media = media.map((item) => (item.id === key ? { ...item, ...(body as Partial<MediaItem>) } : item));
        return json(media.find((item) => item.id === key));
      }
      media = media.filter((item) => item.id !== key);
      return json(null, 204);
    }
    if (method === 'GET') return json(paged(reports, call.search));
    if (method === 'POST') {
      const item = report(300 + reports.length, {
        title: String(body.title),
        selected: body.selected === true,
      });
      reports = [item, ...reports];
      return json(item, 201);
    }
    if (method === 'PATCH') {
      reports = reports.map((item) =>
        item.id === key ? { ...item, ...(body as Partial<EventReport>) } : item,
      );
      return json(reports.find((item) => item.id === key));
    }
    reports = reports.filter((item) => item.id !== key);
    return json(null, 204);
  });
  return { calls, fetchMock };
}

/** The calls of one method to a path ending with `suffix`. */
export const callsTo = (calls: readonly Call[], method: string, suffix: string) =>
  calls.filter((call) => call.method === method && call.path.endsWith(suffix));
