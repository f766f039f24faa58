// Demo events (decision 015), dated relative to `today` so the demo always shows every registration phase:
// a published event open for registration (normal fee), one in its reduction period, one whose
// registration has closed, and one draft only WSK staff see. Each has one to three reference sports with
// disciplines, categories, and windows and fees for athletes, NTOs and team officials (and team athletes on
// the open event's first sport, for the demo marathon team); a few turn on what the reference sport leaves
// off (extra officials on the open event, pre-seed and extra-quota requests in the reduction period), so
// those screens have something to show. Deterministic: the same `today` gives
// the same rows.
import type { CustomSection, EventCategory, EventKind, ParticipantKind } from '@portal/contract/event';
import { dayInTimeZone } from '@portal/contract/registration-window';
import { SPORT_TYPES, type SportType } from '@portal/contract/sport';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { eventSportDisciplines, eventSportParticipants, eventSports, events } from '../schema/events';
import { federations } from '../schema/federations';
import { sports } from '../schema/sports';
import { disciplines } from '../schema/user-sports';

/** Offsets in days from the event's `today` (in its time zone) of a participant window. */
interface WindowOffsets {
  readonly opens: number;
  /** null: no reduction period. */
  readonly reductionEnds: number | null;
  readonly closes: number;
}

interface DemoFee {
  readonly kind: ParticipantKind;
  readonly amount: string | null;
  readonly reducedAmount: string | null;
  /** The default quota per national federation; null: no limit. */
  readonly quota: number | null;
}

interface DemoEventSport {
  readonly type: SportType;
  /** Names of disciplines of the sport (reference.ts). */
  readonly disciplines: readonly string[];
  readonly categories: readonly EventCategory[];
  /** Athletes register themselves (pending until WSK decides); off when left out. */
  readonly allowSelfRegistration?: boolean;
  /** The event sport's own flags; the reference sport's when left out. */
  readonly needPreSeed?: boolean;
  readonly needExtraQuota?: boolean;
  readonly needExtraOfficialsNto?: boolean;
  readonly extraOfficialRules?: { readonly roles: readonly string[] };
  /** Kinds this sport registers beyond the event's fees (same window), such as team athletes. */
  readonly extraFees?: readonly DemoFee[];
}

interface DemoEvent {
  readonly name: string;
  readonly kind: EventKind;
  readonly status: 'draft' | 'published';
  readonly city: string;
  readonly countryCode: string;
  readonly venue: string;
  readonly description: string;
  readonly currency: string;
  readonly timeZone: string;
  /** Start and end, days from today. */
  readonly starts: number;
  readonly ends: number;
  readonly window: WindowOffsets | null;
  readonly fees: readonly DemoFee[];
  readonly sports: readonly DemoEventSport[];
  readonly customSections: readonly CustomSection[];
}

const seniors: readonly EventCategory[] = [
  { name: 'Senior women', gender: 'F', age_group: 'adult' },
  { name: 'Senior men', gender: 'M', age_group: 'adult' },
];
const juniors: readonly EventCategory[] = [
  { name: 'Junior women', gender: 'F', age_group: 'minor' },
  { name: 'Junior men', gender: 'M', age_group: 'minor' },
];

