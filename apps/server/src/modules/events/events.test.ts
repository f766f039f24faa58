// The event API (decision 015): who may call each of the thirteen endpoints, drafts invisible to all but
// WSK staff, the list's filters, paging and ordering, the state rules and validation errors (400 in the
// error format, never 500), money kept exact, the event sports and their participant settings, and the
// audit rows of the writes.
import {
  ARCHIVED_EVENT_MESSAGE,
  type CreateEventBody,
  CURRENCY_FROZEN_MESSAGE,
  DISCIPLINE_OF_OTHER_SPORT_MESSAGE,
  DUPLICATE_PARTICIPANT_KIND_MESSAGE,
  EVENT_STATUS_MESSAGE,
  ONLY_DRAFT_DELETED_MESSAGE,
  PUBLISH_NEEDS_SPORT_MESSAGE,
  type SetParticipantSettingsBody,
  SPORT_ALREADY_IN_EVENT_MESSAGE,
  UNKNOWN_CURRENCY_MESSAGE,
} from '@portal/contract/endpoints/events';
import {
  EVENT_DATES_MESSAGE,
  eventListItemSchema,
  eventSchema,
  eventSportSchema,
  eventSportSummarySchema,
  REDUCED_FEE_MESSAGE,
  UNKNOWN_TIME_ZONE_MESSAGE,
  WINDOW_ORDER_MESSAGE,
} from '@portal/contract/event';
import { errorBodySchema, pagedSchema } from '@portal/contract/http';
import type { CurrencyCode } from '@portal/contract/payment';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/audit';
import { eventSportParticipants, events } from '../../db/schema/events';
import { eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { disciplines } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../test/harness';
import {
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_SPORT_NOT_FOUND_MESSAGE,
  UNKNOWN_COUNTRY_MESSAGE,
  UNKNOWN_SPORT_MESSAGE,
} from './service';

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

const eventsPage = pagedSchema(eventListItemSchema);

const ACTORS = ['wskAdmin', 'wskViewer', 'nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const;
type Actor = (typeof ACTORS)[number];
const tokens = {} as Record<Actor, string>;
const admin = () => tokens.wskAdmin;

let italy = 0;
let france = 0;
/** Reference sports with at least two disciplines each: [id, discipline ids]. */
let sportA = { id: 0, disciplines: [] as number[] };
let sportB = { id: 0, disciplines: [] as number[] };
let sportC = { id: 0, disciplines: [] as number[] };

beforeAll(async () => {
  italy = await ctx.federationIdOf('ITA');
  france = await ctx.federationIdOf('FRA');
  tokens.wskAdmin = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' });
  tokens.wskViewer = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' });
  tokens.nfAdmin = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin' });
  tokens.nfViewer = await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'viewer' });
  tokens.athlete = await ctx.token({ role: ROLE_TYPES.ATHLETE });
  tokens.ito = await ctx.token({ role: ROLE_TYPES.ITO });
  tokens.guest = await ctx.token({ role: ROLE_TYPES.GUEST });
  const rows = await ctx.db
    .select({ sportId: sports.id, disciplineId: disciplines.id })
    .from(sports)
    .innerJoin(disciplines, eq(disciplines.sportId, sports.id))
    .orderBy(asc(sports.id), asc(disciplines.id));
  const bySport = new Map<number, number[]>();
  for (const row of rows) bySport.set(row.sportId, [...(bySport.get(row.sportId) ?? []), row.disciplineId]);
  const [a, b, c] = [...bySport].filter(([, ids]) => ids.length >= 2);
  if (!a || !b || !c) throw new Error('The reference seed has too few sports with disciplines');
  sportA = { id: a[0], disciplines: a[1] };
  sportB = { id: b[0], disciplines: b[1] };
  sportC = { id: c[0], disciplines: c[1] };
});

let eventCounter = 0;
const eventBody = (values: Partial<CreateEventBody> = {}): CreateEventBody => {
  eventCounter += 1;
  return {
    name: `Event ${eventCounter}`,
    kind: 'championship',
    starts_on: '2027-07-01',
    ends_on: '2027-07-10',
    city: 'Roma',
    country: italy,
    currency: 'EUR',
    time_zone: 'Europe/Rome',
    ...values,
  };
};

async function createEvent(values: Partial<CreateEventBody> = {}) {
  const response = await call('POST', EVENTS, admin(), eventBody(values));
  expect(response.statusCode, response.body).toBe(201);
  return eventSchema.parse(response.json());
}

