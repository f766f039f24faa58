// Helpers of the tests of an event's people, quotas, NF management and a user's events: callers of every
// role (NF staff administering Italy), people inserted with the data eligibility is judged on, and events
// made through the API.
import type { CreateEventBody, SetParticipantSettingsBody } from '@portal/contract/endpoints/events';
import { eventSchema, eventSportSchema } from '@portal/contract/event';
import { errorBodySchema } from '@portal/contract/http';
import type { Permission, RoleType } from '@portal/contract/roles';
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { sports } from '../../db/schema/sports';
import { type NewUserRow, users } from '../../db/schema/users';
import type { TestApp } from '../../test/harness';

export const EVENTS = '/api/client/events/';
export const UNKNOWN_ID = 987_654;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const ACTORS = ['wskAdmin', 'wskViewer', 'nfAdmin', 'nfViewer', 'athlete', 'ito', 'guest'] as const;
export type Actor = (typeof ACTORS)[number];

const ACTOR_ROLES: Record<Actor, { role: RoleType; permission: Permission | null }> = {
  wskAdmin: { role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' },
  wskViewer: { role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' },
  nfAdmin: { role: ROLE_TYPES.NF_ADMIN, permission: 'admin' },
  nfViewer: { role: ROLE_TYPES.NF_ADMIN, permission: 'viewer' },
  athlete: { role: ROLE_TYPES.ATHLETE, permission: null },
  ito: { role: ROLE_TYPES.ITO, permission: null },
  guest: { role: ROLE_TYPES.GUEST, permission: null },
};

let personCounter = 0;

export function peopleFixtures(ctx: TestApp) {
  const tokens = {} as Record<Actor, string>;
  const ids = {} as Record<Actor, number>;
  const refs = { italy: 0, france: 0, sportA: 0, sportB: 0 };

  const call = (method: Method, url: string, token: string | null, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(token === null ? {} : { headers: ctx.bearer(token) }),
      ...(payload ? { payload } : {}),
    });

  /** A person inserted as given: approved role, registration completed unless told otherwise. */
  async function person(
    role: RoleType,
    values: Partial<NewUserRow> = {},
    permission: Permission | null = null,
  ): Promise<number> {
    personCounter += 1;
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: `person${personCounter}@people.test`,
        firstName: `First${personCounter}`,
        lastName: `Last${personCounter}`,
        roleId: await ctx.roleIdOf(role, permission),
        roleStatus: 'approved',
        registrationCompleted: true,
        ...values,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('The person insert returned no row');
    return row.id;
  }

  /** Sets up the callers (NF staff administer Italy) and the reference ids; call in beforeAll. */
  async function setUp() {
    refs.italy = await ctx.federationIdOf('ITA');
    refs.france = await ctx.federationIdOf('FRA');
    const sportRows = await ctx.db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id)).limit(2);
    refs.sportA = sportRows[0]?.id ?? 0;
    refs.sportB = sportRows[1]?.id ?? 0;
    for (const actor of Object.keys(ACTOR_ROLES) as Actor[]) {
      const { role, permission } = ACTOR_ROLES[actor];
      const isNf = role === ROLE_TYPES.NF_ADMIN;
      ids[actor] = await person(role, isNf ? { nfAdminFederationId: refs.italy } : {}, permission);
      tokens[actor] = await ctx.token({ role, permission, userId: ids[actor] });
    }
  }

  let eventCounter = 0;
  const eventBody = (values: Partial<CreateEventBody> = {}): CreateEventBody => {
    eventCounter += 1;
    return {
      name: `People event ${eventCounter}`,
      kind: 'championship',
      starts_on: '2027-07-01',
      ends_on: '2027-07-10',
      city: 'Roma',
      country: refs.italy,
      currency: 'EUR',
      time_zone: 'Europe/Rome',
      ...values,
    };
  };

  const window = (
    kind: SetParticipantSettingsBody['participants'][number]['kind'],
    quota: number | null,
  ) => ({
    kind,
    opens_on: '2027-01-01',
    reduction_ends_on: null,
    closes_on: '2027-06-01',
    amount: '100',
    reduced_amount: null,
    quota,
  });

  /** A draft event with the given sports (reference ids), each with an athlete window (default quota 5). */
  async function draftEvent(values: Partial<CreateEventBody> = {}, sportIds = [refs.sportA]) {
    const created = await call('POST', EVENTS, tokens.wskAdmin, eventBody(values));
    expect(created.statusCode, created.body).toBe(201);
    const event = eventSchema.parse(created.json());
    const eventSports: number[] = [];
    for (const sportId of sportIds) {
      const added = await call('POST', `${EVENTS}${event.id}/sports/`, tokens.wskAdmin, { sport: sportId });
      expect(added.statusCode, added.body).toBe(201);
      const eventSport = eventSportSchema.parse(added.json());
      const set = await call(
        'PUT',
        `${EVENTS}${event.id}/sports/${eventSport.id}/participants/`,
        tokens.wskAdmin,
        {
          participants: [window('athlete', 5)],
        },
      );
      expect(set.statusCode, set.body).toBe(200);
      eventSports.push(eventSport.id);
    }
    return { id: event.id, eventSports };
  }

  async function publish(eventId: number) {
    const response = await call('POST', `${EVENTS}${eventId}/publish/`, tokens.wskAdmin);
    expect(response.statusCode, response.body).toBe(200);
  }

  async function archive(eventId: number) {
    const response = await call('POST', `${EVENTS}${eventId}/archive/`, tokens.wskAdmin);
    expect(response.statusCode, response.body).toBe(200);
  }

  async function publishedEvent(values: Partial<CreateEventBody> = {}, sportIds = [refs.sportA]) {
    const event = await draftEvent(values, sportIds);
    await publish(event.id);
    return event;
  }

  return {
    tokens,
    ids,
    refs,
    call,
    person,
    setUp,
    window,
    draftEvent,
    publishedEvent,
    publish,
    archive,
  };
}

export async function expectInvalid(
  response: { statusCode: number; body: string; json: () => unknown },
  field: string | null,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  if (field === null) expect(body.error.message).toBe(message);
  else expect(body.invalid_fields?.[field], response.body).toContain(message);
}

export function expectError(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorBodySchema.parse(response.json()).error.message).toBe(message);
}
