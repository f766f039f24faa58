// Quotas per national federation and NF management (decision 016): who may call them, NF staff scoped to
// their own federation (Italy here), the quota PUT's rules and replacement, the default quota kept by the
// participant settings, eligibility judged on the event's last day, and the quota that applies.
import { EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { eventSportSchema } from '@portal/contract/event';
import {
  federationQuotaSchema,
  nfManagementDetailSchema,
  nfManagementRowSchema,
} from '@portal/contract/event-parts';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/audit';
import { federations } from '../../db/schema/federations';
import { useTestApp } from '../../test/harness';
import { ACTORS, EVENTS, expectError, expectInvalid, peopleFixtures, UNKNOWN_ID } from './people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_SPORT_NOT_FOUND_MESSAGE } from './service';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;

const quotaList = z.array(federationQuotaSchema);
const nfPage = pagedSchema(nfManagementRowSchema);
const quotasUrl = (eventId: number, eventSportId: number) =>
  `${EVENTS}${eventId}/sports/${eventSportId}/quotas/`;
const nfUrl = (eventId: number) => `${EVENTS}${eventId}/nf-management/`;

let germany = 0;
beforeAll(async () => {
  await f.setUp();
  germany = await ctx.federationIdOf('DEU');
});

async function setQuotas(eventId: number, eventSportId: number, quotas: object[]) {
  const response = await call('PUT', quotasUrl(eventId, eventSportId), tokens.wskAdmin, { quotas });
  expect(response.statusCode, response.body).toBe(200);
  return quotaList.parse(response.json());
}

describe('quotas per federation', () => {
  let event = { id: 0, eventSports: [] as number[] };
  let eventSport = 0;
  beforeAll(async () => {
    event = await f.publishedEvent();
    eventSport = event.eventSports[0] ?? 0;
    await setQuotas(event.id, eventSport, [
      { federation: f.refs.france, kind: 'athlete', quota: 3 },
      { federation: f.refs.italy, kind: 'athlete', quota: 8 },
    ]);
  });

  it('shows WSK staff every federation and NF staff their own; athletes, ITOs and guests 403', async () => {
    for (const actor of ACTORS) {
      const response = await call('GET', quotasUrl(event.id, eventSport), tokens[actor]);
      if (actor.startsWith('wsk')) {
        expect(quotaList.parse(response.json()).map((row) => [row.federation.code, row.quota])).toEqual([
          ['FRA', 3],
          ['ITA', 8],
        ]);
      } else if (actor.startsWith('nf')) {
        expect(quotaList.parse(response.json())).toEqual([
          { federation: expect.objectContaining({ id: f.refs.italy }), kind: 'athlete', quota: 8 },
        ]);
      } else {
        expect(response.statusCode, actor).toBe(403);
      }
    }
  });

  it('is written by WSK administrators only', async () => {
    for (const actor of ACTORS.filter((name) => name !== 'wskAdmin')) {
      const response = await call('PUT', quotasUrl(event.id, eventSport), tokens[actor], { quotas: [] });
      expect(response.statusCode, actor).toBe(403);
    }
  });

  it('replaces every quota of the sport at once, audited', async () => {
    const other = await f.publishedEvent();
    const otherSport = other.eventSports[0] ?? 0;
    await setQuotas(other.id, otherSport, [{ federation: f.refs.italy, kind: 'athlete', quota: 1 }]);
    const replaced = await setQuotas(other.id, otherSport, [
      { federation: germany, kind: 'athlete', quota: 0 },
    ]);
    expect(replaced.map((row) => [row.federation.id, row.quota])).toEqual([[germany, 0]]);
    // The other event's quotas are untouched.
    const first = quotaList.parse(
      (await call('GET', quotasUrl(event.id, eventSport), tokens.wskAdmin)).json(),
    );
    expect(first).toHaveLength(2);
    const audit = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'event_sport.set_quotas'), eq(auditEvents.actorUserId, f.ids.wskAdmin)),
      );
    expect(audit.map((row) => row.details)).toContainEqual({
      event: other.id,
      event_sport: otherSport,
      quotas: 1,
    });
  });

  it('refuses a kind without a window, an unknown or default federation and duplicates', async () => {
    const [defaultFederation] = await ctx.db
      .select({ id: federations.id })
      .from(federations)
      .where(eq(federations.isDefault, true));
    const cases: [object[], string][] = [
      [[{ federation: f.refs.italy, kind: 'nto', quota: 2 }], EVENT_PART_MESSAGES.KIND_NOT_REGISTERED],
      [[{ federation: UNKNOWN_ID, kind: 'athlete', quota: 2 }], EVENT_PART_MESSAGES.UNKNOWN_FEDERATION],
      [
        [{ federation: defaultFederation?.id, kind: 'athlete', quota: 2 }],
        EVENT_PART_MESSAGES.UNKNOWN_FEDERATION,
      ],
      [
        [
          { federation: f.refs.italy, kind: 'athlete', quota: 2 },
          { federation: f.refs.italy, kind: 'athlete', quota: 3 },
        ],
        EVENT_PART_MESSAGES.DUPLICATE_QUOTA,
      ],
    ];
    for (const [quotas, message] of cases) {
      const response = await call('PUT', quotasUrl(event.id, eventSport), tokens.wskAdmin, { quotas });
      await expectInvalid(response, 'quotas', message);
    }
    const negative = await call('PUT', quotasUrl(event.id, eventSport), tokens.wskAdmin, {
      quotas: [{ federation: f.refs.italy, kind: 'athlete', quota: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    // Nothing changed.
    const after = quotaList.parse(
      (await call('GET', quotasUrl(event.id, eventSport), tokens.wskAdmin)).json(),
    );
    expect(after.map((row) => row.quota)).toEqual([3, 8]);
  });

  it('answers 404 for a sport of another event and, to NF staff, for a draft', async () => {
    const other = await f.publishedEvent();
    expectError(
      await call('GET', quotasUrl(event.id, other.eventSports[0] ?? 0), tokens.wskAdmin),
      404,
      EVENT_SPORT_NOT_FOUND_MESSAGE,
    );
    const draft = await f.draftEvent();
    const draftSport = draft.eventSports[0] ?? 0;
    expect((await call('GET', quotasUrl(draft.id, draftSport), tokens.wskViewer)).statusCode).toBe(200);
    expectError(
      await call('GET', quotasUrl(draft.id, draftSport), tokens.nfAdmin),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });

  it('keeps the default quota of each kind with the participant settings', async () => {
    const response = await call(
      'PUT',
      `${EVENTS}${event.id}/sports/${eventSport}/participants/`,
      tokens.wskAdmin,
      {
        participants: [f.window('athlete', 12), f.window('nto', null)],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const profile = eventSportSchema.parse(
      (await call('GET', `${EVENTS}${event.id}/sports/${eventSport}/`, tokens.guest)).json(),
    );
    expect(profile.participants.map((row) => [row.kind, row.quota])).toEqual([
      ['athlete', 12],
      ['nto', null],
    ]);
  });
});

describe('NF management', () => {
  const endsOn = '2030-06-30';
  let event = { id: 0, eventSports: [] as number[] };
  let germanAdmin = 0;
  let germanViewer = 0;
  beforeAll(async () => {
    event = await f.publishedEvent({ starts_on: '2030-06-20', ends_on: endsOn }, [
      f.refs.sportA,
      f.refs.sportB,
    ]);
    const athlete = { federationId: germany, activeUntilDate: '2031-01-01', antiDopingYearIssued: 2030 };
    // Valid on the event's last day: counted.
    await f.person(ROLE_TYPES.ATHLETE, athlete);
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, antiDopingYearIssued: 2028 });
    // Not counted: the passport expires on the last day, no anti-doping, anti-doping too old, registration
    // not completed, a pending athlete, a deleted account, an ITO, an athlete of another federation.
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, activeUntilDate: endsOn });
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, antiDopingYearIssued: null });
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, antiDopingYearIssued: 2027 });
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, registrationCompleted: false });
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, roleStatus: 'pending' });
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, deletedAt: new Date() });
    await f.person(ROLE_TYPES.ITO, athlete);
    await f.person(ROLE_TYPES.ATHLETE, { ...athlete, federationId: f.refs.france });
    germanAdmin = await f.person(
      ROLE_TYPES.NF_ADMIN,
      { nfAdminFederationId: germany, lastName: 'Aaa' },
      'admin',
    );
    germanViewer = await f.person(
      ROLE_TYPES.NF_ADMIN,
      { nfAdminFederationId: germany, lastName: 'Bbb' },
      'viewer',
    );
    await f.person(ROLE_TYPES.NF_ADMIN, { nfAdminFederationId: germany, roleStatus: 'pending' }, 'admin');
    await setQuotas(event.id, event.eventSports[0] ?? 0, [
      { federation: germany, kind: 'athlete', quota: 2 },
      { federation: f.refs.italy, kind: 'athlete', quota: 9 },
    ]);
    await setQuotas(event.id, event.eventSports[1] ?? 0, [
      { federation: germany, kind: 'athlete', quota: 4 },
    ]);
  });

  it('lets WSK and NF staff read it; athletes, ITOs and guests 403', async () => {
    for (const actor of ACTORS) {
      const list = await call('GET', nfUrl(event.id), tokens[actor]);
      const detail = await call('GET', `${nfUrl(event.id)}${f.refs.italy}/`, tokens[actor]);
      const allowed = actor.startsWith('wsk') || actor.startsWith('nf');
      expect([list.statusCode, detail.statusCode], actor).toEqual(allowed ? [200, 200] : [403, 403]);
    }
  });

  it('counts eligible athletes on the event’s last day, own quotas and administrators', async () => {
    const page = nfPage.parse((await call('GET', `${nfUrl(event.id)}?search=deu`, tokens.wskViewer)).json());
    expect(page.results).toEqual([
      {
        federation: { id: germany, name: expect.any(String), code: 'DEU' },
        eligible_athletes: 2,
        quota_overrides: 2,
        administrators: 1,
        // No registrations yet (participants.test.ts counts them).
        registered: 0,
        approved: 0,
      },
    ]);
    const byName = nfPage.parse(
      (await call('GET', `${nfUrl(event.id)}?search=ital`, tokens.wskAdmin)).json(),
    );
    expect(byName.results.map((row) => [row.federation.code, row.quota_overrides])).toEqual([['ITA', 1]]);
  });

  it('lists every national federation by name, paged, without the default one', async () => {
    const all = await ctx.db
      .select({ code: federations.code, isDefault: federations.isDefault })
      .from(federations);
    const first = nfPage.parse((await call('GET', `${nfUrl(event.id)}?page_size=5`, tokens.wskAdmin)).json());
    expect(first.count).toBe(all.filter((row) => !row.isDefault).length);
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    const names = first.results.map((row) => row.federation.name);
    expect(names).toEqual([...names].sort());
    expect(first.results.map((row) => row.federation.code)).not.toContain('XXX');
  });

  it('shows NF staff their own federation only', async () => {
    for (const actor of ['nfAdmin', 'nfViewer'] as const) {
      const page = nfPage.parse((await call('GET', nfUrl(event.id), tokens[actor])).json());
      expect(page.count).toBe(1);
      expect(page.results.map((row) => row.federation.id)).toEqual([f.refs.italy]);
      const searchOther = nfPage.parse(
        (await call('GET', `${nfUrl(event.id)}?search=DEU`, tokens[actor])).json(),
      );
      expect(searchOther.count).toBe(0);
      expectError(
        await call('GET', `${nfUrl(event.id)}${germany}/`, tokens[actor]),
        403,
        EVENT_PART_MESSAGES.OWN_FEDERATION_ONLY,
      );
    }
  });

  it('gives a federation’s contacts, eligible athletes and the quota that applies to each kind', async () => {
    const response = await call('GET', `${nfUrl(event.id)}${germany}/`, tokens.wskAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const detail = nfManagementDetailSchema.parse(response.json());
    expect(detail.judged_on).toBe(endsOn);
    expect(detail.eligible_athletes).toBe(2);
    expect(detail.contacts.map((row) => [row.id, row.permission])).toEqual([
      [germanAdmin, 'admin'],
      [germanViewer, 'viewer'],
    ]);
    expect(detail.contacts[0]?.email).toMatch(/@people\.test$/);
    expect(detail.sports.map((sport) => [sport.event_sport.id, sport.quotas])).toEqual([
      [event.eventSports[0], [{ kind: 'athlete', quota: 2, overridden: true, used: 0, approved: 0 }]],
      [event.eventSports[1], [{ kind: 'athlete', quota: 4, overridden: true, used: 0, approved: 0 }]],
    ]);
    // France has no quota of its own: the default (5) applies.
    const france = nfManagementDetailSchema.parse(
      (await call('GET', `${nfUrl(event.id)}${f.refs.france}/`, tokens.wskAdmin)).json(),
    );
    expect(france.sports.map((sport) => sport.quotas)).toEqual([
      [{ kind: 'athlete', quota: 5, overridden: false, used: 0, approved: 0 }],
      [{ kind: 'athlete', quota: 5, overridden: false, used: 0, approved: 0 }],
    ]);
    expect(france.eligible_athletes).toBe(1);
  });

  it('answers 404 for an unknown or default federation and, to NF staff, for a draft', async () => {
    const [defaultFederation] = await ctx.db
      .select({ id: federations.id })
      .from(federations)
      .where(eq(federations.isDefault, true));
    for (const id of [UNKNOWN_ID, defaultFederation?.id ?? 0]) {
      expectError(
        await call('GET', `${nfUrl(event.id)}${id}/`, tokens.wskAdmin),
        404,
        EVENT_PART_MESSAGES.FEDERATION_NOT_FOUND,
      );
    }
    const draft = await f.draftEvent();
    expect((await call('GET', nfUrl(draft.id), tokens.wskViewer)).statusCode).toBe(200);
    expectError(await call('GET', nfUrl(draft.id), tokens.nfAdmin), 404, EVENT_NOT_FOUND_MESSAGE);
    expectError(
      await call('GET', `${nfUrl(draft.id)}${f.refs.italy}/`, tokens.nfViewer),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });
});