async function addSport(eventId: number, sportId = sportA.id, payload: object = {}) {
  const response = await call('POST', `${EVENTS}${eventId}/sports/`, admin(), { sport: sportId, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return eventSportSchema.parse(response.json());
}

const athleteWindow = {
  kind: 'athlete',
  opens_on: '2027-01-01',
  reduction_ends_on: '2027-03-01',
  closes_on: '2027-06-01',
  amount: '120',
  reduced_amount: '90.5',
} as const;

async function setParticipants(
  eventId: number,
  eventSportId: number,
  participants: SetParticipantSettingsBody['participants'] = [athleteWindow],
) {
  const response = await call('PUT', `${EVENTS}${eventId}/sports/${eventSportId}/participants/`, admin(), {
    participants,
  });
  expect(response.statusCode, response.body).toBe(200);
  return eventSportSchema.parse(response.json());
}

/** A published event with one sport that has an athlete window. */
async function publishedEvent(values: Partial<CreateEventBody> = {}, sportId = sportA.id) {
  const event = await createEvent(values);
  const sport = await addSport(event.id, sportId);
  await setParticipants(event.id, sport.id);
  const response = await call('POST', `${EVENTS}${event.id}/publish/`, admin());
  expect(response.statusCode, response.body).toBe(200);
  return { event: eventSchema.parse(response.json()), sport };
}

async function expectInvalid(
  response: Awaited<ReturnType<typeof call>>,
  field: string | null,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(400);
  if (field === null) expect(body.error.message).toBe(message);
  else expect(body.invalid_fields?.[field], response.body).toContain(message);
}

// Access -----------------------------------------------------------------------------------------------

describe('who may call each endpoint', () => {
  interface Row {
    readonly name: string;
    readonly method: Method;
    /** The URL and body an administrator's successful call uses (prepared fresh for it). */
    readonly prepare: () => Promise<{ url: string; payload?: object }>;
    readonly adminStatus: number;
    /** Reads: every signed-in role; writes: WSK administrators only. */
    readonly read: boolean;
  }
  let shared = { eventId: 0, sportId: 0 };
  beforeAll(async () => {
    const { event, sport } = await publishedEvent();
    shared = { eventId: event.id, sportId: sport.id };
  });
  const eventUrl = () => `${EVENTS}${shared.eventId}/`;
  const sportUrl = () => `${eventUrl()}sports/${shared.sportId}/`;

  const rows: Row[] = [
    {
      name: 'listEvents',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: EVENTS }),
    },
    {
      name: 'createEvent',
      method: 'POST',
      read: false,
      adminStatus: 201,
      prepare: async () => ({ url: EVENTS, payload: eventBody() }),
    },
    {
      name: 'getEvent',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: eventUrl() }),
    },
    {
      name: 'updateEvent',
      method: 'PATCH',
      read: false,
      adminStatus: 200,
      prepare: async () => ({ url: eventUrl(), payload: { venue: 'Stadium' } }),
    },
    {
      name: 'deleteEvent',
      method: 'DELETE',
      read: false,
      adminStatus: 204,
      prepare: async () => ({ url: `${EVENTS}${(await createEvent()).id}/` }),
    },
    {
      name: 'publishEvent',
      method: 'POST',
      read: false,
      adminStatus: 200,
      prepare: async () => {
        const event = await createEvent();
        const sport = await addSport(event.id);
        await setParticipants(event.id, sport.id);
        return { url: `${EVENTS}${event.id}/publish/` };
      },
    },
    {
      name: 'archiveEvent',
      method: 'POST',
      read: false,
      adminStatus: 200,
      prepare: async () => ({ url: `${EVENTS}${(await publishedEvent()).event.id}/archive/` }),
    },
    {
      name: 'listEventSports',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: `${eventUrl()}sports/` }),
    },
    {
      name: 'createEventSport',
      method: 'POST',
      read: false,
      adminStatus: 201,
      prepare: async () => ({
        url: `${EVENTS}${(await createEvent()).id}/sports/`,
        payload: { sport: sportB.id },
      }),
    },
    {
      name: 'getEventSport',
      method: 'GET',
      read: true,
      adminStatus: 200,
      prepare: async () => ({ url: sportUrl() }),
    },
    {
      name: 'updateEventSport',
      method: 'PATCH',
      read: false,
      adminStatus: 200,
      prepare: async () => ({ url: sportUrl(), payload: { need_pre_seed: true } }),
    },
    {
      name: 'deleteEventSport',
      method: 'DELETE',
      read: false,
      adminStatus: 204,
      prepare: async () => {
        const event = await createEvent();
        const sport = await addSport(event.id);
        return { url: `${EVENTS}${event.id}/sports/${sport.id}/` };
      },
    },
    {
      name: 'setParticipantSettings',
      method: 'PUT',
      read: false,
      adminStatus: 200,
      prepare: async () => ({
        url: `${sportUrl()}participants/`,
        payload: { participants: [athleteWindow] },
      }),
    },
  ];

  it('covers the thirteen endpoints of the contract', async () => {
    const { eventsEndpoints } = await import('@portal/contract/endpoints/events');
    expect(rows.map((row) => row.name).sort()).toEqual(
      eventsEndpoints.map((endpoint) => endpoint.name).sort(),
    );
  });

  for (const row of rows) {
    it(`${row.name}: ${row.read ? 'every signed-in role reads' : 'WSK administrators only'}, anonymous 401`, async () => {
      const { url, payload } = await row.prepare();
      for (const actor of ACTORS) {
        if (actor === 'wskAdmin') continue;
        const response = await call(row.method, url, tokens[actor], payload);
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.read ? 200 : 403);
      }
      const anonymous = await call(row.method, url, null, payload);
      expect(anonymous.statusCode).toBe(401);
      const allowed = await call(row.method, url, admin(), payload);
      expect(allowed.statusCode, allowed.body).toBe(row.adminStatus);
    });
  }
});