const euroFees: readonly DemoFee[] = [
  { kind: 'athlete', amount: '120.00', reducedAmount: '90.00', quota: 4 },
  { kind: 'nto', amount: '80.00', reducedAmount: '60.00', quota: 2 },
  { kind: 'team_official', amount: '75.50', reducedAmount: '55.50', quota: null },
];
const dollarFees: readonly DemoFee[] = [
  { kind: 'athlete', amount: '150.00', reducedAmount: '110.00', quota: 6 },
  { kind: 'nto', amount: '95.00', reducedAmount: '70.00', quota: 2 },
  { kind: 'team_official', amount: '85.00', reducedAmount: null, quota: null },
];

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: 'European Inline Speed Championships',
    kind: 'continental_championship',
    status: 'published',
    city: 'Pescara',
    countryCode: 'ITA',
    venue: 'Pattinodromo Le Naiadi',
    description: 'Track and road races on the Adriatic coast.',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    starts: 45,
    ends: 52,
    // Open, normal fee: the reduction period ended ten days ago.
    window: { opens: -30, reductionEnds: -10, closes: 20 },
    fees: euroFees,
    sports: [
      {
        type: SPORT_TYPES.INLINE_SPEED_SKATING,
        disciplines: ['Track sprint 500 m', 'Track 1000 m', 'Road 100 m sprint', 'Marathon'],
        categories: [...seniors, ...juniors],
        allowSelfRegistration: true,
        needExtraOfficialsNto: true,
        extraOfficialRules: { roles: ['Physiotherapist', 'Doctor'] },
        // The demo marathon team (demo-teams.ts) registers its roster here; the quota is each team's.
        extraFees: [{ kind: 'team_athlete', amount: '60.00', reducedAmount: '45.00', quota: 8 }],
      },
      {
        type: SPORT_TYPES.INLINE_DOWNHILL,
        disciplines: ['Downhill'],
        categories: seniors,
        allowSelfRegistration: true,
      },
    ],
    customSections: [
      { title: 'Getting there', body: 'Pescara airport is 4 km from the venue.\nShuttles run every hour.' },
    ],
  },
  {
    name: 'World Skate Games',
    kind: 'games',
    status: 'published',
    city: 'Buenos Aires',
    countryCode: 'ARG',
    venue: 'Parque Olímpico',
    description: 'Every discipline of the federation in one event.',
    currency: 'USD',
    timeZone: 'America/Argentina/Buenos_Aires',
    starts: 80,
    ends: 94,
    // In the reduction period: reduced fees for ten more days.
    window: { opens: -5, reductionEnds: 10, closes: 40 },
    fees: dollarFees,
    sports: [
      {
        type: SPORT_TYPES.ARTISTIC_SKATING,
        disciplines: ['Free skating', 'Pairs skating', 'Solo dance'],
        categories: [...seniors, ...juniors],
        needPreSeed: true,
        needExtraQuota: true,
      },
      {
        type: SPORT_TYPES.SKATEBOARDING,
        disciplines: ['Park', 'Street'],
        categories: seniors,
      },
      {
        type: SPORT_TYPES.INLINE_HOCKEY,
        disciplines: ['Team'],
        categories: [{ name: 'Men', gender: 'M', age_group: null }],
      },
    ],
    customSections: [],
  },
  {
    name: 'Asian Roller Freestyle Cup',
    kind: 'world_cup',
    status: 'published',
    city: 'Tokyo',
    countryCode: 'JPN',
    venue: 'Ariake Urban Sports Park',
    description: 'Park, street and vert.',
    currency: 'USD',
    timeZone: 'Asia/Tokyo',
    starts: 5,
    ends: 8,
    // Registration closed ten days ago.
    window: { opens: -60, reductionEnds: -40, closes: -10 },
    fees: dollarFees,
    sports: [
      {
        type: SPORT_TYPES.ROLLER_FREESTYLE,
        disciplines: ['Park', 'Street', 'Vert'],
        categories: seniors,
        allowSelfRegistration: true,
      },
    ],
    customSections: [],
  },
  {
    name: 'Barcelona Skateboarding Open',
    kind: 'open',
    status: 'draft',
    city: 'Barcelona',
    countryCode: 'ESP',
    venue: '',
    description: 'Being prepared.',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    starts: 120,
    ends: 122,
    window: null,
    fees: [],
    sports: [{ type: SPORT_TYPES.SKATEBOARDING, disciplines: ['Street'], categories: seniors }],
    customSections: [],
  },
];

