// Helpers of the registration tests: the callers of people-fixtures.ts (NF staff administer Italy), athletes
// and other members inserted with the data eligibility is judged on (eligible for the default event unless
// told otherwise), and published events whose speed-skating sport has disciplines, categories, the sport's
// flags as told and an athlete window (an NTO one when asked) dated from today, made through the API.
import type { EventCategory, ParticipantKind } from '@portal/contract/event';
import { participantSchema } from '@portal/contract/participant';
import { type Permission, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { and, asc, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { passports } from '../../db/schema/personal-details';
import { sports } from '../../db/schema/sports';
import { disciplines } from '../../db/schema/user-sports';
import type { NewUserRow } from '../../db/schema/users';
import type { TestApp } from '../../test/harness';
import { EVENTS, peopleFixtures } from '../events/people-fixtures';

/** The default event: first day 1 July 2027, last day 10 July 2027. */
export const FIRST_DAY = '2027-07-01';
export const LAST_DAY = '2027-07-10';

export const CATEGORIES: EventCategory[] = [
  { name: 'Senior women', gender: 'F', age_group: 'adult' },
  { name: 'Senior men', gender: 'M', age_group: 'adult' },
  { name: 'Junior women', gender: 'F', age_group: 'minor' },
];

/** `YYYY-MM-DD` of today moved by `days` (UTC; the windows below keep well clear of zone edges). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface WindowOptions {
  readonly opens?: number;
  readonly reductionEnds?: number | null;
  readonly closes?: number;
  readonly amount?: string | null;
  readonly reducedAmount?: string | null;
  readonly quota?: number | null;
}

/** The flags of an event sport the tests set (the reference sports have them off). */
export interface SportFlags {
  readonly need_pre_seed?: boolean;
  readonly need_extra_quota?: boolean;
  readonly need_extra_officials_nto?: boolean;
  readonly extra_official_rules?: { roles: string[] } | null;
}

export function registrationFixtures(ctx: TestApp) {
  const f = peopleFixtures(ctx);
  const { tokens, call } = f;
  const speed = { sportId: 0, disciplines: [] as number[], otherSportId: 0, otherDiscipline: 0 };

  async function setUp() {
    await f.setUp();
    const [sport] = await ctx.db
      .select({ id: sports.id })
      .from(sports)
      .where(eq(sports.type, SPORT_TYPES.INLINE_SPEED_SKATING))
      .orderBy(asc(sports.id))
      .limit(1);
    speed.sportId = sport?.id ?? 0;
    const rows = await ctx.db
      .select({ id: disciplines.id })
      .from(disciplines)
      .where(eq(disciplines.sportId, speed.sportId))
      .orderBy(asc(disciplines.id))
      .limit(3);
    speed.disciplines = rows.map((row) => row.id);
    const [other] = await ctx.db
      .select({ id: disciplines.id, sportId: disciplines.sportId })
      .from(disciplines)
      .where(ne(disciplines.sportId, speed.sportId))
      .limit(1);
    speed.otherSportId = other?.sportId ?? 0;
    speed.otherDiscipline = other?.id ?? 0;
  }

  let athleteCounter = 0;
  /**
   * An approved Italian athlete with passport details, eligible for the default event: passport valid
   * after its last day, anti-doping of 2027, a woman of 30 on its first day.
   */
  function athlete(values: Partial<NewUserRow> = {}, options: { passport?: boolean } = {}) {
    return member(ROLE_TYPES.ATHLETE, values, options);
  }

  /** An approved Italian member of the role with the same data as `athlete` (an NTO candidate but guests). */
  async function member(
    role: RoleType,
    values: Partial<NewUserRow> = {},
    options: { passport?: boolean; permission?: Permission } = {},
  ) {
    athleteCounter += 1;
    const id = await f.person(
      role,
      {
        federationId: f.refs.italy,
        lastName: `Athlete${String(athleteCounter).padStart(4, '0')}`,
        gender: 'F',
        birthday: '1997-03-03',
        activeUntilDate: '2030-01-01',
        antiDopingYearIssued: 2027,
        ...values,
      },
      options.permission ?? null,
    );
    if (options.passport !== false) {
      await ctx.db
        .insert(passports)
        .values({ userId: id, firstName: 'P', lastName: 'P', nationality: 'IT', number: `N${id}` });
    }
    return id;
  }

  const participantsWindow = (options: WindowOptions, kind: ParticipantKind = 'athlete') => ({
    kind,
    opens_on: dayFromToday(options.opens ?? -10),
    reduction_ends_on:
      options.reductionEnds === undefined || options.reductionEnds === null
        ? null
        : dayFromToday(options.reductionEnds),
    closes_on: dayFromToday(options.closes ?? 10),
    amount: options.amount === undefined ? '120.5' : options.amount,
    reduced_amount: options.reducedAmount === undefined ? null : options.reducedAmount,
    quota: options.quota === undefined ? 5 : options.quota,
  });

  /**
   * An event (first day 1 July 2027, last 10 July) with the speed-skating sport, its first three
   * disciplines, CATEGORIES and an athlete window open today (quota 5 unless told); published unless told.
   */
  async function event(
    options: {
      readonly window?: WindowOptions;
      readonly categories?: EventCategory[];
      readonly disciplines?: number[];
      readonly publish?: boolean;
      readonly allowSelfRegistration?: boolean;
      readonly starts_on?: string;
      readonly ends_on?: string;
      readonly sportId?: number;
      /** An NTO window beside the athlete one. */
      readonly ntoWindow?: WindowOptions;
      readonly flags?: SportFlags;
    } = {},
  ) {
    const created = await call('POST', EVENTS, tokens.wskAdmin, {
      name: `Registration event ${Math.random().toString(36).slice(2)}`,
      kind: 'championship',
      starts_on: options.starts_on ?? FIRST_DAY,
      ends_on: options.ends_on ?? LAST_DAY,
      city: 'Roma',
      country: f.refs.italy,
      currency: 'EUR',
      time_zone: 'Europe/Rome',
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = (created.json() as { id: number }).id;
    const added = await call('POST', `${EVENTS}${eventId}/sports/`, tokens.wskAdmin, {
      sport: options.sportId ?? speed.sportId,
      disciplines: options.disciplines ?? speed.disciplines,
      categories: options.categories ?? CATEGORIES,
      allow_self_registration: options.allowSelfRegistration ?? false,
      ...options.flags,
    });
    expect(added.statusCode, added.body).toBe(201);
    const eventSportId = (added.json() as { id: number }).id;
    const set = await call(
      'PUT',
      `${EVENTS}${eventId}/sports/${eventSportId}/participants/`,
      tokens.wskAdmin,
      {
        participants: [
          participantsWindow(options.window ?? {}),
          ...(options.ntoWindow ? [participantsWindow(options.ntoWindow, 'nto')] : []),
        ],
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    if (options.publish !== false) await f.publish(eventId);
    return { id: eventId, sportId: eventSportId };
  }

  const sportUrl = (target: { id: number; sportId: number }) =>
    `${EVENTS}${target.id}/sports/${target.sportId}/`;
  const participantUrl = (eventId: number, participantId: number) =>
    `${EVENTS}${eventId}/participants/${participantId}/`;

  /** An NF or WSK registration with one entry of the first discipline, in the person's category. */
  function registerBody(user: number, values: object = {}) {
    return {
      kind: 'athlete',
      user,
      entries: [{ discipline: speed.disciplines[0], category: 'Senior women' }],
      ...values,
    };
  }

  async function register(
    target: { id: number; sportId: number },
    user: number,
    token = tokens.nfAdmin,
    values: object = {},
  ) {
    const response = await call(
      'POST',
      `${sportUrl(target)}participants/`,
      token,
      registerBody(user, values),
    );
    expect(response.statusCode, response.body).toBe(201);
    return participantSchema.parse(response.json());
  }

  /** An NF or WSK registration of an NTO. */
  function ntoBody(user: number, values: object = {}) {
    return { kind: 'nto', user, function: 'Team leader', ...values };
  }

  async function setQuota(
    target: { id: number; sportId: number },
    federation: number,
    quota: number,
    kind: ParticipantKind = 'athlete',
  ) {
    const response = await call('PUT', `${sportUrl(target)}quotas/`, tokens.wskAdmin, {
      quotas: [{ federation, kind, quota }],
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function setAllowedCountries(sportId: number, codes: string[]) {
    await ctx.db
      .update(sports)
      .set({ allowedCountries: codes })
      .where(and(eq(sports.id, sportId)));
  }

  return {
    ...f,
    speed,
    setUp,
    athlete,
    member,
    event,
    participantsWindow,
    sportUrl,
    participantUrl,
    registerBody,
    ntoBody,
    register,
    setQuota,
    setAllowedCountries,
  };
}