// Visibility ---------------------------------------------------------------------------------------------

describe('drafts', () => {
  it('are 404 to everyone but WSK staff, with the body of an unknown id; staff read and list them', async () => {
    const draft = await createEvent({ name: 'Hidden Draft Xq' });
    const sport = await addSport(draft.id);
    const unknown = await call('GET', `${EVENTS}${UNKNOWN_ID}/`, tokens.athlete);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 404, message: EVENT_NOT_FOUND_MESSAGE } });
    for (const actor of ['nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const) {
      for (const url of [
        `${EVENTS}${draft.id}/`,
        `${EVENTS}${draft.id}/sports/`,
        `${EVENTS}${draft.id}/sports/${sport.id}/`,
      ]) {
        const response = await call('GET', url, tokens[actor]);
        expect(response.statusCode, `${actor} ${url}`).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
      const list = eventsPage.parse((await call('GET', `${EVENTS}?search=Xq`, tokens[actor])).json());
      expect(list.count, actor).toBe(0);
      const asked = eventsPage.parse(
        (await call('GET', `${EVENTS}?search=Xq&status=draft`, tokens[actor])).json(),
      );
      expect(asked.count, actor).toBe(0);
    }
    for (const actor of ['wskAdmin', 'wskViewer'] as const) {
      expect((await call('GET', `${EVENTS}${draft.id}/`, tokens[actor])).statusCode).toBe(200);
      expect((await call('GET', `${EVENTS}${draft.id}/sports/${sport.id}/`, tokens[actor])).statusCode).toBe(
        200,
      );
      const list = eventsPage.parse((await call('GET', `${EVENTS}?search=Xq`, tokens[actor])).json());
      expect(list.results.map((row) => row.id)).toEqual([draft.id]);
    }
  });

  it('the status filter: WSK staff get that status; others only ever published and archived events', async () => {
    const draft = await createEvent({ name: 'Status Qz draft' });
    const { event: published } = await publishedEvent({ name: 'Status Qz published' });
    const { event: archived } = await publishedEvent({ name: 'Status Qz archived' });
    expect((await call('POST', `${EVENTS}${archived.id}/archive/`, admin())).statusCode).toBe(200);
    const ids = async (token: string, status?: string) =>
      eventsPage
        .parse(
          (
            await call('GET', `${EVENTS}?search=Qz&ordering=name${status ? `&status=${status}` : ''}`, token)
          ).json(),
        )
        .results.map((row) => row.id);
    expect(await ids(tokens.wskViewer)).toEqual([archived.id, draft.id, published.id]);
    expect(await ids(tokens.wskViewer, 'draft')).toEqual([draft.id]);
    expect(await ids(tokens.wskViewer, 'archived')).toEqual([archived.id]);
    expect(await ids(tokens.athlete)).toEqual([archived.id, published.id]);
    expect(await ids(tokens.athlete, 'published')).toEqual([published.id]);
    expect(await ids(tokens.athlete, 'draft')).toEqual([]);
  });
});