/** `day` (YYYY-MM-DD) moved by `days`. */
function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Creates the demo events; call inside the demo seed's transaction, after the reference seed. */
export async function seedDemoEvents(
  tx: Database,
  options: { readonly today: Date; readonly createdBy?: number | null },
): Promise<{ events: number }> {
  const types = [...new Set(DEMO_EVENTS.flatMap((event) => event.sports.map((sport) => sport.type)))];
  const sportRows = await tx.select().from(sports).where(inArray(sports.type, types)).orderBy(asc(sports.id));
  const sportOf = (type: SportType) => {
    const row = sportRows.find((sport) => sport.type === type);
    if (!row) throw new Error(`Reference sport ${type} is missing; run the reference seed first`);
    return row;
  };
  const disciplineRows = await tx
    .select({ id: disciplines.id, name: disciplines.name, sportId: disciplines.sportId })
    .from(disciplines)
    .where(
      inArray(
        disciplines.sportId,
        sportRows.map((row) => row.id),
      ),
    );
  const federationRows = await tx
    .select({ id: federations.id, code: federations.code })
    .from(federations)
    .where(
      inArray(
        federations.code,
        DEMO_EVENTS.map((event) => event.countryCode),
      ),
    );

  for (const demo of DEMO_EVENTS) {
    const today = dayInTimeZone(options.today, demo.timeZone);
    const [event] = await tx
      .insert(events)
      .values({
        name: demo.name,
        kind: demo.kind,
        status: demo.status,
        startsOn: addDays(today, demo.starts),
        endsOn: addDays(today, demo.ends),
        city: demo.city,
        countryFederationId: federationRows.find((row) => row.code === demo.countryCode)?.id ?? null,
        venue: demo.venue,
        description: demo.description,
        currency: demo.currency,
        timeZone: demo.timeZone,
        customSections: [...demo.customSections],
        createdBy: options.createdBy ?? null,
      })
      .returning({ id: events.id });
    if (!event) throw new Error('The demo event insert returned no row');
    for (const demoSport of demo.sports) {
      const sport = sportOf(demoSport.type);
      const [eventSport] = await tx
        .insert(eventSports)
        .values({
          eventId: event.id,
          sportId: sport.id,
          needPreSeed: demoSport.needPreSeed ?? sport.needPreSeed,
          needExtraQuota: demoSport.needExtraQuota ?? sport.needExtraQuota,
          needExtraOfficialsNto: demoSport.needExtraOfficialsNto ?? sport.needExtraOfficialsNto,
          extraOfficialRules: demoSport.extraOfficialRules
            ? { roles: [...demoSport.extraOfficialRules.roles] }
            : sport.extraOfficialRules,
          categories: [...demoSport.categories],
          allowSelfRegistration: demoSport.allowSelfRegistration ?? false,
        })
        .returning({ id: eventSports.id });
      if (!eventSport) throw new Error('The demo event sport insert returned no row');
      const chosen = disciplineRows.filter(
        (row) => row.sportId === sport.id && demoSport.disciplines.includes(row.name),
      );
      if (chosen.length > 0) {
        await tx
          .insert(eventSportDisciplines)
          .values(chosen.map((row) => ({ eventSportId: eventSport.id, disciplineId: row.id })));
      }
      const { window } = demo;
      const fees = [
        ...demo.fees,
        ...(demoSport.extraFees ?? []).filter((extra) => !demo.fees.some((fee) => fee.kind === extra.kind)),
      ];
      if (window && fees.length > 0) {
        await tx.insert(eventSportParticipants).values(
          fees.map((fee) => ({
            eventSportId: eventSport.id,
            kind: fee.kind,
            opensOn: addDays(today, window.opens),
            reductionEndsOn: window.reductionEnds === null ? null : addDays(today, window.reductionEnds),
            closesOn: addDays(today, window.closes),
            amount: fee.amount,
            reducedAmount: fee.reducedAmount,
            quota: fee.quota,
          })),
        );
      }
    }
  }
  return { events: DEMO_EVENTS.length };
}