// The list ----------------------------------------------------------------------------------------------

describe('the list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Five published events of their own ("Lst"), with different dates, places, countries and sports.
    const specs = [
      ['alpha', { starts_on: '2028-03-01', ends_on: '2028-03-05', city: 'Torino' }, sportA.id],
      ['bravo', { starts_on: '2028-01-10', ends_on: '2028-01-12', city: 'Lyon', country: france }, sportB.id],
      [
        'charlie',
        { starts_on: '2028-05-01', ends_on: '2028-05-03', city: 'Paris', country: france },
        sportA.id,
      ],
      ['delta', { starts_on: '2028-01-10', ends_on: '2028-02-01', city: 'Milano' }, sportC.id],
      ['echo', { starts_on: '2028-07-01', ends_on: '2028-07-02', city: 'Napoli 100%' }, sportB.id],
    ] as const;
    for (const [name, values, sportId] of specs) {
      ids[name] = (await publishedEvent({ name: `Lst ${name}`, ...values }, sportId)).event.id;
    }
  });
  const list = async (query: string, token = tokens.athlete) => {
    const response = await call('GET', `${EVENTS}?search=Lst${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return eventsPage.parse(response.json());
  };
  const idsOf = async (query: string) => (await list(query)).results.map((row) => row.id);

  it('orders by start day then id by default, and by name or either descending when asked', async () => {
    expect(await idsOf('')).toEqual([ids.bravo, ids.delta, ids.alpha, ids.charlie, ids.echo]);
    expect(await idsOf('&ordering=-starts_on')).toEqual([
      ids.echo,
      ids.charlie,
      ids.alpha,
      ids.delta,
      ids.bravo,
    ]);
    expect(await idsOf('&ordering=name')).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.delta, ids.echo]);
    expect(await idsOf('&ordering=-name')).toEqual([ids.echo, ids.delta, ids.charlie, ids.bravo, ids.alpha]);
  });

  it('filters by country, sport, dates and a search in the name or the city (wildcards taken literally)', async () => {
    expect(await idsOf(`&country=${france}`)).toEqual([ids.bravo, ids.charlie]);
    expect(await idsOf(`&sport=${sportA.id}`)).toEqual([ids.alpha, ids.charlie]);
    expect(await idsOf(`&sport=${sportB.id}&country=${france}`)).toEqual([ids.bravo]);
    // Events ending on or after `from` and starting on or before `to`.
    expect(await idsOf('&from=2028-01-13&to=2028-03-01')).toEqual([ids.delta, ids.alpha]);
    expect(await idsOf('&from=2028-07-02')).toEqual([ids.echo]);
    expect(
      (await list('').then(() => call('GET', `${EVENTS}?search=tORIN`, tokens.athlete))).json().count,
    ).toBe(1);
    const percent = eventsPage.parse(
      (await call('GET', `${EVENTS}?search=${encodeURIComponent('100%')}`, tokens.athlete)).json(),
    );
    expect(percent.results.map((row) => row.id)).toEqual([ids.echo]);
    const noWildcard = eventsPage.parse(
      (await call('GET', `${EVENTS}?search=${encodeURIComponent('Lst%a')}`, tokens.athlete)).json(),
    );
    expect(noWildcard.count).toBe(0);
  });

  it('pages in SQL with the count and links, each row with its sports and country', async () => {
    const first = await list('&page_size=2');
    expect(first.count).toBe(5);
    expect(first.results.map((row) => row.id)).toEqual([ids.bravo, ids.delta]);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const third = await list('&page_size=2&page=3');
    expect(third.results.map((row) => row.id)).toEqual([ids.echo]);
    expect(third.next).toBeNull();
    const beyond = await list('&page_size=2&page=99');
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(5);
    const bravo = first.results[0];
    expect(bravo?.country).toEqual({ id: france, name: expect.any(String), code: 'FRA' });
    expect(bravo?.sports.map((entry) => entry.sport.id)).toEqual([sportB.id]);
  });

  it('without filters: every ordering, the statuses the caller may see, the count past the last page', async () => {
    await createEvent({ name: 'Lst unfiltered draft' });
    // What each caller may see, in each ordering, as the database orders it (collation included).
    const expected = async (publicOnly: boolean, ordering: string) => {
      const direction = ordering.startsWith('-') ? desc : asc;
      const column = ordering.endsWith('name') ? events.name : events.startsOn;
      const rows = await ctx.db
        .select({ id: events.id })
        .from(events)
        .where(publicOnly ? inArray(events.status, ['published', 'archived']) : undefined)
        .orderBy(direction(column), direction(events.id));
      return rows.map((row) => row.id);
    };
    expect((await expected(true, 'name')).length).toBeLessThan((await expected(false, 'name')).length);
    for (const [actor, publicOnly] of [
      ['wskViewer', false],
      ['athlete', true],
    ] as const) {
      for (const ordering of ['starts_on', '-starts_on', 'name', '-name']) {
        const page = eventsPage.parse(
          (await call('GET', `${EVENTS}?ordering=${ordering}&page_size=100`, tokens[actor])).json(),
        );
        const rows = await expected(publicOnly, ordering);
        expect(page.count, `${actor} ${ordering}`).toBe(rows.length);
        expect(
          page.results.map((row) => row.id),
          `${actor} ${ordering}`,
        ).toEqual(rows);
      }
      const beyond = eventsPage.parse((await call('GET', `${EVENTS}?page=99`, tokens[actor])).json());
      expect(beyond.results).toEqual([]);
      expect(beyond.count).toBe((await expected(publicOnly, 'name')).length);
    }
    const [sport] = await ctx.db
      .select({ id: sports.id, name: sports.name, type: sports.type })
      .from(sports)
      .where(eq(sports.id, sportA.id));
    const alpha = eventsPage
      .parse((await call('GET', `${EVENTS}?page_size=100`, tokens.athlete)).json())
      .results.find((row) => row.id === ids.alpha);
    expect(alpha?.sports.map((entry) => entry.sport)).toEqual([sport]);
  });

  it('answers 400 to a bad filter', async () => {
    for (const query of [
      'page=0',
      'page_size=1000',
      'sport=abc',
      'country=0',
      'from=2028-13-01',
      'status=gone',
      'ordering=city',
      // Found by the fuzzer: ISO dates have a year 0000, PostgreSQL has none (it was a 500).
      'to=0000-01-01',
      'from=0000-12-31',
    ]) {
      const response = await call('GET', `${EVENTS}?${query}`, tokens.athlete);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(response.json()).invalid_fields, query).toBeDefined();
    }
  });
});

// Events: writes ----------------------------------------------------------------------------------------

describe('event writes', () => {
  it('create: a draft of the caller with the defaults; audited', async () => {
    const event = await createEvent({
      name: 'Created here',
      custom_sections: [{ title: 'Travel', body: 'By train' }],
    });
    expect(event).toMatchObject({
      name: 'Created here',
      status: 'draft',
      venue: '',
      description: '',
      currency: 'EUR',
      time_zone: 'Europe/Rome',
      cover_image: null,
      sports: [],
      show_only_selected_reports: true,
      custom_sections: [{ title: 'Travel', body: 'By train' }],
      country: { id: italy, code: 'ITA', name: expect.any(String) },
    });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'event.create'),
          sql`${auditEvents.details}->>'event' = ${String(event.id)}`,
        ),
      );
    expect(audit?.details).toMatchObject({ name: 'Created here' });
  });

  it('create and update: 400 with the contract messages on bad input', async () => {
    await expectInvalid(
      await call('POST', EVENTS, admin(), eventBody({ starts_on: '2027-07-11' })),
      'ends_on',
      EVENT_DATES_MESSAGE,
    );
    await expectInvalid(
      await call('POST', EVENTS, admin(), eventBody({ country: UNKNOWN_ID })),
      'country',
      UNKNOWN_COUNTRY_MESSAGE,
    );
    await expectInvalid(
      await call('POST', EVENTS, admin(), eventBody({ time_zone: 'Mars/Olympus' })),
      'time_zone',
      UNKNOWN_TIME_ZONE_MESSAGE,
    );
    for (const values of [
      { currency: 'eur' },
      { kind: 'party' },
      { starts_on: '2027-02-30' },
      { name: '' },
      { country: 0 },
    ]) {
      const response = await call('POST', EVENTS, admin(), { ...eventBody(), ...values });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(errorBodySchema.parse(response.json()).invalid_fields).toBeDefined();
    }
    const event = await createEvent();
    // Only one date sent: checked against the stored other one.
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { starts_on: '2027-07-11' }),
      'ends_on',
      EVENT_DATES_MESSAGE,
    );
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { ends_on: '2027-06-30' }),
      'ends_on',
      EVENT_DATES_MESSAGE,
    );
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { country: UNKNOWN_ID }),
      'country',
      UNKNOWN_COUNTRY_MESSAGE,
    );
    const moved = await call('PATCH', `${EVENTS}${event.id}/`, admin(), {
      ends_on: '2027-07-20',
      country: france,
      name: 'Moved',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(eventSchema.parse(moved.json())).toMatchObject({
      ends_on: '2027-07-20',
      name: 'Moved',
      country: { id: france },
    });
    for (const url of [`${EVENTS}abc/`, `${EVENTS}0/`, `${EVENTS}99999999999/`, `${EVENTS}-1/`]) {
      const response = await call('GET', url, admin());
      expect(response.statusCode, url).toBe(400);
    }
    expect((await call('PATCH', `${EVENTS}${UNKNOWN_ID}/`, admin(), { name: 'x' })).statusCode).toBe(404);
  });

  it('the currency is one the portal charges in, and stays once anyone is registered', async () => {
    await expectInvalid(
      await call('POST', EVENTS, admin(), eventBody({ currency: 'SEK' as CurrencyCode })),
      'currency',
      UNKNOWN_CURRENCY_MESSAGE,
    );
    const { event, sport } = await publishedEvent();
    const changed = await call('PATCH', `${EVENTS}${event.id}/`, admin(), { currency: 'USD' });
    expect(changed.statusCode, changed.body).toBe(200);
    const athleteId = (await ctx.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? 0;
    await ctx.db.insert(eventParticipants).values({
      eventId: event.id,
      eventSportId: sport.id,
      kind: 'athlete',
      userId: athleteId,
      federationId: italy,
      status: 'approved',
      feeAmount: '120.00',
      currency: 'USD',
    });
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { currency: 'EUR' }),
      'currency',
      CURRENCY_FROZEN_MESSAGE,
    );
    // The form sends every field: the same currency again is no change.
    const same = await call('PATCH', `${EVENTS}${event.id}/`, admin(), { currency: 'USD', name: 'Renamed' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('the status moves: publish needs a sport with a window, archive a published event; audited', async () => {
    const event = await createEvent();
    const publish = () => call('POST', `${EVENTS}${event.id}/publish/`, admin());
    await expectInvalid(await publish(), null, PUBLISH_NEEDS_SPORT_MESSAGE);
    const sport = await addSport(event.id);
    await expectInvalid(await publish(), null, PUBLISH_NEEDS_SPORT_MESSAGE);
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/archive/`, admin()),
      null,
      EVENT_STATUS_MESSAGE,
    );
    await setParticipants(event.id, sport.id);
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(eventSchema.parse(published.json()).status).toBe('published');
    await expectInvalid(await publish(), null, EVENT_STATUS_MESSAGE);
    await expectInvalid(
      await call('DELETE', `${EVENTS}${event.id}/`, admin()),
      null,
      ONLY_DRAFT_DELETED_MESSAGE,
    );
    await expectInvalid(
      await call('DELETE', `${EVENTS}${event.id}/sports/${sport.id}/`, admin()),
      null,
      EVENT_STATUS_MESSAGE,
    );
    const archived = await call('POST', `${EVENTS}${event.id}/archive/`, admin());
    expect(eventSchema.parse(archived.json()).status).toBe('archived');
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/archive/`, admin()),
      null,
      EVENT_STATUS_MESSAGE,
    );
    // Archived: readable by all, changed by none.
    expect((await call('GET', `${EVENTS}${event.id}/`, tokens.guest)).statusCode).toBe(200);
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/`, admin(), { name: 'x' }),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
    await expectInvalid(
      await call('POST', `${EVENTS}${event.id}/sports/`, admin(), { sport: sportB.id }),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
    await expectInvalid(
      await call('PATCH', `${EVENTS}${event.id}/sports/${sport.id}/`, admin(), { need_pre_seed: true }),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
    await expectInvalid(
      await call('PUT', `${EVENTS}${event.id}/sports/${sport.id}/participants/`, admin(), {
        participants: [],
      }),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
    const actions = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'event' = ${String(event.id)}`)
      .orderBy(asc(auditEvents.id));
    expect(actions.map((row) => row.action)).toEqual([
      'event.create',
      'event_sport.create',
      'event_sport.set_participants',
      'event.publish',
      'event.archive',
    ]);
  });

  it('delete: a draft goes with its sports and windows', async () => {
    const event = await createEvent();
    const sport = await addSport(event.id);
    await setParticipants(event.id, sport.id);
    const response = await call('DELETE', `${EVENTS}${event.id}/`, admin());
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `${EVENTS}${event.id}/`, admin())).statusCode).toBe(404);
    const left = await ctx.db
      .select()
      .from(eventSportParticipants)
      .where(eq(eventSportParticipants.eventSportId, sport.id));
    expect(left).toEqual([]);
    expect((await call('DELETE', `${EVENTS}${event.id}/`, admin())).statusCode).toBe(404);
  });
});

// Event sports ----------------------------------------------------------------------------------------

describe('event sports', () => {
  it('create: flags copied from the sport unless given, disciplines and categories kept', async () => {
    await ctx.db
      .update(sports)
      .set({ needPreSeed: true, needExtraOfficialsNto: true, extraOfficialRules: { roles: ['Judge'] } })
      .where(eq(sports.id, sportC.id));
    const event = await createEvent();
    const categories = [{ name: 'Senior women', gender: 'F', age_group: null }] as const;
    const created = await addSport(event.id, sportC.id, {
      disciplines: [sportC.disciplines[1], sportC.disciplines[0], sportC.disciplines[0]],
      categories,
      need_extra_officials_nto: false,
    });
    expect(created).toMatchObject({
      event: event.id,
      sport: { id: sportC.id },
      need_pre_seed: true,
      need_extra_quota: false,
      need_extra_officials_nto: false,
      extra_official_rules: { roles: ['Judge'] },
      categories,
      participants: [],
    });
    expect(created.disciplines.map((row) => row.id).sort()).toEqual(sportC.disciplines.slice(0, 2).sort());
    const listed = await call('GET', `${EVENTS}${event.id}/sports/`, tokens.wskViewer);
    expect(z.array(eventSportSummarySchema).parse(listed.json())).toEqual([
      { id: created.id, sport: created.sport },
    ]);

    const updated = await call('PATCH', `${EVENTS}${event.id}/sports/${created.id}/`, admin(), {
      disciplines: [sportC.disciplines[0]],
      categories: [],
      extra_official_rules: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(eventSportSchema.parse(updated.json())).toMatchObject({
      disciplines: [{ id: sportC.disciplines[0] }],
      categories: [],
      extra_official_rules: null,
      need_pre_seed: true,
    });
  });

  it('400 on an unknown sport, a sport already there, disciplines of another sport; 404 on a foreign event sport', async () => {
    const event = await createEvent();
    const url = `${EVENTS}${event.id}/sports/`;
    await expectInvalid(
      await call('POST', url, admin(), { sport: UNKNOWN_ID }),
      'sport',
      UNKNOWN_SPORT_MESSAGE,
    );
    await expectInvalid(
      await call('POST', url, admin(), { sport: sportA.id, disciplines: [sportB.disciplines[0]] }),
      'disciplines',
      DISCIPLINE_OF_OTHER_SPORT_MESSAGE,
    );
    await expectInvalid(
      await call('POST', url, admin(), { sport: sportA.id, disciplines: [UNKNOWN_ID] }),
      'disciplines',
      DISCIPLINE_OF_OTHER_SPORT_MESSAGE,
    );
    const sport = await addSport(event.id, sportA.id);
    await expectInvalid(
      await call('POST', url, admin(), { sport: sportA.id }),
      'sport',
      SPORT_ALREADY_IN_EVENT_MESSAGE,
    );
    await expectInvalid(
      await call('PATCH', `${url}${sport.id}/`, admin(), { disciplines: [sportB.disciplines[0]] }),
      'disciplines',
      DISCIPLINE_OF_OTHER_SPORT_MESSAGE,
    );
    for (const body of [{}, { sport: 'x' }, { sport: sportB.id, categories: [{ name: '' }] }]) {
      const response = await call('POST', url, admin(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await createEvent();
    for (const [method, target] of [
      ['GET', `${EVENTS}${other.id}/sports/${sport.id}/`],
      ['PATCH', `${EVENTS}${other.id}/sports/${sport.id}/`],
      ['DELETE', `${EVENTS}${other.id}/sports/${sport.id}/`],
      ['PUT', `${EVENTS}${other.id}/sports/${sport.id}/participants/`],
      ['GET', `${url}${UNKNOWN_ID}/`],
      ['POST', `${EVENTS}${UNKNOWN_ID}/sports/`],
    ] as const) {
      const response = await call(
        method,
        target,
        admin(),
        method === 'GET' || method === 'DELETE'
          ? undefined
          : method === 'PUT'
            ? { participants: [] }
            : method === 'PATCH'
              ? {}
              : { sport: sportB.id },
      );
      expect(response.statusCode, `${method} ${target}`).toBe(404);
    }
    expect((await call('GET', `${url}${UNKNOWN_ID}/`, admin())).json().error.message).toBe(
      EVENT_SPORT_NOT_FOUND_MESSAGE,
    );
    const removed = await call('DELETE', `${url}${sport.id}/`, admin());
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${url}${sport.id}/`, admin())).statusCode).toBe(404);
  });
});

describe('participant settings', () => {
  let eventId = 0;
  let sportId = 0;
  beforeAll(async () => {
    const event = await createEvent();
    eventId = event.id;
    sportId = (await addSport(event.id)).id;
  });
  const put = (participants: unknown[]) =>
    call('PUT', `${EVENTS}${eventId}/sports/${sportId}/participants/`, admin(), { participants });

  it('replaces every kind at once, in the contract order, with amounts of exactly two decimals', async () => {
    const first = await setParticipants(eventId, sportId, [
      { kind: 'team_official', opens_on: '2027-01-01', closes_on: '2027-02-01', amount: '0.10' },
      athleteWindow,
      { kind: 'nto', opens_on: '2027-01-01', closes_on: '2027-02-01', amount: '0.20' },
    ]);
    expect(first.participants.map((row) => [row.kind, row.amount, row.reduced_amount])).toEqual([
      ['athlete', '120.00', '90.50'],
      ['nto', '0.20', null],
      ['team_official', '0.10', null],
    ]);
    // Exact in the database: no float ever touched them.
    const [sum] = await ctx.db
      .select({ total: sql<string>`sum(${eventSportParticipants.amount})::text` })
      .from(eventSportParticipants)
      .where(
        and(
          eq(eventSportParticipants.eventSportId, sportId),
          sql`${eventSportParticipants.kind} in ('nto', 'team_official')`,
        ),
      );
    expect(sum?.total).toBe('0.30');

    const second = await setParticipants(eventId, sportId, [
      { kind: 'staff', opens_on: '2027-01-01', closes_on: '2027-01-01', amount: '999999999.99' },
    ]);
    expect(second.participants).toEqual([
      expect.objectContaining({ kind: 'staff', amount: '999999999.99', reduction_ends_on: null }),
    ]);
    const emptied = await setParticipants(eventId, sportId, []);
    expect(emptied.participants).toEqual([]);
  });

  it('400 with the contract messages, never 500, and nothing changed', async () => {
    await setParticipants(eventId, sportId, [athleteWindow]);
    const cases: [unknown[], string, string][] = [
      [[{ ...athleteWindow, reduction_ends_on: null }], 'participants.0.reduced_amount', REDUCED_FEE_MESSAGE],
      [[{ ...athleteWindow, amount: null }], 'participants.0.reduced_amount', REDUCED_FEE_MESSAGE],
      [[{ ...athleteWindow, closes_on: '2026-12-31' }], 'participants.0.closes_on', WINDOW_ORDER_MESSAGE],
      [
        [{ ...athleteWindow, reduction_ends_on: '2027-07-01' }],
        'participants.0.closes_on',
        WINDOW_ORDER_MESSAGE,
      ],
      [[athleteWindow, athleteWindow], 'participants', DUPLICATE_PARTICIPANT_KIND_MESSAGE],
    ];
    for (const [participants, field, message] of cases) {
      await expectInvalid(await put(participants), field, message);
    }
    for (const bad of [
      { ...athleteWindow, amount: '1.234' },
      { ...athleteWindow, amount: '-1' },
      { ...athleteWindow, amount: 12 },
      { ...athleteWindow, amount: '1e3' },
      { ...athleteWindow, amount: '1234567890' },
      { ...athleteWindow, kind: 'coach' },
      { ...athleteWindow, opens_on: '2027-02-30' },
    ]) {
      const response = await put([bad]);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const current = eventSportSchema.parse(
      (await call('GET', `${EVENTS}${eventId}/sports/${sportId}/`, admin())).json(),
    );
    expect(current.participants.map((row) => row.kind)).toEqual(['athlete']);
  });
});
